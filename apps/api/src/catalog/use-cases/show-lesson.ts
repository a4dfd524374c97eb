import type { course } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProductOf } from "../edit-product.ts";
import { COURSE_FORMS, findLesson, lessonFiles } from "../course-content.ts";
import { lessonView } from "../views/course.ts";

/** One lesson with its content blocks and quiz, for the lesson editor. */
export async function showLesson(
  deps: Deps,
  sellerId: number,
  productId: number,
  lessonId: number,
): Promise<Result<{ lesson: course.Lesson; product_version: number }>> {
  const product = await findOwnProductOf(deps, sellerId, productId, COURSE_FORMS);
  const row = product && (await findLesson(deps.db, productId, lessonId));
  if (!product || !row) return fail("NOT_FOUND");
  return ok({
    lesson: lessonView(row, await lessonFiles(deps, deps.db, sellerId, row)),
    product_version: product.version,
  });
}
