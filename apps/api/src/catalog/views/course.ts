import type { course } from "@sellwerk/contracts";
import type { z } from "zod";
import type { SellerLessonStatus } from "@sellwerk/domain";
import type { courseModules, lessons } from "../tables.ts";
import type { FileRef } from "../file-refs.ts";

// Rows of the course tables as the API answers them.

type LessonRow = typeof lessons.$inferSelect;
type ModuleRow = typeof courseModules.$inferSelect;
type LessonBlock = z.infer<typeof course.lessonBlock>;
type QuizQuestion = z.infer<typeof course.quizQuestion>;

/** Blocks and questions are written only through the validated schemas, so they read back in that shape. */
export const storedBlocks = (row: LessonRow) => row.content as unknown as course.LessonBlockInput[];
export const storedQuiz = (row: LessonRow) => row.quiz as unknown as QuizQuestion[];

export function lessonSummaryView(row: LessonRow): course.LessonSummary {
  return {
    id: row.id,
    module_id: row.moduleId,
    title: row.title,
    position: row.position,
    status: row.status as SellerLessonStatus,
    drip_days: row.dripDays,
    drip_date: row.dripDate?.toISOString() ?? null,
    blocks_count: row.content.length,
    questions_count: row.quiz.length,
  };
}

/** Media blocks carry their file (or null once it is gone) so the editor can show its name. */
export function lessonView(row: LessonRow, filesById: ReadonlyMap<number, FileRef>): course.Lesson {
  const content = storedBlocks(row).map((block): LessonBlock => {
    if (block.type === "text") return block;
    const fileId = block.file_id ?? null;
    return { ...block, file: fileId === null ? null : (filesById.get(fileId) ?? null) };
  });
  return { ...lessonSummaryView(row), content, quiz: storedQuiz(row) };
}

export function moduleView(row: ModuleRow, moduleLessons: readonly LessonRow[]): course.CourseModule {
  return {
    id: row.id,
    title: row.title,
    position: row.position,
    lessons: moduleLessons.map(lessonSummaryView),
  };
}

/** The file ids a lesson's blocks name. */
export function blockFileIds(blocks: readonly course.LessonBlockInput[]): number[] {
  return blocks.flatMap((b) => (b.type !== "text" && b.file_id ? [b.file_id] : []));
}
