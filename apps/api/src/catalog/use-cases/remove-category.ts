import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { ownCategory, sellerCategories } from "../categories.ts";
import { productCategories } from "../tables.ts";

/** Removes a category; its subcategories move up to its parent, its products just lose it. */
export async function removeCategory(deps: Deps, sellerId: number, id: number): Promise<Result<void>> {
  return deps.db.transaction(async (tx) => {
    const own = await sellerCategories(tx, sellerId, true);
    const category = own.find((c) => c.id === id);
    if (!category) return fail("NOT_FOUND");
    await tx
      .update(productCategories)
      .set({ parentId: category.parentId })
      .where(eq(productCategories.parentId, id));
    await tx.delete(productCategories).where(ownCategory(sellerId, id));
    return ok(undefined);
  });
}
