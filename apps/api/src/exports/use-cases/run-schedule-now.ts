import type { Deps } from "../../platform/deps.ts";
import { findSchedule } from "./find-schedule.ts";
import { startRun } from "./start-run.ts";

/**
 * A schedule's export made and mailed now, besides its period's run (which still comes on its
 * day): the seller checks what the recipients will get. Paused schedules may run now too.
 */
export async function runScheduleNow(deps: Deps, sellerId: number, id: number) {
  return deps.db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, sellerId, id);
    const run = await startRun(deps, tx, { ...schedule, scheduleId: schedule.id, periodKey: null });
    return run!;
  });
}
