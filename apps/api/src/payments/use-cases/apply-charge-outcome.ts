import { eq, sql } from "drizzle-orm";
import {
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_RATE_TRANSITIONS,
  ORDER_TRANSITIONS,
  PAYMENT_LOG_TRANSITIONS,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor, Tx } from "../../platform/db/client.ts";
import { compiled, slot } from "../../platform/db/compiled.ts";
import { orderRates, orders, reservations } from "../../orders/tables.ts";
import { transit, transitIfAllowed } from "../../orders/lifecycle.ts";
import { recordMethodSaved, recordRatePaid } from "../../orders/use-cases/record-rate-paid.ts";
import { recordRateFailed } from "../../orders/use-cases/record-rate-failed.ts";
import { paymentInstruments, payments } from "../tables.ts";
import type { ChargeOutcome, SavedInstrument } from "../providers/provider.ts";
import { recordLateCharge } from "./refund-late-charge.ts";
import { orderMailColumns, orderMailContextOf } from "../../orders/buyer-mail.ts";
import { users } from "../../identity/tables.ts";
import { products } from "../../catalog/tables.ts";

export type PaymentRow = typeof payments.$inferSelect;

const FINAL = new Set(["successful", "partially_paid", "denied", "error", "canceled", "expired"]);
/**
 * Attempts that ended without money: ended by us (the checkout expired, the attempt was cancelled)
 * or by an answer that later proves wrong (a decline or an error reported for a charge the
 * provider then completes). The buyer may have paid again since, so such money goes back.
 */
const ENDED_WITHOUT_MONEY = new Set(["canceled", "expired", "denied", "error"]);
/** How long an order waits for an asynchronous first payment (SEPA return window, bank wire). */
const ASYNC_HOLD_DAYS = 14;

/** A charge's success, the write of every paid checkout: built once (platform/db/compiled.ts). */
const markSucceeded = compiled((ex: Executor) =>
  ex
    .update(payments)
    .set({
      state: slot("state"),
      providerRef: slot("providerRef"),
      providerFee: slot("providerFee"),
      nextAction: null,
      settledAt: slot("now"),
      updatedAt: slot("now"),
    })
    .where(eq(payments.id, sql.placeholder("id")))
    .returning(),
);

/**
 * Applies what a provider said about a charge — from the synchronous answer, a return from a
 * challenge, a webhook or a job — under the payment's row lock. A payment already final keeps its
 * state, so duplicate and late reports converge on the first final answer; a success reported
 * for an attempt already ended without money is recorded and refunded (recordLateCharge).
 */
export async function applyChargeOutcome(
  deps: Deps,
  paymentId: number,
  outcome: ChargeOutcome,
): Promise<PaymentRow | null> {
  return deps.db.transaction(async (tx) => {
    const { payment: locked, order, rate, mail } = await lockPaymentWithRate(tx, paymentId);
    if (!locked) return null;
    if (FINAL.has(locked.state)) {
      // Money taken for an attempt we gave up is given back; any other late report is a duplicate.
      if (outcome.status === "succeeded" && locked.kind === "charge" && ENDED_WITHOUT_MONEY.has(locked.state))
        await recordLateCharge(deps, tx, locked, { providerRef: outcome.providerRef, fee: outcome.fee });
      return locked;
    }
    if (!order || !rate) return locked;
    const now = deps.clock.now();
    const update = (values: Partial<typeof payments.$inferInsert>) =>
      tx
        .update(payments)
        .set({ ...values, updatedAt: now })
        .where(eq(payments.id, locked.id))
        .returning();

    switch (outcome.status) {
      case "succeeded": {
        const [row] = await markSucceeded(tx, {
          id: locked.id,
          state: transit(PAYMENT_LOG_TRANSITIONS, locked.state, "succeed", "payment"),
          providerRef: outcome.providerRef,
          providerFee: outcome.fee,
          now,
        });
        if (outcome.instrument) await saveInstrument(tx, locked, outcome.instrument);
        // A zero-amount payment against a rate still to come only saved the method (a trial).
        if (locked.amount === 0 && rate.amount > 0) {
          await recordMethodSaved(deps, tx, order);
          return row ?? null;
        }
        await recordRatePaid(
          deps,
          tx,
          order,
          rate,
          {
            paymentId: locked.id,
            // A reminder's pay link charged the claim's fees with the rate (docs/dunning.md).
            amount: locked.amount - locked.dunningFee,
            dunningFee: locked.dunningFee,
            providerFee: outcome.fee,
            provider: locked.provider,
          },
          mail,
        );
        return row ?? null;
      }
      case "requires_action": {
        const [row] = await update({
          providerRef: outcome.providerRef,
          nextAction: { ...outcome.nextAction },
        });
        return row ?? null;
      }
      case "processing": {
        const [row] = await update({
          state: transitIfAllowed(PAYMENT_LOG_TRANSITIONS, locked.state, "process"),
          providerRef: outcome.providerRef,
          nextAction: null,
        });
        if (outcome.instrument) await saveInstrument(tx, locked, outcome.instrument);
        // A trial's mandate on its way (SEPA): nothing is charged now, so the order runs already.
        if (locked.amount === 0 && rate.amount > 0) {
          await recordMethodSaved(deps, tx, order);
          return row ?? null;
        }
        await tx
          .update(orderRates)
          .set({ state: transitIfAllowed(ORDER_RATE_TRANSITIONS, rate.state, "start_async"), updatedAt: now })
          .where(eq(orderRates.id, rate.id));
        if (order.state === "draft") {
          await tx
            .update(orders)
            .set({
              state: transit(ORDER_TRANSITIONS, order.state, "await_payment", "order"),
              paymentState: transit(
                ORDER_PAYMENT_TRANSITIONS,
                order.paymentState,
                "start_async",
                "order payment",
              ),
              updatedAt: now,
            })
            .where(eq(orders.id, order.id));
          // Stock stays held while the money is on its way.
          await tx
            .update(reservations)
            .set({ expiresAt: new Date(now.getTime() + ASYNC_HOLD_DAYS * 86_400_000) })
            .where(eq(reservations.orderId, order.id));
        }
        return row ?? null;
      }
      case "failed": {
        const [row] = await update({
          state: transit(PAYMENT_LOG_TRANSITIONS, locked.state, "deny", "payment"),
          providerRef: outcome.providerRef ?? locked.providerRef,
          failureCode: outcome.code,
          failureMessage: outcome.message ?? null,
          nextAction: null,
        });
        await recordRateFailed(deps, tx, order, rate, outcome.code);
        return row ?? null;
      }
    }
  });
}

/**
 * The payment with its order and rate, all three locked, in one statement (issue 11: the paid
 * checkout's round trips): rows are locked in the order the join returns them, payment, order,
 * rate — the order the separate locks took before. With them, unlocked, what the paid order's
 * mails name (its seller and product: one round trip less for a paid checkout); locking those
 * would queue every payment of a seller behind one another. A payment without a rate (or whose
 * order or rate is gone) is locked alone. Built once (platform/db/compiled.ts): every payment
 * runs it.
 */
const lockedPaymentWithRate = compiled((ex: Executor) =>
  ex
    .select({ payment: payments, order: orders, rate: orderRates, mail: orderMailColumns })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(orderRates, eq(orderRates.id, payments.orderRateId))
    .innerJoin(users, eq(users.id, orders.sellerId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(payments.id, sql.placeholder("paymentId")))
    .for("update", { of: [payments, orders, orderRates] }),
);

async function lockPaymentWithRate(tx: Tx, paymentId: number) {
  const [found] = await lockedPaymentWithRate(tx, { paymentId });
  if (found) return { ...found, mail: orderMailContextOf(found.order, found.mail) };
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return { payment: payment ?? null, order: null, rate: null, mail: null };
}

/** The method a later rate or upsell is charged with; the newest one replaces the others. */
async function saveInstrument(tx: Tx, payment: PaymentRow, instrument: SavedInstrument): Promise<void> {
  await tx
    .update(paymentInstruments)
    .set({ active: false })
    .where(eq(paymentInstruments.orderId, payment.orderId));
  await tx.insert(paymentInstruments).values({
    sellerId: payment.sellerId,
    orderId: payment.orderId,
    provider: payment.provider,
    method: payment.method,
    customerRef: instrument.customerRef,
    methodRef: instrument.methodRef,
    display: instrument.display,
  });
}
