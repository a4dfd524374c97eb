import { asc, eq } from "drizzle-orm";
import { dueExportPeriod, type ExportFrequency } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { exportSchedules } from "../tables.ts";
import { startRun } from "./start-run.ts";

/** Schedules looked at per tick, in one transaction; the next tick continues after them. */
const BATCH = 200;

/**
 * The ticker's work: every active schedule whose day has come in its current period gets that
 * period's run (and its job). The schedules are locked FOR UPDATE SKIP LOCKED, so tickers at once
 * share the batch instead of queueing behind each other, and the run's unique (schedule, period)
 * makes a second tick's insert a no-op: one run, one mail per period, however many tick.
 * Answers how many runs it started.
 */
export async function runDueSchedules(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const schedules = await tx
      .select()
      .from(exportSchedules)
      .where(eq(exportSchedules.state, "active"))
      .orderBy(asc(exportSchedules.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    let started = 0;
    for (const schedule of schedules) {
      const period = dueExportPeriod(
        {
          frequency: schedule.frequency as ExportFrequency,
          weekday: schedule.weekday,
          monthDay: schedule.monthDay,
        },
        now,
      );
      if (period && (await startRun(deps, tx, { ...schedule, scheduleId: schedule.id, periodKey: period })))
        started += 1;
    }
    return started;
  });
}
