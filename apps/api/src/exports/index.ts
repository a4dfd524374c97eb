// The exports context: list CSVs made by a job with progress, and scheduled exports mailed as an
// attachment or a signed link (issue 13, docs/exports.md). The lists' own CSV code stays in
// their contexts; lists.ts says how to count and write each.
import { eq } from "drizzle-orm";
import type { Deps } from "../platform/deps.ts";
import { JOB_LIMITS } from "../platform/jobs/limits.ts";
import { registerMailAttachment } from "../notifications/index.ts";
import { exportRuns } from "./tables.ts";
import { runExport } from "./use-cases/run-export.ts";
import { runDueSchedules } from "./use-cases/run-due-schedules.ts";
import { EXPORT_CLEAN_UP_EVERY_SECONDS, cleanUpRuns } from "./use-cases/clean-up-runs.ts";
import { EXPORT_RUN_JOB } from "./use-cases/start-run.ts";

export { exportRoutes } from "./routes.ts";
export { runExport, runDueSchedules, cleanUpRuns, EXPORT_RUN_JOB };
export * from "./tables.ts";

/** Reads a run's CSV for a mail that attaches it. */
async function runAttachment(deps: Deps, id: number) {
  const [run] = await deps.db.select().from(exportRuns).where(eq(exportRuns.id, id));
  if (!run?.storageKey) return null;
  const body = await deps.storage.get(run.storageKey);
  if (!body) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return {
    filename: `${run.list}_${run.periodKey ?? run.id}.csv`,
    content: Buffer.concat(chunks),
    contentType: "text/csv",
  };
}

export function defineExportJobs(deps: Deps): void {
  deps.jobs.define<{ runId: number }>(EXPORT_RUN_JOB, (data) => runExport(deps, data.runId), {
    ...JOB_LIMITS.document,
  });
  deps.jobs.every("exports.run-due-schedules", deps.config.billingTickSeconds, async () => {
    await runDueSchedules(deps);
  });
  deps.jobs.every("exports.clean-up-runs", EXPORT_CLEAN_UP_EVERY_SECONDS, async () => {
    await cleanUpRuns(deps);
  });
  registerMailAttachment(deps, "export_run", (id) => runAttachment(deps, id));
}
