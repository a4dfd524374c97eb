import { SELECT_QUESTION_LIMITS } from "../constants/ui.ts";
import { COURSE_DEFAULTS } from "../constants/builder.ts";

// Course content (issue 3, "content" step): modules, lessons, their content blocks and quizzes.

/** Ordered content of a lesson; media blocks name an uploaded file, a video may name a URL instead. */
export const LESSON_BLOCK_TYPES = ["text", "video", "audio", "file", "pdf"] as const;
export type LessonBlockType = (typeof LESSON_BLOCK_TYPES)[number];

/**
 * The lesson statuses a seller sets (spec two §4). "viewed" and "finished" are a buyer's
 * progress on a lesson, recorded by the course player, never chosen in the editor.
 */
export const SELLER_LESSON_STATUSES = ["published", "pending", "not_for_publish"] as const;
export type SellerLessonStatus = (typeof SELLER_LESSON_STATUSES)[number];

/**
 * A buyer's progress on a lesson, as the course player records it (spec two §4 names them
 * "viewed" and "finished"): no row yet is not_started, opening it is in_progress, the buyer marks
 * it completed.
 */
export const PAYER_LESSON_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type PayerLessonStatus = (typeof PAYER_LESSON_STATUSES)[number];

/** Spec two §3 "Question types". */
export const QUIZ_QUESTION_TYPES = ["checkbox", "open_question", "service", "select_box"] as const;
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number];

/** Question types answered by picking from options; they need options and correct answers. */
export const CHOICE_QUESTION_TYPES = [
  "checkbox",
  "select_box",
] as const satisfies readonly QuizQuestionType[];

export const COURSE_LIMITS = {
  /** Titles of modules and lessons use the course's short text limit (spec two §9 "course defaults 5000, 300"). */
  titleMax: COURSE_DEFAULTS.shortTextLimit,
  /** Question and option texts are short texts too. */
  questionMax: COURSE_DEFAULTS.shortTextLimit,
  /** Free texts beside a question (the expected answer of an open question, a service note). */
  noteMax: COURSE_DEFAULTS.textLimit,
  /**
   * A text block is HTML; markup inflates it well beyond the visible characters, so the limit is
   * generous and the server sanitizes it rather than counting words.
   */
  htmlMax: 100_000,
  blocksMax: 50,
  /** "Select questions limits 20 and 30" (spec two §9): options per question, questions per quiz. */
  optionsMax: SELECT_QUESTION_LIMITS[0],
  questionsMax: SELECT_QUESTION_LIMITS[1],
  optionsMin: 2,
  /** Drip of up to ten years after access. */
  dripDaysMax: 3650,
  modulesMax: 200,
  lessonsPerModuleMax: 500,
} as const;
