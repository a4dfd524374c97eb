import type { payer } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { openLesson } from "../open-course.ts";
import { recordProgress } from "../progress.ts";

/** The payer marks a lesson completed, or back in progress; only a lesson open to them. */
export async function saveLessonProgress(
  deps: Deps,
  userId: number,
  input: { productId: number; lessonId: number; status: "in_progress" | "completed" },
): Promise<
  Result<{ lesson_id: number; status: payer.PayerLesson["status"]; progress: payer.PayerCourse["progress"] }>
> {
  const opened = await openLesson(deps, userId, input.productId, input.lessonId);
  if (!opened.ok) return opened;
  const { now, tree, entry } = opened.value;
  const status = await recordProgress(deps.db, userId, input.lessonId, input.status, now, { force: true });
  // The course's count moves with this lesson; the others are as the tree read them.
  const completed =
    tree.progress.completed -
    (entry.lesson.status === "completed" ? 1 : 0) +
    (status === "completed" ? 1 : 0);
  return ok({ lesson_id: input.lessonId, status, progress: { completed, total: tree.progress.total } });
}
