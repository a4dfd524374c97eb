import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { exportSchedules } from "../tables.ts";
import { findSchedule } from "./find-schedule.ts";

/** Removes a schedule; its past runs (and their files) stay in the runs list. */
export async function deleteSchedule(deps: Deps, sellerId: number, id: number): Promise<void> {
  await findSchedule(deps.db, sellerId, id);
  await deps.db.delete(exportSchedules).where(eq(exportSchedules.id, id));
}
