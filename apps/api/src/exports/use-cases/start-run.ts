import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { users } from "../../identity/index.ts";
import { exportRuns, type ExportFilters } from "../tables.ts";

export const EXPORT_RUN_JOB = "exports.run";

export interface RunRequest {
  sellerId: number;
  list: string;
  filters: ExportFilters;
  columns: string[] | null;
  scheduleId: number | null;
  /** A schedule's period; null for a run asked for now (never conflicts). */
  periodKey: string | null;
}

/**
 * A pending run and its job, in the caller's transaction, written in the seller's language of
 * today. A schedule's run for a period that already has one is not made again (the unique
 * index): answers undefined then.
 */
export async function startRun(deps: Deps, tx: Executor, request: RunRequest) {
  const [seller] = await tx
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.id, request.sellerId));
  const [run] = await tx
    .insert(exportRuns)
    .values({
      sellerId: request.sellerId,
      scheduleId: request.scheduleId,
      periodKey: request.periodKey,
      list: request.list,
      filters: request.filters,
      columns: request.columns,
      locale: seller?.locale ?? "en",
      // The platform's clock, as the period and the clean-up of old runs count it.
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (run) await deps.jobs.enqueue(tx, EXPORT_RUN_JOB, { runId: run.id });
  return run;
}
