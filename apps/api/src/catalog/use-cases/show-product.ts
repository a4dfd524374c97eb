import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProduct } from "../repository.ts";
import { productView } from "../views/product.ts";

export async function showProduct(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<catalog.Product>> {
  const row = await findOwnProduct(deps.db, sellerId, productId);
  return row ? ok(await productView(deps, deps.db, row)) : fail("NOT_FOUND");
}
