import {
  checkDrip,
  checkQuizQuestion,
  checkUrl,
  COURSE_LIMITS,
  COURSE_PUBLISH_STATES,
  LESSON_BLOCK_TYPES,
  QUIZ_QUESTION_TYPES,
  SELLER_LESSON_STATUSES,
} from "@sellwerk/domain";
import { z, fromCheck, text } from "./zod.ts";
import { dateTime, productVersion, recordId } from "./product-parts.ts";
import { storedFile } from "./catalog-files.ts";

// Course content (the "content" step): modules, lessons, content blocks, quizzes.

export const lessonStatus = z.enum(SELLER_LESSON_STATUSES);
const fileId = z.number().int().positive();
const blockTitle = z.string().trim().max(COURSE_LIMITS.titleMax).default("");

const textBlock = z.object({
  type: z.literal("text"),
  title: blockTitle,
  /** HTML from the rich-text editor; the server keeps only safe tags and attributes. */
  html: z.string().max(COURSE_LIMITS.htmlMax),
});

/** A video is either an uploaded file or a link to a hosted video, never both. */
const videoBlock = z
  .object({
    type: z.literal("video"),
    title: blockTitle,
    url: z.string().trim().max(2000).superRefine(fromCheck(checkUrl)).nullable().default(null),
    file_id: fileId.nullable().default(null),
  })
  .superRefine((block, ctx) => {
    if ((block.url === null) === (block.file_id === null)) {
      ctx.addIssue({ code: "custom", message: "video_source_required", path: ["url"] });
    }
  });

const mediaBlock = <T extends "audio" | "file" | "pdf">(type: T) =>
  z.object({ type: z.literal(type), title: blockTitle, file_id: fileId });

export const lessonBlockInput = z.discriminatedUnion("type", [
  textBlock,
  videoBlock,
  mediaBlock("audio"),
  mediaBlock("file"),
  mediaBlock("pdf"),
]);
export type LessonBlockInput = z.infer<typeof lessonBlockInput>;

const quizOption = z.object({
  text: text(COURSE_LIMITS.questionMax),
  correct: z.boolean().default(false),
});

export const quizQuestionInput = z
  .object({
    type: z.enum(QUIZ_QUESTION_TYPES),
    question: text(COURSE_LIMITS.questionMax),
    options: z.array(quizOption).max(COURSE_LIMITS.optionsMax).default([]),
    /** Shown after answering; for an open question the expected answer the seller grades against. */
    explanation: z.string().trim().max(COURSE_LIMITS.noteMax).default(""),
  })
  .superRefine((question, ctx) => {
    for (const issue of checkQuizQuestion(question)) {
      ctx.addIssue({
        code: "custom",
        message: issue.code,
        path: issue.path,
        params: { minimum: issue.params?.min },
      });
    }
  });
export type QuizQuestionInput = z.infer<typeof quizQuestionInput>;

const dripDays = z.number().int().min(1).max(COURSE_LIMITS.dripDaysMax).nullable();
const dripDate = dateTime.nullable();

/** Both drip fields given together: refuse the pair here; a PATCH naming one is checked after merging. */
function dripRule(lesson: { drip_days?: number | null; drip_date?: string | null }, ctx: z.RefinementCtx) {
  const code = checkDrip(lesson.drip_days ?? null, lesson.drip_date ?? null);
  if (code) ctx.addIssue({ code: "custom", message: code, path: ["drip_date"] });
}

const lessonFields = {
  title: text(COURSE_LIMITS.titleMax),
  status: lessonStatus,
  drip_days: dripDays,
  drip_date: dripDate,
  content: z.array(lessonBlockInput).max(COURSE_LIMITS.blocksMax),
  quiz: z.array(quizQuestionInput).max(COURSE_LIMITS.questionsMax),
};

export const lessonCreateBody = z
  .object({
    version: productVersion,
    module_id: recordId,
    title: lessonFields.title,
    status: lessonFields.status.default("pending"),
    drip_days: lessonFields.drip_days.default(null),
    drip_date: lessonFields.drip_date.default(null),
    content: lessonFields.content.default([]),
    quiz: lessonFields.quiz.default([]),
  })
  .superRefine(dripRule);

export const lessonUpdateBody = z
  .object({
    version: productVersion,
    module_id: recordId.optional(),
    title: lessonFields.title.optional(),
    status: lessonFields.status.optional(),
    drip_days: lessonFields.drip_days.optional(),
    drip_date: lessonFields.drip_date.optional(),
    content: lessonFields.content.optional(),
    quiz: lessonFields.quiz.optional(),
  })
  .superRefine(dripRule);
export type LessonUpdate = z.infer<typeof lessonUpdateBody>;

export const moduleBody = z.object({ version: productVersion, title: text(COURSE_LIMITS.titleMax) });

/** The whole tree's order in one write: every module once, every lesson once, under its module. */
export const courseOrderBody = z.object({
  version: productVersion,
  modules: z
    .array(
      z.object({
        id: recordId,
        lesson_ids: z.array(recordId).max(COURSE_LIMITS.lessonsPerModuleMax),
      }),
    )
    .max(COURSE_LIMITS.modulesMax),
});

export const moduleParams = z.object({ id: recordId, module_id: recordId });
export const lessonParams = z.object({ id: recordId, lesson_id: recordId });

// --- answers ---

export const lessonBlock = z.object({
  type: z.enum(LESSON_BLOCK_TYPES),
  title: z.string(),
  html: z.string().optional(),
  url: z.string().nullable().optional(),
  file_id: z.number().int().nullable().optional(),
  /** The uploaded file a media block names, or null when it was deleted meanwhile. */
  file: storedFile.nullable().optional(),
});

export const quizQuestion = z.object({
  type: z.enum(QUIZ_QUESTION_TYPES),
  question: z.string(),
  options: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  explanation: z.string(),
});

export const lessonSummary = z.object({
  id: z.number().int(),
  module_id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  status: lessonStatus,
  drip_days: z.number().int().nullable(),
  drip_date: z.string().nullable(),
  blocks_count: z.number().int(),
  questions_count: z.number().int(),
});

export const lesson = lessonSummary.extend({
  content: z.array(lessonBlock),
  quiz: z.array(quizQuestion),
});

export const courseModule = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(lessonSummary),
});

export const courseTree = z.object({
  list: z.array(courseModule),
  /** Derived from the product's state and its lessons (docs/api-catalog.md, course publish state). */
  publish_state: z.enum(COURSE_PUBLISH_STATES),
  product_version: z.number().int(),
});

export const lessonAnswer = z.object({ lesson, product_version: z.number().int() });
export const moduleAnswer = z.object({ module: courseModule, product_version: z.number().int() });

export type Lesson = z.infer<typeof lesson>;
export type LessonSummary = z.infer<typeof lessonSummary>;
export type CourseModule = z.infer<typeof courseModule>;
export type CourseTree = z.infer<typeof courseTree>;
