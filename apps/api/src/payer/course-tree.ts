import { and, count, eq, inArray, sql } from "drizzle-orm";
import { lessonOpensAt, type PayerLessonStatus } from "@sellwerk/domain";
import type { payer } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { lessons } from "../catalog/index.ts";
import { courseRows, type LessonRow, type ModuleRow } from "../catalog/course-content.ts";
import { lessonProgress } from "../fulfilment/tables.ts";

// The course as one payer sees it: only published lessons, each open once its drip has passed
// for this payer's access, with the payer's own status. Pending and not_for_publish lessons are
// the seller's drafts and never listed.

const PUBLISHED = "published";

export interface PayerTree {
  modules: payer.PayerCourse["modules"];
  /** Every listed lesson in reading order (modules, then lessons), for previous/next. */
  flat: { lesson: payer.PayerLessonSummary; module: ModuleRow; row: LessonRow }[];
  progress: payer.PayerCourse["progress"];
}

export async function statusesOf(
  ex: Executor,
  userId: number,
  lessonIds: readonly number[],
): Promise<Map<number, PayerLessonStatus>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await ex
    .select({ lessonId: lessonProgress.lessonId, status: lessonProgress.status })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, [...lessonIds])));
  return new Map(rows.map((r) => [r.lessonId, r.status as PayerLessonStatus]));
}

export async function payerTree(
  ex: Executor,
  input: { productId: number; userId: number; accessStartsAt: Date; now: Date; paused?: boolean },
): Promise<PayerTree> {
  const rows = await courseRows(ex, input.productId);
  const published = rows.lessons.filter((l) => l.status === PUBLISHED);
  const statuses = await statusesOf(
    ex,
    input.userId,
    published.map((l) => l.id),
  );
  const flat: PayerTree["flat"] = [];
  const modules = rows.modules.flatMap((module) => {
    const listed = published
      .filter((row) => row.moduleId === module.id)
      .map((row) => {
        const opensAt = lessonOpensAt(row, input.accessStartsAt);
        const lesson: payer.PayerLessonSummary = {
          id: row.id,
          title: row.title,
          open: !input.paused && opensAt <= input.now,
          opens_at: opensAt.toISOString(),
          status: statuses.get(row.id) ?? "not_started",
          blocks_count: row.content.length,
        };
        flat.push({ lesson, module, row });
        return lesson;
      });
    return listed.length ? [{ id: module.id, title: module.title, lessons: listed }] : [];
  });
  const completed = flat.filter((f) => f.lesson.status === "completed").length;
  return { modules, flat, progress: { completed, total: flat.length } };
}

/** Published and completed lesson counts of several courses for one payer, in one query. */
export async function progressByProduct(
  ex: Executor,
  userId: number,
  productIds: readonly number[],
): Promise<Map<number, payer.PayerCourse["progress"]>> {
  if (productIds.length === 0) return new Map();
  const rows = await ex
    .select({
      productId: lessons.productId,
      total: count(),
      completed: sql<number>`count(${lessonProgress.lessonId})::int`,
    })
    .from(lessons)
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.lessonId, lessons.id),
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.status, "completed"),
      ),
    )
    .where(and(inArray(lessons.productId, [...productIds]), eq(lessons.status, PUBLISHED)))
    .groupBy(lessons.productId);
  return new Map(rows.map((r) => [r.productId, { completed: Number(r.completed), total: Number(r.total) }]));
}
