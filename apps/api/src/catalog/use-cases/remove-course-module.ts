import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { courseModules } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { COURSE_FORMS } from "../course-content.ts";

/** Removes a module with its lessons (the table cascades); the editor asks before it calls this. */
export async function removeCourseModule(
  deps: Deps,
  sellerId: number,
  productId: number,
  moduleId: number,
  version: number,
): Promise<Result<Edited<null>>> {
  return editProduct(deps, { sellerId, productId, version, forms: COURSE_FORMS }, async (tx) => {
    const removed = await tx
      .delete(courseModules)
      .where(and(eq(courseModules.id, moduleId), eq(courseModules.productId, productId)))
      .returning({ id: courseModules.id });
    return removed.length > 0 ? ok(null) : fail("NOT_FOUND");
  });
}
