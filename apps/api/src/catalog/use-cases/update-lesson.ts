import { eq } from "drizzle-orm";
import { checkDrip } from "@sellwerk/domain";
import type { course } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { lessons } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import {
  COURSE_FORMS,
  findLesson,
  findModule,
  lessonFiles,
  nextLessonPosition,
  prepareBlocks,
} from "../course-content.ts";
import { lessonView } from "../views/course.ts";

/**
 * Changes what the body names and keeps the rest. Naming another module moves the lesson to the
 * end of that module; content and quiz are replaced as a whole, as the editor holds them.
 */
export async function updateLesson(
  deps: Deps,
  sellerId: number,
  productId: number,
  lessonId: number,
  input: course.LessonUpdate,
): Promise<Result<Edited<course.Lesson>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: COURSE_FORMS },
    async (tx) => {
      const stored = await findLesson(tx, productId, lessonId);
      if (!stored) return fail("NOT_FOUND");
      const dripDays = input.drip_days !== undefined ? input.drip_days : stored.dripDays;
      const dripDate =
        input.drip_date !== undefined
          ? input.drip_date
            ? new Date(input.drip_date)
            : null
          : stored.dripDate;
      const drip = checkDrip(dripDays, dripDate);
      if (drip) return fieldFail("drip_date", drip);

      let move = {};
      if (input.module_id !== undefined && input.module_id !== stored.moduleId) {
        if (!(await findModule(tx, productId, input.module_id)))
          return fieldFail("module_id", "invalid_value");
        move = { moduleId: input.module_id, position: await nextLessonPosition(tx, input.module_id) };
      }
      let content = {};
      if (input.content !== undefined) {
        const prepared = await prepareBlocks(tx, sellerId, input.content);
        if (!prepared.ok) return prepared;
        content = { content: prepared.value };
      }
      const [row] = await tx
        .update(lessons)
        .set({
          ...move,
          ...content,
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.quiz !== undefined ? { quiz: input.quiz } : {}),
          dripDays,
          dripDate,
        })
        .where(eq(lessons.id, lessonId))
        .returning();
      return ok(lessonView(row!, await lessonFiles(deps, tx, sellerId, row!)));
    },
  );
}
