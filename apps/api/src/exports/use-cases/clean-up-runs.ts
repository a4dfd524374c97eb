import { and, asc, inArray, isNull, lt, or } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { exportRuns } from "../tables.ts";
import { EXPORT_LINK_DAYS } from "./mail-run.ts";

const DAY_MS = 86_400_000;
/** Runs removed per transaction; the clean-up goes on with the next batch until none is left. */
const BATCH = 200;
/** How often workers look for old runs: their age is counted in days, an hour late is no harm. */
export const EXPORT_CLEAN_UP_EVERY_SECONDS = 3600;

/**
 * Removes export runs older than the retention (`EXPORT_RETENTION_DAYS`, 30 by default) with
 * their files. A pending or running run is never touched (its job still writes the file), nor a
 * schedule's run whose mailed link still works (7 days after the run was done), so a retention
 * shorter than a week never breaks a link the recipients have. The runs are locked FOR UPDATE
 * SKIP LOCKED, so workers at once remove disjoint batches; each file is deleted before its row,
 * in the row's transaction: a crash in between leaves a row whose download answers 410 and that
 * the next clean-up removes (deleting a missing file is no error). Answers how many it removed.
 */
export async function cleanUpRuns(deps: Deps): Promise<number> {
  const now = deps.clock.now().getTime();
  const before = new Date(now - deps.config.exportRetentionDays * DAY_MS);
  const linkSince = new Date(now - EXPORT_LINK_DAYS * DAY_MS);
  let removed = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const runs = await tx
        .select({ id: exportRuns.id, storageKey: exportRuns.storageKey })
        .from(exportRuns)
        .where(
          and(
            inArray(exportRuns.state, ["done", "failed"]),
            lt(exportRuns.createdAt, before),
            or(
              isNull(exportRuns.scheduleId),
              isNull(exportRuns.finishedAt),
              lt(exportRuns.finishedAt, linkSince),
            ),
          ),
        )
        .orderBy(asc(exportRuns.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const run of runs) if (run.storageKey) await deps.storage.delete(run.storageKey);
      if (runs.length)
        await tx.delete(exportRuns).where(
          inArray(
            exportRuns.id,
            runs.map((r) => r.id),
          ),
        );
      return runs.length;
    });
    removed += batch;
    if (batch < BATCH) return removed;
  }
}
