import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { categoryView, sellerCategories } from "../categories.ts";
import { productCategories } from "../tables.ts";

export async function createCategory(
  deps: Deps,
  sellerId: number,
  input: catalog.CreateCategoryBody,
): Promise<Result<catalog.Category>> {
  return deps.db.transaction(async (tx) => {
    const own = await sellerCategories(tx, sellerId, true);
    if (input.parent_id !== null && !own.some((c) => c.id === input.parent_id))
      return fieldFail("parent_id", "invalid_value");
    const [row] = await tx
      .insert(productCategories)
      .values({
        sellerId,
        parentId: input.parent_id,
        title: input.title,
        description: input.description,
        color: input.color,
        hidden: input.hidden,
        position: input.position,
      })
      .returning();
    return ok(await categoryView(tx, sellerId, row!.id));
  });
}
