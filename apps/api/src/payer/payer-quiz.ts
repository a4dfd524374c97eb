import { and, eq } from "drizzle-orm";
import {
  checkQuizAnswers,
  correctOptionIndexes,
  isQuizAnswerCorrect,
  type QuizAnswer,
} from "@sellwerk/domain";
import type { payer } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import type { LessonRow } from "../catalog/course-content.ts";
import { storedQuiz } from "../catalog/views/course.ts";
import { lessonProgress } from "../fulfilment/tables.ts";

// A lesson's quiz as the payer sees it: the questions without what makes an option right, and
// the payer's last submission graded against the quiz as it is now. The answers are kept, not
// the grades, so a seller's correction of a wrong "correct" option regrades at once.

/** The payer's last submission for a lesson (lesson_progress.quiz_answers), null before the first. */
export async function savedQuizAnswers(
  ex: Executor,
  userId: number,
  lessonId: number,
): Promise<QuizAnswer[] | null> {
  const [row] = await ex
    .select({ answers: lessonProgress.quizAnswers })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  return (row?.answers as QuizAnswer[] | null | undefined) ?? null;
}

function gradedView(row: LessonRow, answers: readonly QuizAnswer[]): NonNullable<payer.PayerQuiz["result"]> {
  const results = storedQuiz(row).map((question, index) => {
    const answer = answers[index] ?? {};
    const graded = question.type === "checkbox" || question.type === "select_box";
    return {
      correct: isQuizAnswerCorrect(question, answer),
      correct_options: graded ? correctOptionIndexes(question) : [],
      explanation: question.explanation,
      selected: graded ? [...(answer.selected ?? [])] : [],
      text: question.type === "open_question" ? (answer.text ?? "") : "",
    };
  });
  const graded = results.filter((r) => r.correct !== null);
  return {
    answers: results,
    graded: graded.length,
    correct: graded.filter((r) => r.correct === true).length,
  };
}

/**
 * The quiz for the lesson page. A kept submission that no longer fits the quiz (the seller added
 * a question or removed an option) is not shown graded: the payer answers again.
 */
export function payerQuizView(row: LessonRow, answers: readonly QuizAnswer[] | null): payer.PayerQuiz {
  const quiz = storedQuiz(row);
  const fits = answers !== null && quiz.length > 0 && checkQuizAnswers(quiz, answers).length === 0;
  return {
    questions: quiz.map((q) => ({
      type: q.type,
      question: q.question,
      options: q.options.map((o) => ({ text: o.text })),
    })),
    result: fits ? gradedView(row, answers) : null,
  };
}
