import { and, eq, inArray } from "drizzle-orm";
import { unpaidPauseAt } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { lockOrder } from "../../orders/repository.ts";
import { orderRates } from "../../orders/tables.ts";
import { accessSettingsOf } from "../access-settings.ts";
import { isDeliverable } from "../repository.ts";
import { OWED_RATE_STATES, type PauseUnpaidAccessData } from "../unpaid-pause.ts";
import { enqueuePause } from "./schedule-unpaid-pause.ts";
import { revokeDelivery } from "./revoke-delivery.ts";

export type PauseOutcome = "paused" | "not_due" | "unchanged";

/**
 * The delayed pause job (scheduleUnpaidPause): everything is checked again under the order's
 * lock, since days have passed. Nothing happens when the rate was paid (or skipped by a
 * cancellation) meanwhile, when the order was refunded, cancelled or ended, or when the seller
 * now keeps access. Time is the platform's clock (a test installation's may run ahead); a job
 * that comes early, because the seller lengthened the grace days, waits again for the rest.
 */
export async function pauseUnpaidAccess(deps: Deps, data: PauseUnpaidAccessData): Promise<PauseOutcome> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, data.orderId);
    if (!order || !isDeliverable(order)) return "unchanged";
    const [rate] = await tx
      .select()
      .from(orderRates)
      .where(
        and(
          eq(orderRates.id, data.orderRateId),
          eq(orderRates.orderId, order.id),
          inArray(orderRates.state, [...OWED_RATE_STATES]),
        ),
      );
    if (!rate) return "unchanged";
    const settings = await accessSettingsOf(tx, order.sellerId);
    if (settings.unpaid_access !== "suspend") return "unchanged";
    const at = unpaidPauseAt(rate.dunningSince ?? rate.updatedAt, settings.grace_days);
    if (at > deps.clock.now()) {
      await enqueuePause(deps, tx, data, at);
      return "not_due";
    }
    await revokeDelivery(deps, tx, order.id, "unpaid");
    return "paused";
  });
}
