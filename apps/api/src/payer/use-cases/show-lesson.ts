import type { payer } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import type { PayerTree } from "../course-tree.ts";
import { lessonContent } from "../lesson-content.ts";
import { openLesson } from "../open-course.ts";
import { recordProgress } from "../progress.ts";
import { payerQuizView, savedQuizAnswers } from "../payer-quiz.ts";

type Link = payer.PayerLesson["previous"];

const link = (entry: PayerTree["flat"][number] | undefined): Link =>
  entry ? { id: entry.lesson.id, title: entry.lesson.title, open: entry.lesson.open } : null;

/**
 * One lesson of the course area, only once it is open for this payer (else 403 LESSON_LOCKED).
 * Opening it the first time records it as in progress (spec two §4 "viewed"). Its quiz comes
 * without the answers, with the payer's last submission graded when there is one.
 */
export async function showLesson(
  deps: Deps,
  userId: number,
  productId: number,
  lessonId: number,
): Promise<Result<{ lesson: payer.PayerLesson; progress: payer.PayerCourse["progress"] }>> {
  const opened = await openLesson(deps, userId, productId, lessonId);
  if (!opened.ok) return opened;
  const { product, now, tree, index, entry } = opened.value;
  let { status } = entry.lesson;
  if (status === "not_started") status = await recordProgress(deps.db, userId, lessonId, "in_progress", now);
  const [content, answers] = await Promise.all([
    lessonContent(deps, { sellerId: product.sellerId, userId, productId, row: entry.row, now }),
    savedQuizAnswers(deps.db, userId, lessonId),
  ]);
  return ok({
    lesson: {
      ...entry.lesson,
      status,
      module: { id: entry.module.id, title: entry.module.title },
      content,
      quiz: payerQuizView(entry.row, answers),
      previous: link(tree.flat[index - 1]),
      next: link(tree.flat[index + 1]),
    },
    progress: tree.progress,
  });
}
