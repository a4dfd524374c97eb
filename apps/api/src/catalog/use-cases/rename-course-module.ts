import { and, asc, eq } from "drizzle-orm";
import type { course } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { courseModules, lessons } from "../tables.ts";
import { editProduct, type Edited } from "../edit-product.ts";
import { COURSE_FORMS } from "../course-content.ts";
import { moduleView } from "../views/course.ts";

export async function renameCourseModule(
  deps: Deps,
  sellerId: number,
  productId: number,
  moduleId: number,
  input: { version: number; title: string },
): Promise<Result<Edited<course.CourseModule>>> {
  return editProduct(
    deps,
    { sellerId, productId, version: input.version, forms: COURSE_FORMS },
    async (tx) => {
      const [row] = await tx
        .update(courseModules)
        .set({ title: input.title })
        .where(and(eq(courseModules.id, moduleId), eq(courseModules.productId, productId)))
        .returning();
      if (!row) return fail("NOT_FOUND");
      const moduleLessons = await tx
        .select()
        .from(lessons)
        .where(eq(lessons.moduleId, moduleId))
        .orderBy(asc(lessons.position), asc(lessons.id));
      return ok(moduleView(row, moduleLessons));
    },
  );
}
