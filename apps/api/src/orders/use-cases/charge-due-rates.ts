import { and, asc, eq, isNull, lt, lte } from "drizzle-orm";
import { ORDER_RATE_TRANSITIONS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { payments } from "../../payments/tables.ts";
import { recoverLostCharge } from "../../payments/use-cases/refresh-payment.ts";
import { orderRates, orders } from "../tables.ts";
import { transit } from "../lifecycle.ts";
import { chargeRateOffSession, newRatePayment } from "./charge-rate.ts";

const BATCH = 20;
/** A claimed off-session payment that never got its provider answer is asked again after this. */
const RECOVER_AFTER_MS = 2 * 60_000;

/**
 * The recurring-charge work (DESIGN §7): due rates of running orders are claimed in batches with
 * FOR UPDATE SKIP LOCKED — claimed means moved to pending with a payment row, in one commit — and
 * only then charged. Any number of workers may run this at once; each rate is charged once.
 */
export async function chargeDueRates(deps: Deps): Promise<number> {
  let charged = 0;
  for (;;) {
    const now = deps.clock.now();
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ rate: orderRates, order: orders })
        .from(orderRates)
        .innerJoin(orders, eq(orders.id, orderRates.orderId))
        .where(and(eq(orderRates.state, "future"), lte(orderRates.dueAt, now), eq(orders.state, "finalized")))
        .orderBy(asc(orderRates.dueAt), asc(orderRates.id))
        .limit(BATCH)
        .for("update", { of: orderRates, skipLocked: true });
      const out = [];
      for (const { rate, order } of due) {
        const state = transit(ORDER_RATE_TRANSITIONS, rate.state, "start_async", "order rate");
        await tx.update(orderRates).set({ state, updatedAt: now }).where(eq(orderRates.id, rate.id));
        const payment = await newRatePayment(tx, order, rate, true);
        out.push({ rate: { ...rate, state }, order, paymentId: payment.id });
      }
      return out;
    });
    if (claimed.length === 0) return charged;
    for (const c of claimed) await chargeRateOffSession(deps, c.order, c.rate, c.paymentId);
    charged += claimed.length;
  }
}

/**
 * Off-session payments claimed but never answered (the worker died before, during or after the
 * provider call): the provider is asked for the charge of the payment id first; when it has none
 * (or cannot say), it is charged again with the same payment id, which the provider deduplicates.
 */
export async function recoverStalledCharges(deps: Deps): Promise<void> {
  const before = new Date(deps.clock.now().getTime() - RECOVER_AFTER_MS);
  const stalled = await deps.db
    .select({ payment: payments, rate: orderRates, order: orders })
    .from(payments)
    .innerJoin(orderRates, eq(orderRates.id, payments.orderRateId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.state, "waiting"),
        eq(payments.offSession, true),
        eq(payments.kind, "charge"),
        isNull(payments.providerRef),
        lt(payments.createdAt, before),
      ),
    )
    .limit(BATCH);
  for (const s of stalled)
    if ((await recoverLostCharge(deps, s.payment)) !== "found")
      await chargeRateOffSession(deps, s.order, s.rate, s.payment.id);
}
