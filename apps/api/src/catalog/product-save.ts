import { eq } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import { PRODUCT_TYPES } from "@sellwerk/domain";
import type { Tx } from "../platform/db/client.ts";
import type { Deps } from "../platform/deps.ts";
import { ok, type Result } from "../platform/result.ts";
import { editProduct } from "./edit-product.ts";
import type { ProductRow } from "./repository.ts";
import { products } from "./tables.ts";
import { productView } from "./views/product.ts";

export type ProductChanges = Partial<Omit<typeof products.$inferInsert, "id" | "sellerId" | "version">>;

export interface ProductTarget {
  sellerId: number;
  productId: number;
  /** The version the editor loaded (optimistic concurrency). */
  version: number;
}

/**
 * One save of an editor step: claims the product's next version (409 when stale), lets `change`
 * check the input and write the step's parts, then stores its column changes, all in one
 * transaction. A refused change leaves nothing behind. Answers the product as saved.
 */
export async function saveProduct(
  deps: Deps,
  target: ProductTarget,
  change: (tx: Tx, product: ProductRow) => Promise<Result<ProductChanges>>,
): Promise<Result<catalog.Product>> {
  const edited = await editProduct(deps, { ...target, forms: PRODUCT_TYPES }, async (tx, product) => {
    const changes = await change(tx, product);
    if (!changes.ok) return changes;
    if (Object.keys(changes.value).length === 0) return ok(product);
    const [saved] = await tx
      .update(products)
      .set(changes.value)
      .where(eq(products.id, product.id))
      .returning();
    return ok(saved!);
  });
  if (!edited.ok) return edited;
  return ok(await productView(deps, deps.db, edited.value.value));
}
