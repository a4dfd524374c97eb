import { CHOICE_QUESTION_TYPES, COURSE_LIMITS, type QuizQuestionType } from "./constants.ts";

export interface QuizOption {
  text: string;
  correct: boolean;
}

export interface QuizQuestion {
  type: QuizQuestionType;
  question: string;
  options: readonly QuizOption[];
}

export type QuizIssueCode =
  | "quiz_too_few_options"
  | "quiz_correct_required"
  | "quiz_single_correct"
  | "quiz_duplicate_option"
  | "quiz_no_options";

export interface QuizIssue {
  /** Path inside the question, e.g. ["options"] or ["options", 2, "text"]. */
  path: (string | number)[];
  code: QuizIssueCode;
  params?: Record<string, number>;
}

export function isChoiceQuestion(type: QuizQuestionType): boolean {
  return (CHOICE_QUESTION_TYPES as readonly string[]).includes(type);
}

/**
 * The rules per question type. checkbox: several answers may be right, at least one is.
 * select_box: exactly one option is right. open_question: answered in free text and graded by
 * the seller, so it has no options. service: an information item inside the quiz (instructions,
 * a note between questions) that needs no answer, so no options either.
 */
export function checkQuizQuestion(question: QuizQuestion): QuizIssue[] {
  if (!isChoiceQuestion(question.type)) {
    return question.options.length > 0 ? [{ path: ["options"], code: "quiz_no_options" }] : [];
  }
  const issues: QuizIssue[] = [];
  if (question.options.length < COURSE_LIMITS.optionsMin) {
    issues.push({
      path: ["options"],
      code: "quiz_too_few_options",
      params: { min: COURSE_LIMITS.optionsMin },
    });
  }
  const seen = new Set<string>();
  question.options.forEach((option, index) => {
    const key = option.text.trim().toLowerCase();
    if (seen.has(key)) issues.push({ path: ["options", index, "text"], code: "quiz_duplicate_option" });
    seen.add(key);
  });
  const correct = question.options.filter((o) => o.correct).length;
  if (correct === 0 && question.options.length > 0) {
    issues.push({ path: ["options"], code: "quiz_correct_required" });
  } else if (question.type === "select_box" && correct > 1) {
    issues.push({ path: ["options"], code: "quiz_single_correct" });
  }
  return issues;
}
