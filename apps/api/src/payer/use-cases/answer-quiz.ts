import { checkQuizAnswers, keptQuizAnswers, type QuizAnswer } from "@sellwerk/domain";
import type { payer } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldsFail, ok, type Result } from "../../platform/result.ts";
import { storedQuiz } from "../../catalog/views/course.ts";
import { lessonProgress } from "../../fulfilment/tables.ts";
import { openLesson } from "../open-course.ts";
import { payerQuizView } from "../payer-quiz.ts";

/**
 * The payer answers an open lesson's quiz: every question once, in its kind (translated field
 * errors otherwise). The submission replaces the last one (a quiz may be retaken) and comes back
 * graded. It leaves the lesson's status alone: completing a lesson stays the payer's own mark,
 * and passing is not a condition for it (docs/api-payer.md "Quizzes").
 */
export async function answerQuiz(
  deps: Deps,
  userId: number,
  input: { productId: number; lessonId: number; answers: readonly QuizAnswer[] },
): Promise<Result<{ lesson_id: number; quiz: payer.PayerQuiz }>> {
  const opened = await openLesson(deps, userId, input.productId, input.lessonId);
  if (!opened.ok) return opened;
  const { now, entry } = opened.value;
  const quiz = storedQuiz(entry.row);
  // A lesson without a quiz has nothing to answer, as if the route did not exist for it.
  if (quiz.length === 0) return fail("NOT_FOUND");
  const issues = checkQuizAnswers(quiz, input.answers);
  if (issues.length > 0) return fieldsFail(issues);
  const kept = keptQuizAnswers(quiz, input.answers);
  await deps.db
    .insert(lessonProgress)
    .values({
      userId,
      lessonId: input.lessonId,
      status: "in_progress",
      quizAnswers: kept as Record<string, unknown>[],
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { quizAnswers: kept as Record<string, unknown>[], updatedAt: now },
    });
  return ok({ lesson_id: input.lessonId, quiz: payerQuizView(entry.row, kept) });
}
