import { eq, sql } from "drizzle-orm";
import type { ExportScheduleState } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { exportSchedules } from "../tables.ts";
import { findSchedule } from "./find-schedule.ts";

/** Pauses (no more runs) or resumes a schedule; a resumed one runs its current period if due. */
export async function setScheduleState(deps: Deps, sellerId: number, id: number, state: ExportScheduleState) {
  await findSchedule(deps.db, sellerId, id);
  const [row] = await deps.db
    .update(exportSchedules)
    .set({ state, updatedAt: sql`now()` })
    .where(eq(exportSchedules.id, id))
    .returning();
  return row!;
}
