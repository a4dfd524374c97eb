import { and, eq, inArray } from "drizzle-orm";
import {
  chargebackPostings,
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_RATE_TRANSITIONS,
  ORDER_TRANSITIONS,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { postLedger } from "../../ledger/index.ts";
import { payments } from "../../payments/tables.ts";
import { orderRates, orders } from "../tables.ts";
import { lockOrder, lockRate } from "../repository.ts";
import { transitIfAllowed } from "../lifecycle.ts";
import { revokeDelivery } from "../../fulfilment/index.ts";
import { ISSUE_CREDIT_MEMO_JOB } from "../../platform/jobs/names.ts";
import { clawBackCommissions } from "../../affiliates/commissions/index.ts";

/**
 * The buyer's bank took a charge back (provider webhook). Recorded once per dispute: a chargeback
 * row in the payment log, the rate chargebacked, the order's payment chargebacked and nothing
 * more charged, the ledger moving the amount and the provider's dispute fee to the seller, and the
 * credit memo reversing the rate's invoice (billing), as a refund's.
 */
export async function recordChargeback(
  deps: Deps,
  provider: string,
  chargeRef: string,
  dispute: { ref: string; amount: number; fee: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.providerRef, chargeRef),
          eq(payments.kind, "charge"),
        ),
      );
    if (!charge?.orderRateId) return;
    const order = await lockOrder(tx, charge.orderId);
    const rate = await lockRate(tx, charge.orderRateId);
    if (!order || !rate) return;
    const inserted = await tx
      .insert(payments)
      .values({
        sellerId: order.sellerId,
        orderId: order.id,
        orderRateId: rate.id,
        kind: "chargeback",
        provider,
        method: charge.method,
        amount: dispute.amount,
        currency: charge.currency,
        state: "successful",
        providerRef: dispute.ref,
        providerFee: dispute.fee,
        parentId: charge.id,
        testMode: charge.testMode,
        settledAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    const now = deps.clock.now();
    await tx
      .update(orderRates)
      .set({ state: transitIfAllowed(ORDER_RATE_TRANSITIONS, rate.state, "chargeback"), updatedAt: now })
      .where(eq(orderRates.id, rate.id));
    await tx
      .update(orderRates)
      .set({ state: "skipped", updatedAt: now })
      .where(and(eq(orderRates.orderId, order.id), inArray(orderRates.state, ["future", "unpaid"])));
    await tx
      .update(orders)
      .set({
        state: transitIfAllowed(ORDER_TRANSITIONS, order.state, "cancel"),
        paymentState: transitIfAllowed(ORDER_PAYMENT_TRANSITIONS, order.paymentState, "chargeback"),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await revokeDelivery(deps, tx, order.id, "chargebacked");
    // The money went back to the buyer, so the invoice is reversed like a refund's.
    await deps.jobs.enqueue(tx, ISSUE_CREDIT_MEMO_JOB, { paymentId: inserted[0]!.id });
    await postLedger(
      tx,
      chargebackPostings({ sellerId: order.sellerId, provider, amount: dispute.amount, fee: dispute.fee }),
      {
        currency: charge.currency,
        sellerId: order.sellerId,
        orderId: order.id,
        orderRateId: rate.id,
        paymentId: inserted[0]!.id,
      },
    );
    // The publishers give back their commissions on what the bank took back.
    const clawbackMails = await clawBackCommissions(tx, {
      sellerId: order.sellerId,
      orderId: order.id,
      orderRateId: rate.id,
      paymentId: inserted[0]!.id,
      currency: charge.currency,
      rateAmount: rate.paidAmount,
      refundedBefore: rate.refundedAmount,
      refundedNow: dispute.amount,
      now,
    });
    await deps.jobs.enqueueMany(tx, clawbackMails);
  });
}
