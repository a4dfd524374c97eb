import { COURSE_LIMITS } from "@sellwerk/domain";
import type { course } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { courseModules } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { COURSE_FORMS, nextModulePosition } from "../course-content.ts";
import { moduleView } from "../views/course.ts";

/** A new module at the end of the course. */
export async function addCourseModule(
  deps: Deps,
  sellerId: number,
  productId: number,
  input: { version: number; title: string },
): Promise<Result<Edited<course.CourseModule>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: COURSE_FORMS },
    async (tx) => {
      const position = await nextModulePosition(tx, productId);
      if (position >= COURSE_LIMITS.modulesMax)
        return fieldFail("title", "too_high", { max: COURSE_LIMITS.modulesMax });
      const [row] = await tx
        .insert(courseModules)
        .values({ productId, title: input.title, position })
        .returning();
      return ok(moduleView(row!, []));
    },
  );
}
