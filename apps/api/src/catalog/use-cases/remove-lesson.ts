import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { lessons } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { COURSE_FORMS } from "../course-content.ts";

export async function removeLesson(
  deps: Deps,
  sellerId: number,
  productId: number,
  lessonId: number,
  version: number,
): Promise<Result<Edited<null>>> {
  return editProduct(deps, { sellerId, productId, version, forms: COURSE_FORMS }, async (tx) => {
    const removed = await tx
      .delete(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.productId, productId)))
      .returning({ id: lessons.id });
    return removed.length > 0 ? ok(null) : fail("NOT_FOUND");
  });
}
