import type { CourseProgress, PayerCourse } from "../../api/payerTypes.ts";

// The course area's small sums, apart from the components so they can be tested alone.

/** Completed lessons of those published, in whole per cent (0 for a course without lessons). */
export function progressPercent({ completed, total }: CourseProgress): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** Where to go on: the first open lesson not completed yet, else the first open one. */
export function nextLesson(course: Pick<PayerCourse, "modules">): number | null {
  const open = course.modules.flatMap((m) => m.lessons).filter((l) => l.open);
  return (open.find((l) => l.status !== "completed") ?? open[0])?.id ?? null;
}
