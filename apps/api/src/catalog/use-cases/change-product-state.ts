import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { Result } from "../../platform/result.ts";
import { lifecycleChanges } from "../lifecycle.ts";
import { saveProduct } from "../product-save.ts";
import { loadSeller } from "../seller-context.ts";

export type SellerProductAction = "publish" | "unpublish" | "archive" | "unarchive";

/** The seller's list actions: publish (into review when required), unpublish, archive, unarchive. */
export async function changeProductState(
  deps: Deps,
  sellerId: number,
  productId: number,
  version: number,
  action: SellerProductAction,
): Promise<Result<catalog.Product>> {
  return saveProduct(deps, { sellerId, productId, version }, async (tx, product) =>
    lifecycleChanges(tx, product, await loadSeller(tx, sellerId), { action, now: deps.clock.now() }),
  );
}
