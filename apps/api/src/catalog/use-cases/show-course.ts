import { coursePublishState } from "@sellwerk/domain";
import type { course } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOwnProductOf } from "../edit-product.ts";
import { COURSE_FORMS, courseRows } from "../course-content.ts";
import { moduleView } from "../views/course.ts";

/** The course tree (modules with their lessons, in order) and the course's derived publish state. */
export async function showCourse(
  deps: Deps,
  sellerId: number,
  productId: number,
): Promise<Result<course.CourseTree>> {
  const product = await findOwnProductOf(deps, sellerId, productId, COURSE_FORMS);
  if (!product) return fail("NOT_FOUND");
  const rows = await courseRows(deps.db, productId);
  return ok({
    list: rows.modules.map((m) =>
      moduleView(
        m,
        rows.lessons.filter((l) => l.moduleId === m.id),
      ),
    ),
    publish_state: coursePublishState({
      productState: product.state,
      archived: product.archived,
      soldCount: product.soldCount,
      lessons: rows.lessons,
      now: deps.clock.now(),
    }),
    product_version: product.version,
  });
}
