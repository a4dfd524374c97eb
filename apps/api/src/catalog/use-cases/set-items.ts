import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { productItems, products } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { includedProducts, ITEM_FORMS, type IncludedProduct } from "../items/included.ts";
import { itemGraph, itemLeadingBack, lockItemGraph } from "../items/cycle.ts";

/**
 * Sets the products a bundle or membership includes, in the given order. Each must be another of
 * the seller's products, listed once, and must not already include this product (no cycles).
 */
export async function setItems(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; item_ids: number[] },
): Promise<Result<Edited<IncludedProduct[]>>> {
  const ids = input.item_ids;
  const param = (id: number) => `item_ids.${ids.indexOf(id)}`;
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined)
    return fieldFail(`item_ids.${ids.lastIndexOf(repeated)}`, "product_item_duplicate");
  if (ids.includes(productId)) return fieldFail(param(productId), "product_item_self");

  return editProduct(deps, { sellerId, productId, version: input.version, forms: ITEM_FORMS }, async (tx) => {
    await lockItemGraph(tx, sellerId);
    if (ids.length > 0) {
      const own = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)));
      const found = new Set(own.map((r) => r.id));
      const unknown = ids.find((id) => !found.has(id));
      if (unknown !== undefined) return fieldFail(param(unknown), "unknown_product");
      const back = itemLeadingBack(await itemGraph(tx, sellerId), productId, ids);
      if (back !== undefined) return fieldFail(param(back), "product_item_cycle");
    }
    await tx.delete(productItems).where(eq(productItems.productId, productId));
    if (ids.length > 0)
      await tx.insert(productItems).values(ids.map((itemId, position) => ({ productId, itemId, position })));
    return ok(await includedProducts(tx, productId));
  });
}
