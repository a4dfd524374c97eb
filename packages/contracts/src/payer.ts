import {
  COURSE_LIMITS,
  ORDER_STATES,
  PAYER_LESSON_STATUSES,
  PAYMENT_STATES,
  PRICING_PLAN_TYPES,
  QUIZ_ANSWER_TEXT_MAX,
  QUIZ_QUESTION_TYPES,
} from "@sellwerk/domain";
import { z } from "./zod.ts";
import { listQuery, listResponse } from "./list.ts";
import { dateTime, recordId } from "./product-parts.ts";
import { lessonBlock } from "./course.ts";
import { downloadQuery } from "./fulfilment.ts";

// The payer area (/payer, issue 5): the buyer's own orders across sellers and the course area of
// what they bought. Every answer is the signed-in payer's own; a foreign token or product is 404.

const money = z.number().int();
const currency = z.string().length(3);

export const PAYER_ORDER_SORT_KEYS = ["created_at"] as const;

const username = z.string().trim().toLowerCase().min(1).max(60);

export const payerOrdersQuery = listQuery(
  { sortKeys: PAYER_ORDER_SORT_KEYS, defaultSortKey: "created_at" },
  {
    /** The seller's username, as in /s/{seller}. */
    seller: username.optional(),
    state: z.enum(ORDER_STATES).optional(),
  },
);
export type PayerOrdersQuery = z.infer<typeof payerOrdersQuery>;

export const payerSeller = z.object({ username: z.string(), name: z.string() });
export type PayerSeller = z.infer<typeof payerSeller>;

export const payerOrderListItem = z.object({
  token: z.string(),
  created_at: dateTime,
  seller: payerSeller,
  product: z.object({ id: z.number().int(), name: z.string(), form: z.string() }),
  plan_form: z.enum(PRICING_PLAN_TYPES),
  currency,
  total_amount: money,
  paid_amount: money,
  unpaid_amount: money,
  state: z.enum(ORDER_STATES),
  payment_state: z.enum(PAYMENT_STATES),
  /** Due date of the earliest rate still to be paid; null when nothing is open. */
  next_due_at: dateTime.nullable(),
});
export type PayerOrderListItem = z.infer<typeof payerOrderListItem>;
export const payerOrdersAnswer = listResponse(payerOrderListItem);

/** Any text up to a bound: a mistyped token is simply not found (404), not a field error. */
export const payerOrderParams = z.object({ token: z.string().max(100) });

/** The sellers the payer bought from, for the orders filter. */
export const payerSellersAnswer = z.object({ list: z.array(payerSeller) });
export const sellerParams = z.object({ username });
export const sellerAnswer = z.object({ seller: payerSeller });

// --- courses ---

/**
 * active; upcoming (starts later, e.g. after a trial); paused (a rate is unpaid and the seller
 * suspends access until it is paid); ended (subscription over or revoked).
 */
export const COURSE_ACCESS_STATES = ["active", "upcoming", "paused", "ended"] as const;
export type CourseAccessState = (typeof COURSE_ACCESS_STATES)[number];

export const courseAccess = z.object({
  state: z.enum(COURSE_ACCESS_STATES),
  starts_at: dateTime,
  ends_at: dateTime.nullable(),
  /** Where a paused access is paid to open again (the order's manage page); null otherwise. */
  manage_url: z.string().nullable(),
});

const courseProduct = z.object({ id: z.number().int(), name: z.string(), form: z.string() });

export const courseProgress = z.object({
  completed: z.number().int(),
  /** Lessons published for buyers (open or still locked). */
  total: z.number().int(),
});

export const payerCourseItem = z.object({
  product: courseProduct,
  seller: payerSeller,
  access: courseAccess,
  /** The order the access came with, to open it from the course list. */
  order_token: z.string(),
  progress: courseProgress,
  /** What a membership or bundle includes that has lessons (their own course areas). */
  includes: z.array(courseProduct),
});
export type PayerCourseItem = z.infer<typeof payerCourseItem>;

export const payerCoursesQuery = listQuery({ sortKeys: ["created_at"], defaultSortKey: "created_at" }, {});
export const payerCoursesAnswer = listResponse(payerCourseItem);

export const courseParams = z.object({ product_id: recordId });
export const lessonParams = courseParams.extend({ lesson_id: recordId });
/** A lesson file's signed link names the payer it was made for (payer/lesson-file-links.ts). */
export const lessonFileParams = lessonParams.extend({ user_id: recordId, file_id: recordId });
/** Expiry and signature, as a buyer's download link carries them. */
export const lessonFileQuery = downloadQuery;

export const payerLessonStatus = z.enum(PAYER_LESSON_STATUSES);

export const payerLessonSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Whether the drip allows opening it now. */
  open: z.boolean(),
  opens_at: dateTime,
  status: payerLessonStatus,
  blocks_count: z.number().int(),
});
export type PayerLessonSummary = z.infer<typeof payerLessonSummary>;

export const payerCourseModule = z.object({
  id: z.number().int(),
  title: z.string(),
  lessons: z.array(payerLessonSummary),
});

export const payerCourse = z.object({
  product: courseProduct,
  seller: payerSeller,
  access: courseAccess,
  progress: courseProgress,
  modules: z.array(payerCourseModule),
});
export type PayerCourse = z.infer<typeof payerCourse>;
export const payerCourseAnswer = z.object({ course: payerCourse });

// --- quizzes: the questions without their answers, and the payer's last submission graded ---

export const payerQuizQuestion = z.object({
  type: z.enum(QUIZ_QUESTION_TYPES),
  question: z.string(),
  /** The options' texts only: which of them are right is told after answering. */
  options: z.array(z.object({ text: z.string() })),
});

export const quizQuestionResult = z.object({
  /** Whether the answer is right (choice questions); null where nobody grades it here. */
  correct: z.boolean().nullable(),
  /** The correct options (choice questions), told once the payer has answered. */
  correct_options: z.array(z.number().int()),
  /** The seller's explanation (for an open question: the answer they expect). */
  explanation: z.string(),
  selected: z.array(z.number().int()),
  text: z.string(),
});

export const payerQuiz = z.object({
  questions: z.array(payerQuizQuestion),
  /**
   * The payer's last submission graded against the quiz as it is now; null before the first,
   * and again once the seller changed the quiz so that it no longer fits.
   */
  result: z
    .object({
      answers: z.array(quizQuestionResult),
      /** Questions graded here (choice questions) and how many of them were right. */
      graded: z.number().int(),
      correct: z.number().int(),
    })
    .nullable(),
});
export type PayerQuiz = z.infer<typeof payerQuiz>;

/** One answer per question in the quiz's order: chosen option indexes, or the text of an open question. */
export const quizAnswer = z.object({
  selected: z.array(z.number().int().min(0)).max(COURSE_LIMITS.optionsMax).optional(),
  text: z.string().max(QUIZ_ANSWER_TEXT_MAX).optional(),
});
export const quizBody = z.object({ answers: z.array(quizAnswer).max(COURSE_LIMITS.questionsMax) });
export type QuizBody = z.infer<typeof quizBody>;
export const quizAnswerEnvelope = z.object({ lesson_id: z.number().int(), quiz: payerQuiz });

const lessonLink = z.object({ id: z.number().int(), title: z.string(), open: z.boolean() }).nullable();

export const payerLesson = payerLessonSummary.extend({
  module: z.object({ id: z.number().int(), title: z.string() }),
  /** Content blocks; text as sanitised HTML, media with signed, expiring file URLs. */
  content: z.array(lessonBlock),
  quiz: payerQuiz,
  previous: lessonLink,
  next: lessonLink,
});
export type PayerLesson = z.infer<typeof payerLesson>;
export const payerLessonAnswer = z.object({ lesson: payerLesson, progress: courseProgress });

export const progressBody = z.object({ status: z.enum(["in_progress", "completed"]) });
export const progressAnswer = z.object({
  lesson_id: z.number().int(),
  status: payerLessonStatus,
  progress: courseProgress,
});
