import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProductOf } from "../edit-product.ts";
import { includedProducts, ITEM_FORMS, type IncludedProduct } from "../items/included.ts";

export async function listItems(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<{ list: IncludedProduct[]; product_version: number }>> {
  const product = await findOwnProductOf(deps, sellerId, productId, ITEM_FORMS);
  if (!product) return fail("NOT_FOUND");
  return ok({ list: await includedProducts(deps.db, productId), product_version: product.version });
}
