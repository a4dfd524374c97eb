import { inArray, sql } from "drizzle-orm";
import type { course } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { courseModules, lessons } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { COURSE_FORMS, courseRows } from "../course-content.ts";
import { moduleView } from "../views/course.ts";
import { caseOf, sameMembers } from "../ordering.ts";

/**
 * Puts modules and lessons in the order the editor shows after a drag: module positions follow the
 * list, lessons follow their module's list and move to the module that lists them.
 */
export async function reorderCourse(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; modules: { id: number; lesson_ids: number[] }[] },
): Promise<Result<Edited<course.CourseModule[]>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: COURSE_FORMS },
    async (tx) => {
      const stored = await courseRows(tx, productId);
      const lessonIds = input.modules.flatMap((m) => m.lesson_ids);
      if (
        !sameMembers(
          input.modules.map((m) => m.id),
          stored.modules.map((m) => m.id),
        ) ||
        !sameMembers(
          lessonIds,
          stored.lessons.map((l) => l.id),
        )
      ) {
        return fieldFail("modules", "order_mismatch");
      }
      const modulePositions = new Map(input.modules.map((m, index) => [m.id, index]));
      const lessonPositions = new Map(
        input.modules.flatMap((m) => m.lesson_ids.map((id, index) => [id, index])),
      );
      const lessonModules = new Map(input.modules.flatMap((m) => m.lesson_ids.map((id) => [id, m.id])));
      if (modulePositions.size > 0) {
        await tx
          .update(courseModules)
          .set({ position: sql`${caseOf(courseModules.id, modulePositions)}::int` })
          .where(inArray(courseModules.id, [...modulePositions.keys()]));
      }
      if (lessonPositions.size > 0) {
        await tx
          .update(lessons)
          .set({
            position: sql`${caseOf(lessons.id, lessonPositions)}::int`,
            moduleId: sql`${caseOf(lessons.id, lessonModules)}::bigint`,
          })
          .where(inArray(lessons.id, lessonIds));
      }
      const after = await courseRows(tx, productId);
      return ok(
        after.modules.map((m) =>
          moduleView(
            m,
            after.lessons.filter((l) => l.moduleId === m.id),
          ),
        ),
      );
    },
  );
}
