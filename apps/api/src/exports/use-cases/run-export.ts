import { and, eq, sql } from "drizzle-orm";
import type { ExportList, Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { EXPORTABLE_LISTS } from "../lists.ts";
import { countingRecords } from "../row-counter.ts";
import { exportRuns, exportSchedules } from "../tables.ts";
import { mailRun } from "./mail-run.ts";

/** Progress is written at most this often: a page of rows each time, not a statement per row. */
const PROGRESS_EVERY_MS = 500;

/**
 * The export job: counts the rows the filters find, streams the list's CSV into storage while
 * counting the records that pass (the screen polls rows_done / rows_total), then marks the run
 * done and, for a schedule's run, queues its mails in the same transaction. Only a pending run
 * is taken, so a job that runs twice does the work once; any error marks it failed with the reason.
 */
export async function runExport(deps: Deps, runId: number): Promise<void> {
  const [run] = await deps.db
    .update(exportRuns)
    .set({ state: "running", updatedAt: sql`now()` })
    .where(and(eq(exportRuns.id, runId), eq(exportRuns.state, "pending")))
    .returning();
  if (!run) return;
  const list = EXPORTABLE_LISTS[run.list as ExportList];
  const key = `exports/${run.sellerId}/${run.id}.csv`;
  try {
    const total = await list.count(deps, run.sellerId, run.filters);
    await deps.db.update(exportRuns).set({ rowsTotal: total }).where(eq(exportRuns.id, run.id));
    let written = 0;
    let savedAt = 0;
    const counter = countingRecords((records) => {
      written = records;
      const now = Date.now();
      if (now - savedAt < PROGRESS_EVERY_MS) return;
      savedAt = now;
      // Fire and forget: the file must not wait for the progress row; the final update below wins.
      deps.db
        .update(exportRuns)
        .set({ rowsDone: records })
        .where(and(eq(exportRuns.id, run.id), eq(exportRuns.state, "running")))
        .catch((err: unknown) => deps.log.warn({ err, runId }, "export progress not saved"));
    });
    const csv = await list.csv(deps, run.sellerId, run.filters, run.columns, run.locale as Locale);
    // A failing read fails the counted stream too, so storage drops the partial file.
    csv.on("error", (err) => counter.destroy(err));
    const file = await deps.storage.put(key, csv.pipe(counter));
    await deps.db.transaction(async (tx) => {
      await tx
        .update(exportRuns)
        .set({
          state: "done",
          storageKey: key,
          fileSize: file.size,
          rowsDone: written,
          rowsTotal: Math.max(total, written),
          finishedAt: deps.clock.now(),
          updatedAt: sql`now()`,
        })
        .where(eq(exportRuns.id, run.id));
      if (run.scheduleId === null) return;
      const [schedule] = await tx
        .select()
        .from(exportSchedules)
        .where(eq(exportSchedules.id, run.scheduleId));
      if (schedule) await mailRun(deps, tx, schedule, { ...run, fileSize: file.size, rowsDone: written });
    });
  } catch (error) {
    deps.log.error({ err: error, runId }, "export failed");
    await deps.db
      .update(exportRuns)
      .set({
        state: "failed",
        failureReason: error instanceof Error ? error.message.slice(0, 500) : String(error),
        finishedAt: deps.clock.now(),
        updatedAt: sql`now()`,
      })
      .where(eq(exportRuns.id, run.id));
  }
}
