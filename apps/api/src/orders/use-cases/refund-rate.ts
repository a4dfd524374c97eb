import { and, eq, inArray, sql } from "drizzle-orm";
import {
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_RATE_TRANSITIONS,
  ORDER_TRANSITIONS,
  PAYMENT_LOG_TRANSITIONS,
  refundPostings,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { IdempotencyClaim } from "../../platform/http/idempotency.ts";
import { postLedger } from "../../ledger/index.ts";
import { payments } from "../../payments/tables.ts";
import { providerFor } from "../../payments/registry.ts";
import { providerAccountOf } from "../../payments/use-cases/execute-payment.ts";
import { bookLateRefund, isLateChargeRefund } from "../../payments/use-cases/refund-late-charge.ts";
import { orderRates, orders } from "../tables.ts";
import { lockOrder, lockRate, ratesOf } from "../repository.ts";
import { transit, transitIfAllowed } from "../lifecycle.ts";
import { ISSUE_CREDIT_MEMO_JOB } from "../../platform/jobs/names.ts";
import { revokeDelivery } from "../../fulfilment/index.ts";
import { clawBackCommissions } from "../../affiliates/commissions/index.ts";

export interface RefundResult {
  payment_id: number;
  state: string;
  amount: number;
  failure_code: string | null;
}

/**
 * Refunds (part of) a paid rate through the provider that charged it (POST …/refund, with an
 * Idempotency-Key). The refund row is committed before the provider call; its id is the
 * provider's idempotency key. A full refund of every paid rate refunds the order, and a refunded
 * subscription charges nothing more.
 */
export async function refundRate(
  deps: Deps,
  sellerId: number,
  orderId: number,
  rateNumber: number,
  amount: number,
  claim?: IdempotencyClaim<RefundCheckpoint>,
): Promise<RefundResult> {
  if (claim?.resumed) return resumeRefund(deps, sellerId, claim.resumed.refundId);
  const prepared = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.sellerId !== sellerId) throw new AppError("NOT_FOUND");
    const [rateRow] = await tx
      .select()
      .from(orderRates)
      .where(and(eq(orderRates.orderId, orderId), eq(orderRates.number, rateNumber)));
    const rate = rateRow ? await lockRate(tx, rateRow.id) : null;
    if (!rate) throw new AppError("NOT_FOUND");
    if (rate.state !== "paid" && rate.state !== "partly_paid") throw new AppError("ORDER_STATE_INVALID");
    // Refunds still on their way count as given back: the rate's row lock orders concurrent
    // refunds, and without this each would see the whole amount, and the provider pay it out
    // again before the first answer is applied.
    const left = rate.paidAmount - rate.refundedAmount - (await openRefunds(tx, rate.id));
    if (left <= 0) throw new AppError("ORDER_STATE_INVALID");
    if (amount > left) throw new AppError("INVALID_INPUT", { param: "amount", code: "refund_too_large" });
    const [charge] = await tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.orderRateId, rate.id), eq(payments.kind, "charge"), eq(payments.state, "successful")),
      );
    if (!charge?.providerRef)
      throw new AppError("INVALID_INPUT", { param: "amount", code: "refund_not_possible" });
    const [refund] = await tx
      .insert(payments)
      .values({
        sellerId,
        orderId,
        orderRateId: rate.id,
        kind: "refund",
        provider: charge.provider,
        method: charge.method,
        amount,
        currency: rate.currency,
        testMode: charge.testMode,
        parentId: charge.id,
      })
      .returning();
    await claim?.checkpoint(tx, { refundId: refund!.id });
    return { refund: refund!, charge };
  });
  return sendRefund(deps, prepared.refund, prepared.charge);
}

/** What a refund committed before the provider was called (platform/http/idempotency.ts). */
export interface RefundCheckpoint {
  refundId: number;
}

type PaymentRow = typeof payments.$inferSelect;

/** Asks the provider to refund, under the refund row's id as its idempotency key. */
async function sendRefund(deps: Deps, refund: PaymentRow, charge: PaymentRow): Promise<RefundResult> {
  const adapter = providerFor(deps, charge.provider);
  const account = await providerAccountOf(deps, refund.sellerId, charge.provider);
  const outcome =
    adapter && account
      ? await adapter.refund(
          {
            paymentId: refund.id,
            chargeRef: charge.providerRef!,
            amount: refund.amount,
            currency: refund.currency,
          },
          account,
        )
      : ({ status: "failed", providerRef: null, code: "provider_unavailable" } as const);
  return applyRefundOutcome(deps, refund.id, outcome);
}

/**
 * A refund whose request died after its row committed (a retry with the same key): still
 * unanswered, the provider is asked again under the same refund id, which it deduplicates.
 */
async function resumeRefund(deps: Deps, sellerId: number, refundId: number): Promise<RefundResult> {
  const [refund] = await deps.db.select().from(payments).where(eq(payments.id, refundId));
  if (!refund || refund.sellerId !== sellerId) throw new AppError("NOT_FOUND");
  const [charge] = refund.parentId
    ? await deps.db.select().from(payments).where(eq(payments.id, refund.parentId))
    : [];
  if (refund.state === "waiting" && charge) return sendRefund(deps, refund, charge);
  return {
    payment_id: refund.id,
    state: refund.state,
    amount: refund.amount,
    failure_code: refund.failureCode,
  };
}

/** What refunds of a rate already asked the provider for and have no final answer yet. */
async function openRefunds(tx: Tx, rateId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.orderRateId, rateId),
        eq(payments.kind, "refund"),
        inArray(payments.state, ["waiting", "pending"]),
      ),
    );
  return row?.sum ?? 0;
}

export async function applyRefundOutcome(
  deps: Deps,
  refundId: number,
  outcome: { status: "succeeded" | "pending" | "failed"; providerRef: string | null; code?: string },
): Promise<RefundResult> {
  return deps.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(payments).where(eq(payments.id, refundId)).for("update");
    if (!refund) throw new AppError("NOT_FOUND");
    const answer = (state: string, code: string | null): RefundResult => ({
      payment_id: refund.id,
      state,
      amount: refund.amount,
      failure_code: code,
    });
    if (refund.state !== "waiting" && refund.state !== "pending")
      return answer(refund.state, refund.failureCode);
    // A late charge's refund belongs to no paid rate: it is booked by its own rules.
    if (outcome.status === "succeeded" && (await isLateChargeRefund(tx, refund))) {
      await bookLateRefund(deps, tx, refund, outcome.providerRef);
      return answer("successful", null);
    }
    const now = deps.clock.now();
    if (outcome.status !== "succeeded") {
      const event = outcome.status === "pending" ? "process" : "deny";
      const state = transit(PAYMENT_LOG_TRANSITIONS, refund.state, event, "refund");
      await tx
        .update(payments)
        .set({ state, providerRef: outcome.providerRef, failureCode: outcome.code ?? null, updatedAt: now })
        .where(eq(payments.id, refund.id));
      return answer(state, outcome.code ?? null);
    }
    await tx
      .update(payments)
      .set({ state: "successful", providerRef: outcome.providerRef, settledAt: now, updatedAt: now })
      .where(eq(payments.id, refund.id));
    const order = (await lockOrder(tx, refund.orderId))!;
    const rate = (await lockRate(tx, refund.orderRateId!))!;
    const refunded = rate.refundedAmount + refund.amount;
    await tx
      .update(orderRates)
      .set({
        refundedAmount: refunded,
        state:
          refunded >= rate.paidAmount
            ? transit(ORDER_RATE_TRANSITIONS, rate.state, "refund", "order rate")
            : rate.state,
        updatedAt: now,
      })
      .where(eq(orderRates.id, rate.id));
    const rates = await ratesOf(tx, order.id);
    const fullyRefunded = rates.every((r) => r.state !== "paid" && r.state !== "partly_paid");
    if (fullyRefunded) {
      for (const r of rates.filter((r) => r.state === "future" || r.state === "unpaid"))
        await tx.update(orderRates).set({ state: "skipped", updatedAt: now }).where(eq(orderRates.id, r.id));
      await tx
        .update(orders)
        .set({
          state: transitIfAllowed(ORDER_TRANSITIONS, order.state, "refund"),
          paymentState: transitIfAllowed(ORDER_PAYMENT_TRANSITIONS, order.paymentState, "refund"),
          updatedAt: now,
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.id, order.id));
      // Given back in full: what it gave (access, tickets, certificates) ends with it.
      await revokeDelivery(deps, tx, order.id, "refunded");
    }
    await deps.jobs.enqueue(tx, ISSUE_CREDIT_MEMO_JOB, { paymentId: refund.id });
    await postLedger(
      tx,
      refundPostings({
        sellerId: order.sellerId,
        provider: refund.provider,
        amount: refund.amount,
        vatAmount: 0,
      }),
      {
        currency: refund.currency,
        sellerId: order.sellerId,
        orderId: order.id,
        orderRateId: rate.id,
        paymentId: refund.id,
      },
    );
    // The publishers give back their part of what was refunded (docs/affiliates.md "Commissions").
    const clawbackMails = await clawBackCommissions(tx, {
      sellerId: order.sellerId,
      orderId: order.id,
      orderRateId: rate.id,
      paymentId: refund.id,
      currency: refund.currency,
      rateAmount: rate.paidAmount,
      refundedBefore: rate.refundedAmount,
      refundedNow: refund.amount,
      now,
    });
    await deps.jobs.enqueueMany(tx, clawbackMails);
    return answer("successful", null);
  });
}
