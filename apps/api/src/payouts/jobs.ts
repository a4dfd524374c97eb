import { eq } from "drizzle-orm";
import type { Deps } from "../platform/deps.ts";
import { PAYOUT_EVENT_JOB, PAYOUT_SEND_JOB } from "../platform/jobs/names.ts";
import { payoutReconciliations } from "./tables.ts";
import { applyProviderPayoutEvent, type PayoutProviderEvent } from "./use-cases/apply-payout-event.ts";
import { reconcileLedger } from "./use-cases/reconcile-ledger.ts";
import { runScheduledPayouts } from "./use-cases/run-scheduled-payouts.ts";
import { sendPayout } from "./use-cases/send-payout.ts";

/** The reconciliation runs once a day, at the first look after this hour (UTC): a quiet time. */
export const RECONCILE_HOUR_UTC = 2;
const RECONCILE_LOOK_SECONDS = 600;

/** Runs the day's reconciliation unless it ran already (the day's row is unique). */
export async function reconcileIfDue(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  if (now.getUTCHours() < RECONCILE_HOUR_UTC) return;
  const day = now.toISOString().slice(0, 10);
  const [done] = await deps.db
    .select({ id: payoutReconciliations.id })
    .from(payoutReconciliations)
    .where(eq(payoutReconciliations.day, day));
  if (!done) await reconcileLedger(deps);
}

export function definePayoutJobs(deps: Deps): void {
  deps.jobs.define<{ payoutId: number }>(PAYOUT_SEND_JOB, (data) => sendPayout(deps, data.payoutId));
  deps.jobs.define<PayoutProviderEvent>(PAYOUT_EVENT_JOB, (data) => applyProviderPayoutEvent(deps, data));
  deps.jobs.every("payouts.run-scheduled", deps.config.billingTickSeconds, async () => {
    await runScheduledPayouts(deps);
  });
  deps.jobs.every("payouts.reconcile", RECONCILE_LOOK_SECONDS, () => reconcileIfDue(deps));
}
