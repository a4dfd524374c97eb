import { and, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { exportRuns, exportSchedules } from "../tables.ts";

/** One schedule of the seller; another seller's is not found (404). */
export async function findSchedule(db: Executor, sellerId: number, id: number) {
  const [row] = await db
    .select()
    .from(exportSchedules)
    .where(and(eq(exportSchedules.id, id), eq(exportSchedules.sellerId, sellerId)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** The newest run of each schedule, in one query. */
export async function lastRuns(db: Executor, scheduleIds: number[]) {
  if (!scheduleIds.length) return new Map<number, typeof exportRuns.$inferSelect>();
  const rows = await db
    .selectDistinctOn([exportRuns.scheduleId])
    .from(exportRuns)
    .where(inArray(exportRuns.scheduleId, scheduleIds))
    .orderBy(exportRuns.scheduleId, desc(exportRuns.id));
  return new Map(rows.map((r) => [r.scheduleId!, r]));
}
