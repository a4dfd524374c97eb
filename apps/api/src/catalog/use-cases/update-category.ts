import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { categoryView, ownCategory, sellerCategories } from "../categories.ts";
import { productCategories } from "../tables.ts";
import { isSelfOrAncestor } from "../views/category.ts";

/** Changes a category; moving it under itself or one of its subcategories is refused. */
export async function updateCategory(
  deps: Deps,
  sellerId: number,
  id: number,
  input: catalog.UpdateCategoryBody,
): Promise<Result<catalog.Category>> {
  return deps.db.transaction(async (tx) => {
    const own = await sellerCategories(tx, sellerId, true);
    if (!own.some((c) => c.id === id)) return fail("NOT_FOUND");
    const parent = input.parent_id;
    if (parent !== undefined && parent !== null) {
      if (!own.some((c) => c.id === parent)) return fieldFail("parent_id", "invalid_value");
      const parents = new Map(own.map((c) => [c.id, c.parentId]));
      if (isSelfOrAncestor(parents, id, parent)) return fieldFail("parent_id", "category_cycle");
    }
    const changes = Object.fromEntries(
      Object.entries({
        title: input.title,
        description: input.description,
        color: input.color,
        hidden: input.hidden,
        position: input.position,
        parentId: parent,
      }).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(changes).length)
      await tx.update(productCategories).set(changes).where(ownCategory(sellerId, id));
    return ok(await categoryView(tx, sellerId, id));
  });
}
