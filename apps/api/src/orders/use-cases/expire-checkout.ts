import { and, eq, inArray, isNull } from "drizzle-orm";
import { ORDER_PAYMENT_TRANSITIONS, ORDER_TRANSITIONS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { payments } from "../../payments/tables.ts";
import { orders } from "../tables.ts";
import { settleReservations, type OrderRow } from "../repository.ts";
import { transit } from "../lifecycle.ts";

/**
 * A checkout that will not be paid: abandoned, its bank wire never arrived, or its debit came
 * back. The order is cancelled, its held stock freed, its open payment attempts expired — all in
 * the caller's transaction with the order row locked.
 */
export async function expireCheckout(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  code: string | null,
): Promise<void> {
  const now = deps.clock.now();
  await settleReservations(tx, order.id, "release");
  await tx
    .update(payments)
    .set({ state: "expired", failureCode: code ?? "checkout_expired", updatedAt: now })
    .where(
      and(
        eq(payments.orderId, order.id),
        inArray(payments.state, ["waiting", "pending"]),
        isNull(payments.settledAt),
      ),
    );
  await tx
    .update(orders)
    .set({
      state: transit(ORDER_TRANSITIONS, order.state, "expire", "order"),
      paymentState: transit(ORDER_PAYMENT_TRANSITIONS, order.paymentState, "not_completed", "order payment"),
      cancelledAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
}
