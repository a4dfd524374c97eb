import type { z } from "zod";
import { COURSE_LIMITS } from "@sellwerk/domain";
import type { course } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { lessons } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import {
  COURSE_FORMS,
  findModule,
  lessonFiles,
  nextLessonPosition,
  prepareBlocks,
} from "../course-content.ts";
import { lessonView } from "../views/course.ts";

/** A new lesson at the end of its module. */
export async function addLesson(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: z.infer<typeof course.lessonCreateBody>,
): Promise<Result<Edited<course.Lesson>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: COURSE_FORMS },
    async (tx) => {
      if (!(await findModule(tx, productId, input.module_id))) return fieldFail("module_id", "invalid_value");
      const content = await prepareBlocks(tx, sellerId, input.content);
      if (!content.ok) return content;
      const position = await nextLessonPosition(tx, input.module_id);
      if (position >= COURSE_LIMITS.lessonsPerModuleMax) {
        return fieldFail("module_id", "too_high", { max: COURSE_LIMITS.lessonsPerModuleMax });
      }
      const [row] = await tx
        .insert(lessons)
        .values({
          productId,
          moduleId: input.module_id,
          title: input.title,
          position,
          status: input.status,
          dripDays: input.drip_days,
          dripDate: input.drip_date ? new Date(input.drip_date) : null,
          content: content.value,
          quiz: input.quiz,
        })
        .returning();
      return ok(lessonView(row!, await lessonFiles(deps, tx, sellerId, row!)));
    },
  );
}
