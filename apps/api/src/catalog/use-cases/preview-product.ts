import type { catalog } from "@sellwerk/contracts";
import type { z } from "zod";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProduct } from "../repository.ts";
import { loadSeller, sellerName } from "../seller-context.ts";
import { productView } from "../views/product.ts";

/** What the buyer's product page will show, whatever the product's state (the seller previews drafts). */
export async function previewProduct(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<z.infer<typeof catalog.previewAnswer>>> {
  const row = await findOwnProduct(deps.db, sellerId, productId);
  if (!row) return fail("NOT_FOUND");
  const [product, seller] = await Promise.all([
    productView(deps, deps.db, row),
    loadSeller(deps.db, sellerId),
  ]);
  return ok({ product, seller: { username: seller.username, name: sellerName(seller) } });
}
