import { describe, expect, it } from "vitest";
import {
  checkQuizAnswers,
  correctOptionIndexes,
  isQuizAnswerCorrect,
  keptQuizAnswers,
  unpaidPauseAt,
  type QuizQuestion,
} from "../src/index.ts";

const options = (...correct: boolean[]) => correct.map((c, i) => ({ text: `o${i}`, correct: c }));
const QUIZ: QuizQuestion[] = [
  { type: "checkbox", question: "q1", options: options(true, false, true) },
  { type: "select_box", question: "q2", options: options(false, true) },
  { type: "service", question: "note", options: [] },
  { type: "open_question", question: "q4", options: [] },
];

describe("quiz answers", () => {
  it("need one answer per question, each of its question's kind", () => {
    expect(checkQuizAnswers(QUIZ, [{ selected: [0] }])).toEqual([
      { param: "answers", code: "quiz_answers_mismatch" },
    ]);
    expect(checkQuizAnswers(QUIZ, [{ selected: [] }, { selected: [0, 1] }, {}, { text: "  " }])).toEqual([
      { param: "answers.0", code: "quiz_answer_required" },
      { param: "answers.1", code: "quiz_single_answer" },
      { param: "answers.3", code: "quiz_answer_required" },
    ]);
    expect(checkQuizAnswers(QUIZ, [{ selected: [0, 0] }, { selected: [2] }, {}, { text: "x" }])).toEqual([
      { param: "answers.0", code: "quiz_option_unknown" },
      { param: "answers.1", code: "quiz_option_unknown" },
    ]);
    expect(
      checkQuizAnswers(QUIZ, [{ selected: [2, 0] }, { selected: [1] }, { text: "ignored" }, { text: "x" }]),
    ).toEqual([]);
  });

  it("grade choice questions exactly (all right options, nothing else) and leave the others ungraded", () => {
    expect(isQuizAnswerCorrect(QUIZ[0]!, { selected: [0, 2] })).toBe(true);
    expect(isQuizAnswerCorrect(QUIZ[0]!, { selected: [0] })).toBe(false);
    expect(isQuizAnswerCorrect(QUIZ[0]!, { selected: [0, 1, 2] })).toBe(false);
    expect(isQuizAnswerCorrect(QUIZ[1]!, { selected: [1] })).toBe(true);
    expect(isQuizAnswerCorrect(QUIZ[2]!, {})).toBeNull();
    expect(isQuizAnswerCorrect(QUIZ[3]!, { text: "anything" })).toBeNull();
    expect(correctOptionIndexes(QUIZ[0]!)).toEqual([0, 2]);
  });

  it("keep only what each kind takes", () => {
    expect(
      keptQuizAnswers(QUIZ, [
        { selected: [2, 0], text: "x" },
        { selected: [1] },
        { text: "no" },
        { text: " yes " },
      ]),
    ).toEqual([{ selected: [0, 2] }, { selected: [1] }, {}, { text: "yes" }]);
  });
});

describe("unpaid access", () => {
  it("pauses the grace days after the rate went unpaid", () => {
    const since = new Date("2026-03-01T10:00:00Z");
    expect(unpaidPauseAt(since, 0)).toEqual(since);
    expect(unpaidPauseAt(since, 3).toISOString()).toBe("2026-03-04T10:00:00.000Z");
  });
});
