import { COURSE_LIMITS, type QuizQuestionType } from "./constants.ts";
import { isChoiceQuestion, type QuizQuestion } from "./quiz.ts";

// A buyer's answers to a lesson's quiz (spec two §4 lesson status; the payer's course area):
// whether an answer fits its question, and whether it is right. Choice questions are graded
// against the seller's correct options; open questions are graded by the seller, not here, and a
// "service" item is a note that takes no answer.

/** One answer per question, in the quiz's order: chosen option indexes, or a free text. */
export interface QuizAnswer {
  selected?: readonly number[];
  text?: string;
}

export type QuizAnswerIssueCode =
  "quiz_answer_required" | "quiz_single_answer" | "quiz_option_unknown" | "quiz_answers_mismatch";

export interface QuizAnswerIssue {
  /** "answers" for the whole list, else "answers.{index}". */
  param: string;
  code: QuizAnswerIssueCode;
}

/**
 * An open question's answer is a note to the seller, as long as the seller's own notes may be
 * (the request's schema holds it to that).
 */
export const QUIZ_ANSWER_TEXT_MAX = COURSE_LIMITS.noteMax;

function checkOne(
  type: QuizQuestionType,
  optionsCount: number,
  answer: QuizAnswer,
): QuizAnswerIssueCode | null {
  if (type === "service") return null;
  if (type === "open_question") {
    return (answer.text?.trim() ?? "") === "" ? "quiz_answer_required" : null;
  }
  const selected = answer.selected ?? [];
  if (selected.length === 0) return "quiz_answer_required";
  if (selected.some((i) => !Number.isInteger(i) || i < 0 || i >= optionsCount)) return "quiz_option_unknown";
  if (new Set(selected).size !== selected.length) return "quiz_option_unknown";
  return type === "select_box" && selected.length > 1 ? "quiz_single_answer" : null;
}

/**
 * The issues of a submission against the quiz as it is now: one answer per question (a quiz the
 * seller changed meanwhile no longer matches, and the buyer answers it again), each of its
 * question's kind. Empty when the submission can be kept.
 */
export function checkQuizAnswers(
  quiz: readonly QuizQuestion[],
  answers: readonly QuizAnswer[],
): QuizAnswerIssue[] {
  if (answers.length !== quiz.length) return [{ param: "answers", code: "quiz_answers_mismatch" }];
  return quiz.flatMap((question, index) => {
    const code = checkOne(question.type, question.options.length, answers[index]!);
    return code ? [{ param: `answers.${index}`, code }] : [];
  });
}

/**
 * Whether a kept answer is right: a choice question exactly when the chosen options are the
 * correct ones (all of them, nothing else); null for questions nobody grades here.
 */
export function isQuizAnswerCorrect(question: QuizQuestion, answer: QuizAnswer): boolean | null {
  if (!isChoiceQuestion(question.type)) return null;
  const chosen = new Set(answer.selected ?? []);
  return question.options.every((option, index) => option.correct === chosen.has(index));
}

/** The indexes of a question's correct options, shown once the buyer has answered. */
export function correctOptionIndexes(question: QuizQuestion): number[] {
  return question.options.flatMap((option, index) => (option.correct ? [index] : []));
}

/** What is kept of a valid submission: per question only what its kind takes, options in order. */
export function keptQuizAnswers(quiz: readonly QuizQuestion[], answers: readonly QuizAnswer[]): QuizAnswer[] {
  return quiz.map((question, index) => {
    const answer = answers[index] ?? {};
    if (isChoiceQuestion(question.type))
      return { selected: [...new Set(answer.selected ?? [])].sort((a, b) => a - b) };
    return question.type === "open_question" ? { text: (answer.text ?? "").trim() } : {};
  });
}
