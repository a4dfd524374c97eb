import type { Deps } from "../platform/deps.ts";
import { DELIVER_ORDER_JOB } from "../platform/jobs/names.ts";
import { JOB_LIMITS } from "../platform/jobs/limits.ts";
import { deliverOrder } from "./use-cases/deliver-order.ts";
import { pauseUnpaidAccess } from "./use-cases/pause-unpaid-access.ts";
import { PAUSE_UNPAID_ACCESS_JOB, type PauseUnpaidAccessData } from "./unpaid-pause.ts";

/**
 * Fulfilment's workers. `fulfilment.deliver`: orders enqueue it in the transaction where the
 * first payment succeeded (or a trial started). A failed run (a crash, an empty key pool) throws,
 * rolls back the product it was on, and pg-boss retries with backoff; delivered products are
 * skipped. `fulfilment.pause-unpaid-access`: an unpaid rate's suspension once its grace days are
 * over (scheduleUnpaidPause); it checks everything again when it runs, so a retry is harmless.
 */
export function defineFulfilmentJobs(deps: Deps): void {
  deps.jobs.define<{ orderId: number }>(
    DELIVER_ORDER_JOB,
    async (data) => {
      await deliverOrder(deps, data.orderId);
    },
    { retryLimit: 10, ...JOB_LIMITS.delivery },
  );
  deps.jobs.define<PauseUnpaidAccessData>(PAUSE_UNPAID_ACCESS_JOB, async (data) => {
    await pauseUnpaidAccess(deps, data);
  });
}
