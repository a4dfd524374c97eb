import type { Deps } from "../platform/deps.ts";
import { DELIVER_ORDER_JOB } from "../platform/jobs/names.ts";
import { deliverOrder } from "./use-cases/deliver-order.ts";

/**
 * Fulfilment's worker: orders enqueue `fulfilment.deliver` in the transaction where the first
 * payment succeeded (or a trial started). A failed run (a crash, an empty key pool) throws, rolls
 * back the product it was on, and pg-boss retries with backoff; delivered products are skipped.
 */
export function defineFulfilmentJobs(deps: Deps): void {
  deps.jobs.define<{ orderId: number }>(
    DELIVER_ORDER_JOB,
    async (data) => {
      await deliverOrder(deps, data.orderId);
    },
    10,
  );
}
