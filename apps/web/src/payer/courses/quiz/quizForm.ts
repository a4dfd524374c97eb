import type { PayerQuiz, QuizAnswerInput } from "../../../api/payerTypes.ts";

// The quiz form's own logic, apart from the components so it can be tested without a browser.

/** What each question's control holds: chosen option indexes, or the text of an open question. */
export interface QuizDraft {
  selected: number[][];
  texts: string[];
}

/** Empty, or the last submission's answers when the payer takes the quiz again. */
export function initialDraft(quiz: PayerQuiz): QuizDraft {
  return {
    selected: quiz.questions.map((_, i) => [...(quiz.result?.answers[i]?.selected ?? [])]),
    texts: quiz.questions.map((_, i) => quiz.result?.answers[i]?.text ?? ""),
  };
}

/** The API's answers: one per question, each in the shape its kind takes (a note takes none). */
export function quizPayload(quiz: PayerQuiz, draft: QuizDraft): QuizAnswerInput[] {
  return quiz.questions.map((question, i) => {
    if (question.type === "checkbox" || question.type === "select_box")
      return { selected: [...(draft.selected[i] ?? [])].sort((a, b) => a - b) };
    return question.type === "open_question" ? { text: draft.texts[i] ?? "" } : {};
  });
}

/** Questions the payer answers (a "service" item is a note between them). */
export const answerable = (quiz: PayerQuiz) => quiz.questions.some((q) => q.type !== "service");
