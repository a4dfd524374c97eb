import { unpaidPauseAt } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor, Tx } from "../../platform/db/client.ts";
import { accessSettingsOf } from "../access-settings.ts";
import { PAUSE_UNPAID_ACCESS_JOB, type PauseUnpaidAccessData } from "../unpaid-pause.ts";
import { revokeDelivery } from "./revoke-delivery.ts";

/** The pause job, due at `at` by the platform's clock (enqueued in the caller's transaction). */
export async function enqueuePause(
  deps: Deps,
  ex: Executor,
  data: PauseUnpaidAccessData,
  at: Date,
): Promise<void> {
  const seconds = Math.ceil((at.getTime() - deps.clock.now().getTime()) / 1000);
  await deps.jobs.enqueue(ex, PAUSE_UNPAID_ACCESS_JOB, data, { startAfterSeconds: Math.max(0, seconds) });
}

/**
 * A rate of a running order just went unpaid (record-rate-failed, in its transaction with the
 * order locked). Where the seller suspends access, it pauses once the grace days since the rate
 * first failed are over: at once without grace days, else by a delayed job that checks again
 * then (the buyer may have paid meanwhile). Where the seller keeps access, nothing happens.
 */
export async function scheduleUnpaidPause(
  deps: Deps,
  tx: Tx,
  order: { id: number; sellerId: number },
  rate: { id: number; dunningSince: Date },
): Promise<void> {
  const settings = await accessSettingsOf(tx, order.sellerId);
  if (settings.unpaid_access !== "suspend") return;
  const at = unpaidPauseAt(rate.dunningSince, settings.grace_days);
  if (at <= deps.clock.now()) return revokeDelivery(deps, tx, order.id, "unpaid");
  await enqueuePause(deps, tx, { orderId: order.id, orderRateId: rate.id }, at);
}
