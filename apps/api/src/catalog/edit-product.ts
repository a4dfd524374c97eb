import type { Deps } from "../platform/deps.ts";
import type { Tx } from "../platform/db/client.ts";
import { fail, ok, type Result } from "../platform/result.ts";
import { resultTransaction } from "../platform/db/transaction.ts";
import { findOwnProduct, touchProduct, type ProductRow } from "./repository.ts";

export interface Edited<T> {
  value: T;
  /** The product after its version was claimed (its new version, updated_at). */
  product: ProductRow;
}

/**
 * One edit of a product's part: claims the product's next version (409 on a stale one, 404 on a
 * foreign product), checks its type, then runs the change in the same transaction. A failure
 * returned by the change rolls back the version too, so a refused edit leaves no trace.
 */
export async function editProduct<T>(
  deps: Deps,
  target: { sellerId: number; productId: number; version: number; forms: readonly string[] },
  change: (tx: Tx, product: ProductRow) => Promise<Result<T>>,
): Promise<Result<Edited<T>>> {
  return resultTransaction(deps.db, async (tx) => {
    const claimed = await touchProduct(tx, target.sellerId, target.productId, target.version);
    if (!claimed.ok) return claimed;
    if (!target.forms.includes(claimed.value.form)) return fail("NOT_FOUND");
    const result = await change(tx, claimed.value);
    if (!result.ok) return result;
    return ok({ value: result.value, product: claimed.value });
  });
}

/** Reading a part: the seller's own product of one of the given types, or nothing. */
export async function findOwnProductOf(
  deps: Deps,
  sellerId: number,
  productId: number,
  forms: readonly string[],
): Promise<ProductRow | undefined> {
  const product = await findOwnProduct(deps.db, sellerId, productId);
  return product && forms.includes(product.form) ? product : undefined;
}
