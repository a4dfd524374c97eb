import os from "node:os";

/** How many jobs of one kind a worker process runs at once, and how many it claims per fetch. */
export interface JobLimits {
  concurrency: number;
  batchSize: number;
}

const cores = Math.max(1, os.availableParallelism());

/**
 * Bounds per kind of work. Mails and deliveries mostly wait on SMTP and the database, so ten run
 * side by side; documents (invoice, credit memo, ticket PDFs) keep a core busy while they render,
 * so about two per core. Anything else gets a modest default.
 */
export const JOB_LIMITS = {
  mail: { concurrency: 10, batchSize: 5 },
  delivery: { concurrency: 10, batchSize: 5 },
  document: { concurrency: 2 * cores, batchSize: 2 },
  default: { concurrency: 5, batchSize: 5 },
} satisfies Record<string, JobLimits>;

/**
 * pg-boss runs a worker loop per `localConcurrency`, each claiming up to `batchSize` jobs and
 * running them side by side; a loop fetches again once its whole batch is settled. So the bound is
 * split into loops of one batch each, never more jobs in flight than the bound.
 */
export function workerShape(limits: JobLimits): { loops: number; batchSize: number } {
  const concurrency = Math.max(1, Math.floor(limits.concurrency));
  const loops = Math.ceil(concurrency / Math.max(1, Math.min(limits.batchSize, concurrency)));
  return { loops, batchSize: Math.max(1, Math.floor(concurrency / loops)) };
}

/**
 * JOB_CONCURRENCY="mail.deliver=20,billing.issue-invoice=4": per-queue overrides of
 * the bound a context declared, for an operator who knows the machine (more cores, a slow SMTP).
 */
export function parseJobConcurrency(value: string | undefined): Record<string, number> {
  const result: Record<string, number> = {};
  for (const entry of (value ?? "").split(",")) {
    if (!entry.trim()) continue;
    const [name, raw] = entry.split("=").map((s) => s.trim());
    const n = Number(raw);
    if (!name || !Number.isInteger(n) || n < 1) {
      throw new Error(`JOB_CONCURRENCY entries are queue=number (at least 1), got "${entry}"`);
    }
    result[name] = n;
  }
  return result;
}
