import {
  checkDrip,
  checkLength,
  checkQuizQuestion,
  checkUrl,
  COURSE_LIMITS,
  isChoiceQuestion,
  type LessonBlockType,
  type QuizQuestionType,
  type SellerLessonStatus,
} from "@sellwerk/domain";
import type { Lesson, LessonBlock, LessonChanges, QuizQuestion } from "../../../../../api/catalogContent.ts";
import type { StoredFile } from "../../../../../api/catalogTypes.ts";
import { IssueList, type Issues } from "../form/issues.ts";

// The lesson editor's form: what the seller edits, the domain's rules on it, and the PATCH body.

export type DripMode = "none" | "days" | "date";

/** A block as the form holds it: a local key for React, the uploaded file for its name. */
export interface BlockForm {
  key: string;
  type: LessonBlockType;
  title: string;
  html: string;
  /** Videos come from a link or an upload. */
  source: "url" | "file";
  url: string;
  file: StoredFile | null;
}

export interface QuestionForm extends QuizQuestion {
  key: string;
}

export interface LessonForm {
  title: string;
  status: SellerLessonStatus;
  dripMode: DripMode;
  dripDays: number | null;
  dripDate: string | null;
  content: BlockForm[];
  quiz: QuestionForm[];
}

let counter = 0;
export const newKey = () => `k${(counter += 1)}`;

export function newBlock(type: LessonBlockType): BlockForm {
  return { key: newKey(), type, title: "", html: "", source: "url", url: "", file: null };
}

export function newQuestion(type: QuizQuestionType): QuestionForm {
  const options = isChoiceQuestion(type)
    ? [
        { text: "", correct: true },
        { text: "", correct: false },
      ]
    : [];
  return { key: newKey(), type, question: "", options, explanation: "" };
}

function toBlockForm(block: LessonBlock): BlockForm {
  return {
    key: newKey(),
    type: block.type,
    title: block.title,
    html: block.html ?? "",
    source: block.type === "video" && !block.fileId ? "url" : "file",
    url: block.url ?? "",
    file: block.file ?? null,
  };
}

export function toLessonForm(lesson: Lesson): LessonForm {
  return {
    title: lesson.title,
    status: lesson.status,
    dripMode: lesson.dripDays !== null ? "days" : lesson.dripDate !== null ? "date" : "none",
    dripDays: lesson.dripDays,
    dripDate: lesson.dripDate,
    content: lesson.content.map(toBlockForm),
    quiz: lesson.quiz.map((q) => ({ ...q, key: newKey() })),
  };
}

/** The form without its local keys, for comparing with what was loaded. */
export function comparable(form: LessonForm): unknown {
  return {
    ...form,
    content: form.content.map(({ key: _key, ...block }) => block),
    quiz: form.quiz.map(({ key: _key, ...question }) => question),
  };
}

const usesFile = (block: BlockForm) =>
  block.type !== "text" && (block.type !== "video" || block.source === "file");

export function validateLesson(form: LessonForm): Issues {
  const list = new IssueList();
  if (!form.title.trim()) list.code("title", "required");
  list.code("title", checkLength(form.title.trim(), { max: COURSE_LIMITS.titleMax }), {
    max: COURSE_LIMITS.titleMax,
  });
  if (form.dripMode === "days") {
    if (form.dripDays === null) list.code("dripDays", "required");
    else if (form.dripDays < 1 || form.dripDays > COURSE_LIMITS.dripDaysMax)
      list.code("dripDays", "out_of_range", { min: 1, max: COURSE_LIMITS.dripDaysMax });
  }
  if (form.dripMode === "date" && !form.dripDate) list.code("dripDate", "required");
  list.code("dripDate", checkDrip(dripPayload(form).dripDays, dripPayload(form).dripDate));
  form.content.forEach((block, index) => {
    const path = `content.${index}`;
    if (block.type === "video" && block.source === "url")
      list.code(`${path}.url`, block.url.trim() ? checkUrl(block.url.trim()) : "video_source_required");
    if (usesFile(block) && !block.file) list.code(`${path}.fileId`, "required");
    if (block.type === "text" && block.html.length > COURSE_LIMITS.htmlMax)
      list.code(`${path}.html`, "too_long", { max: COURSE_LIMITS.htmlMax });
  });
  form.quiz.forEach((question, index) => {
    const path = `quiz.${index}`;
    if (!question.question.trim()) list.code(`${path}.question`, "required");
    question.options.forEach((option, o) => {
      if (!option.text.trim()) list.code(`${path}.options.${o}.text`, "required");
    });
    for (const issue of checkQuizQuestion(question)) {
      list.code([path, ...issue.path].join("."), issue.code, issue.params);
    }
  });
  return list.issues;
}

function dripPayload(form: LessonForm): { dripDays: number | null; dripDate: string | null } {
  return {
    dripDays: form.dripMode === "days" ? form.dripDays : null,
    dripDate: form.dripMode === "date" ? form.dripDate : null,
  };
}

export function lessonPayload(form: LessonForm): LessonChanges {
  return {
    title: form.title.trim(),
    status: form.status,
    ...dripPayload(form),
    content: form.content.map((block) => {
      const base = { type: block.type, title: block.title.trim() };
      if (block.type === "text") return { ...base, html: block.html };
      if (block.type === "video")
        return block.source === "url"
          ? { ...base, url: block.url.trim(), fileId: null }
          : { ...base, url: null, fileId: block.file?.id ?? null };
      return { ...base, fileId: block.file?.id ?? null };
    }),
    quiz: form.quiz.map(({ key: _key, ...question }) => ({
      ...question,
      question: question.question.trim(),
      explanation: question.explanation.trim(),
      options: question.options.map((o) => ({ text: o.text.trim(), correct: o.correct })),
    })),
  };
}
