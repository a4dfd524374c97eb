import { and, eq, inArray } from "drizzle-orm";
import { ORDER_PAYMENT_TRANSITIONS, ORDER_RATE_TRANSITIONS, ORDER_TRANSITIONS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { orderRates, orders } from "../tables.ts";
import { findOrderByToken, lockOrder } from "../repository.ts";
import { transit } from "../lifecycle.ts";
import { revokeDelivery } from "../../fulfilment/index.ts";

/**
 * Ends a running subscription (the buyer on the manage page): no further rates are charged —
 * future and unpaid ones are skipped — and what was paid stays paid. Access until the end of the
 * paid period is the fulfilment's business (issue 5).
 */
export async function cancelSubscription(deps: Deps, token: string): Promise<void> {
  const found = await findOrderByToken(deps.db, token);
  if (!found) throw new AppError("NOT_FOUND");
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order || order.state !== "finalized" || (order.plan as { form: string }).form !== "subscription")
      throw new AppError("ORDER_STATE_INVALID");
    const now = deps.clock.now();
    const open = await tx
      .select()
      .from(orderRates)
      .where(and(eq(orderRates.orderId, order.id), inArray(orderRates.state, ["future", "unpaid"])))
      .for("update");
    for (const rate of open)
      await tx
        .update(orderRates)
        .set({ state: transit(ORDER_RATE_TRANSITIONS, rate.state, "skip", "order rate"), updatedAt: now })
        .where(eq(orderRates.id, rate.id));
    await tx
      .update(orders)
      .set({
        state: transit(ORDER_TRANSITIONS, order.state, "unsubscribe", "order"),
        paymentState: transit(ORDER_PAYMENT_TRANSITIONS, order.paymentState, "cancel", "order payment"),
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    // Access runs to the end of the paid period, then ends (fulfilment decides the date).
    await revokeDelivery(deps, tx, order.id, "unsubscribed");
  });
}
