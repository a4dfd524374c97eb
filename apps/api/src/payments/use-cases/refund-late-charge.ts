import { and, eq } from "drizzle-orm";
import { chargePostings, formatMoney, PAYMENT_LOG_TRANSITIONS, refundPostings } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { postLedger } from "../../ledger/index.ts";
import { queueMail } from "../../notifications/index.ts";
import { lockOrder, type OrderRow } from "../../orders/repository.ts";
import { orderMailContext } from "../../orders/buyer-mail.ts";
import { transit } from "../../orders/lifecycle.ts";
import { REFUND_LATE_CHARGE_JOB } from "../../platform/jobs/names.ts";
import { payments } from "../tables.ts";
import { providerFor } from "../registry.ts";
import { providerAccountOf } from "./execute-payment.ts";

type PaymentRow = typeof payments.$inferSelect;

/** The payment log's failure code of an attempt whose late charge is given back. */
export const LATE_CHARGE_CODE = "late_charge_refunded";

/**
 * The provider took money for an attempt we had already given up (expired with its checkout, or
 * cancelled): a 3-D Secure passed after the window, a late webhook, a lost answer found later.
 * Its order was cancelled and its stock released (or another attempt paid it), so the money goes
 * back, never kept and never dropped; why not revive the order: docs/payments.md, "Late charges
 * are refunded". In the caller's transaction, payment row locked:
 * the attempt keeps its final state (an attempt is decided once) but records the charge — its
 * reference, fee and time — the ledger books it, and a refund row is written for the job that
 * pays it out, idempotent by this payment's id.
 */
export async function recordLateCharge(
  deps: Deps,
  tx: Tx,
  payment: PaymentRow,
  charge: { providerRef: string; fee: number },
): Promise<void> {
  // A late answer repeated (webhook and return page both) finds the charge already recorded.
  if (payment.settledAt) return;
  const now = deps.clock.now();
  await tx
    .update(payments)
    .set({
      providerRef: charge.providerRef,
      providerFee: charge.fee,
      settledAt: now,
      failureCode: LATE_CHARGE_CODE,
      nextAction: null,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  deps.log.warn(
    { paymentId: payment.id, orderId: payment.orderId, state: payment.state, amount: payment.amount },
    "a charge arrived for a payment already given up; it is refunded",
  );
  // A zero-amount attempt (a trial's saved method) took no money: nothing to give back.
  if (payment.amount <= 0) return;
  const context = {
    currency: payment.currency,
    sellerId: payment.sellerId,
    orderId: payment.orderId,
    orderRateId: payment.orderRateId,
  };
  // No platform fee: no sale happened. The provider keeps its fee, which the seller bears as on
  // any refund.
  await postLedger(
    tx,
    chargePostings({
      sellerId: payment.sellerId,
      provider: payment.provider,
      amount: payment.amount,
      providerFee: charge.fee,
      platformFee: 0,
      vatAmount: 0,
    }),
    { ...context, paymentId: payment.id },
  );
  await tx.insert(payments).values({
    sellerId: payment.sellerId,
    orderId: payment.orderId,
    orderRateId: payment.orderRateId,
    kind: "refund",
    provider: payment.provider,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    testMode: payment.testMode,
    parentId: payment.id,
  });
  await deps.jobs.enqueue(tx, REFUND_LATE_CHARGE_JOB, { paymentId: payment.id });
}

/**
 * The job: asks the provider to refund the late charge under the refund row's id (the provider
 * deduplicates it, so a retried job never pays out twice) and books the answer. Throws while the
 * refund is not through, so the job queue retries it with backoff.
 */
export async function refundLateCharge(deps: Deps, data: { paymentId: number }): Promise<void> {
  const [charge] = await deps.db.select().from(payments).where(eq(payments.id, data.paymentId));
  const [refund] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.parentId, data.paymentId), eq(payments.kind, "refund")));
  if (!charge?.providerRef || !refund) return;
  if (refund.state !== "waiting" && refund.state !== "pending") return;
  const adapter = providerFor(deps, charge.provider);
  const account = await providerAccountOf(deps, charge.sellerId, charge.provider);
  if (!adapter || !account)
    throw new Error(`late charge ${charge.id}: provider ${charge.provider} unavailable`);
  const outcome = await adapter.refund(
    { paymentId: refund.id, chargeRef: charge.providerRef, amount: refund.amount, currency: refund.currency },
    account,
  );
  if (outcome.status !== "succeeded") {
    // On its way: the reference lets the provider's refund webhook find the row meanwhile.
    if (outcome.status === "pending" && refund.state === "waiting")
      await deps.db
        .update(payments)
        .set({
          state: transit(PAYMENT_LOG_TRANSITIONS, refund.state, "process", "refund"),
          providerRef: outcome.providerRef,
          updatedAt: deps.clock.now(),
        })
        .where(and(eq(payments.id, refund.id), eq(payments.state, "waiting")));
    deps.log.warn(
      { paymentId: charge.id, refundId: refund.id, outcome },
      "late charge refund not through yet",
    );
    throw new Error(`late charge ${charge.id}: refund ${outcome.status}`);
  }
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, refund.id)).for("update");
    if (locked) await bookLateRefund(deps, tx, locked, outcome.providerRef);
  });
}

/**
 * The provider paid a late charge back: the refund row (locked by the caller) becomes successful,
 * the ledger books it and the buyer is told. Also reached from a refund webhook
 * (orders' applyRefundOutcome), whichever comes first; the second finds it done.
 */
export async function bookLateRefund(
  deps: Deps,
  tx: Tx,
  refund: PaymentRow,
  providerRef: string | null,
): Promise<void> {
  if (refund.state !== "waiting" && refund.state !== "pending") return;
  const now = deps.clock.now();
  await tx
    .update(payments)
    .set({
      state: transit(PAYMENT_LOG_TRANSITIONS, refund.state, "succeed", "refund"),
      providerRef,
      settledAt: now,
      updatedAt: now,
    })
    .where(eq(payments.id, refund.id));
  await postLedger(
    tx,
    refundPostings({
      sellerId: refund.sellerId,
      provider: refund.provider,
      amount: refund.amount,
      vatAmount: 0,
    }),
    {
      currency: refund.currency,
      sellerId: refund.sellerId,
      orderId: refund.orderId,
      orderRateId: refund.orderRateId,
      paymentId: refund.id,
    },
  );
  const order = await lockOrder(tx, refund.orderId);
  if (order) await tellBuyer(deps, tx, order, refund.amount);
  deps.log.info({ paymentId: refund.parentId, refundId: refund.id }, "late charge refunded");
}

/** Whether a refund row gives back a late charge (recordLateCharge) rather than a sale. */
export async function isLateChargeRefund(tx: Tx, refund: PaymentRow): Promise<boolean> {
  if (!refund.parentId) return false;
  const [parent] = await tx
    .select({ failureCode: payments.failureCode })
    .from(payments)
    .where(eq(payments.id, refund.parentId));
  return parent?.failureCode === LATE_CHARGE_CODE;
}

async function tellBuyer(deps: Deps, tx: Tx, order: OrderRow, amount: number): Promise<void> {
  const mail = await orderMailContext(tx, order);
  if (!mail) return;
  const { buyer } = mail;
  await queueMail(deps, tx, {
    userId: null,
    to: buyer.email,
    template: "late_payment_refunded",
    locale: buyer.locale,
    vars: {
      name: buyer.firstName,
      product: mail.productName,
      seller: mail.seller.name,
      amount: formatMoney(amount, order.currency, buyer.locale),
    },
    actionPath: mail.managePath,
  });
}
