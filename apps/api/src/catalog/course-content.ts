import { and, asc, eq, sql } from "drizzle-orm";
import type { course } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import type { Deps } from "../platform/deps.ts";
import { ok, type Result } from "../platform/result.ts";
import { courseModules, lessons } from "./tables.ts";
import { checkFileUses, fileRef, findSellerFiles, type FileKind, type FileRef } from "./file-refs.ts";
import { sanitizeLessonHtml } from "./lesson-html.ts";
import { blockFileIds, storedBlocks } from "./views/course.ts";

// Queries and checks shared by the course use-cases.

export const COURSE_FORMS = ["course"] as const;

export type ModuleRow = typeof courseModules.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

export async function findModule(
  ex: Executor,
  productId: number,
  moduleId: number,
): Promise<ModuleRow | undefined> {
  const [row] = await ex
    .select()
    .from(courseModules)
    .where(and(eq(courseModules.id, moduleId), eq(courseModules.productId, productId)));
  return row;
}

export async function findLesson(
  ex: Executor,
  productId: number,
  lessonId: number,
): Promise<LessonRow | undefined> {
  const [row] = await ex
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.productId, productId)));
  return row;
}

export async function courseRows(ex: Executor, productId: number) {
  const [modules, lessonRows] = await Promise.all([
    ex
      .select()
      .from(courseModules)
      .where(eq(courseModules.productId, productId))
      .orderBy(asc(courseModules.position), asc(courseModules.id)),
    ex
      .select()
      .from(lessons)
      .where(eq(lessons.productId, productId))
      .orderBy(asc(lessons.position), asc(lessons.id)),
  ]);
  return { modules, lessons: lessonRows };
}

/** The position after the last module of the product, or lesson of the module. */
export async function nextModulePosition(ex: Executor, productId: number): Promise<number> {
  const [row] = await ex
    .select({ next: sql<number>`coalesce(max(${courseModules.position}) + 1, 0)::int` })
    .from(courseModules)
    .where(eq(courseModules.productId, productId));
  return row?.next ?? 0;
}

export async function nextLessonPosition(ex: Executor, moduleId: number): Promise<number> {
  const [row] = await ex
    .select({ next: sql<number>`coalesce(max(${lessons.position}) + 1, 0)::int` })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId));
  return row?.next ?? 0;
}

const BLOCK_FILE_KIND: Record<Exclude<course.LessonBlockInput["type"], "text">, FileKind> = {
  video: "video",
  audio: "audio",
  pdf: "pdf",
  file: "any",
};

/** Sanitizes text blocks and checks that every media block names a fitting file of the seller. */
export async function prepareBlocks(
  ex: Executor,
  sellerId: number,
  blocks: readonly course.LessonBlockInput[],
): Promise<Result<course.LessonBlockInput[]>> {
  const uses = blocks.flatMap((block, index) =>
    block.type !== "text" && block.file_id
      ? [{ param: `content.${index}.file_id`, id: block.file_id, kind: BLOCK_FILE_KIND[block.type] }]
      : [],
  );
  const checked = await checkFileUses(ex, sellerId, uses);
  if (!checked.ok) return checked;
  return ok(
    blocks.map((block) =>
      block.type === "text" ? { ...block, html: sanitizeLessonHtml(block.html) } : block,
    ),
  );
}

/** The files a lesson's blocks name, as the lesson answer shows them. */
export async function lessonFiles(
  deps: Deps,
  ex: Executor,
  sellerId: number,
  row: LessonRow,
): Promise<Map<number, FileRef>> {
  const rows = await findSellerFiles(ex, sellerId, blockFileIds(storedBlocks(row)));
  return new Map([...rows].map(([id, file]) => [id, fileRef(deps, file)]));
}
