import { describe, expect, it } from "vitest";
import { answerable, initialDraft, quizPayload } from "../src/payer/courses/quiz/quizForm.ts";
import { sellerTasksListOptions } from "../src/cabinet/seller_tasks/sellerTasksList.ts";
import type { PayerQuiz } from "../src/api/payerTypes.ts";

// The payer's quiz form (answers in the API's shape, the last ones offered again on a retake)
// and the seller tasks list's contract.

const quiz: PayerQuiz = {
  questions: [
    {
      type: "checkbox",
      question: "Colours?",
      options: [{ text: "Red" }, { text: "Seven" }, { text: "Blue" }],
    },
    { type: "select_box", question: "Days?", options: [{ text: "5" }, { text: "7" }] },
    { type: "service", question: "A break.", options: [] },
    { type: "open_question", question: "Learned?", options: [] },
  ],
  result: null,
};

describe("the quiz form", () => {
  it("answers each question in its kind's shape, options in order, a note with nothing", () => {
    const draft = initialDraft(quiz);
    expect(draft).toEqual({ selected: [[], [], [], []], texts: ["", "", "", ""] });
    draft.selected[0] = [2, 0];
    draft.selected[1] = [1];
    draft.texts[3] = "Patience";
    expect(quizPayload(quiz, draft)).toEqual([
      { selected: [0, 2] },
      { selected: [1] },
      {},
      { text: "Patience" },
    ]);
  });

  it("offers the last answers again when the quiz is retaken", () => {
    const answered: PayerQuiz = {
      ...quiz,
      result: {
        graded: 2,
        correct: 1,
        answers: [
          { correct: true, correctOptions: [0, 2], explanation: "", selected: [0, 2], text: "" },
          { correct: false, correctOptions: [1], explanation: "", selected: [0], text: "" },
          { correct: null, correctOptions: [], explanation: "", selected: [], text: "" },
          { correct: null, correctOptions: [], explanation: "", selected: [], text: "Patience" },
        ],
      },
    };
    expect(initialDraft(answered)).toEqual({
      selected: [[0, 2], [0], [], []],
      texts: ["", "", "", "Patience"],
    });
  });

  it("has nothing to submit when the quiz holds only notes", () => {
    expect(answerable(quiz)).toBe(true);
    expect(answerable({ questions: [quiz.questions[2]!], result: null })).toBe(false);
  });
});

describe("the seller tasks list", () => {
  it("filters by state, sorts by the API's keys and starts with the newest", () => {
    expect(sellerTasksListOptions.path).toBe("/cabinet/seller_tasks");
    expect(sellerTasksListOptions.filters.map((f) => f.param)).toEqual(["state"]);
    expect(sellerTasksListOptions.sortKeys).toEqual(["created_at", "id"]);
    expect(sellerTasksListOptions.defaultSort).toEqual({ key: "created_at", dir: "desc" });
  });
});
