import {
  chargePostings,
  dunningFeePostings,
  nextSubscriptionRate,
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_TRANSITIONS,
  saleFee,
  type Posting,
  type SchedulePlanPrefs,
} from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import type { PostingContext } from "../ledger/index.ts";
import type { orderRates } from "./tables.ts";
import type { OrderRateRow, OrderRow } from "./repository.ts";
import { transit } from "./lifecycle.ts";
import { rateCommissions, type NewCommission } from "../affiliates/commissions/index.ts";

// What follows from a paid rate, as pure decisions over rows already read: recordRatePaid applies
// them to one rate, the recurring charges (record-charge-outcomes.ts) to a batch in one go.

export interface PaidCharge {
  paymentId: number;
  /** What pays the rate: the payment's amount without its dunning fees. */
  amount: number;
  /** The dunning fees the same payment collected (a reminder's pay link); 0 otherwise. */
  dunningFee?: number;
  providerFee: number;
  provider: string;
}

/** Rates still to be paid: while one is left the order is paying, without one it is complete. */
export const OPEN_RATE_STATES: ReadonlySet<string> = new Set([
  "future",
  "pending",
  "unpaid",
  "debt",
  "partly_paid",
]);

/** A running subscription gets its next rate when one is paid; null for every other plan. */
export function nextRateOf(order: OrderRow, rate: OrderRateRow): typeof orderRates.$inferInsert | null {
  const plan = order.plan as { form: string; prefs: SchedulePlanPrefs; recurringAmount?: number };
  if (plan.form !== "subscription" || order.state === "unsubscribed" || order.state === "cancelled")
    return null;
  const next = nextSubscriptionRate(plan.prefs, {
    number: rate.number,
    dueAt: rate.dueAt,
    amount: rate.amount,
  });
  return {
    orderId: order.id,
    sellerId: order.sellerId,
    number: next.number,
    dueAt: next.dueAt,
    amount: plan.recurringAmount ?? next.amount,
    currency: order.currency,
  };
}

/**
 * The order's state and payment state once a rate is paid, given all its rates as they are after
 * it (the next subscription rate included). The first paid rate finalizes the order; the last
 * one closes it; a paid overdue rate resumes a paused order.
 */
export function orderStatesAfterPaid(
  order: Pick<OrderRow, "state" | "paymentState">,
  rates: readonly Pick<OrderRateRow, "state">[],
  first: boolean,
): { state: string; paymentState: string } {
  let state = order.state;
  let paymentState = order.paymentState;
  if (first) state = transit(ORDER_TRANSITIONS, state, "first_payment_succeeded", "order");
  if (!rates.some((r) => OPEN_RATE_STATES.has(r.state))) {
    state = transit(ORDER_TRANSITIONS, state, "complete", "order");
    paymentState = transit(ORDER_PAYMENT_TRANSITIONS, paymentState, "fully_paid", "order payment");
  } else if (paymentState === "payment_paused") {
    paymentState = transit(ORDER_PAYMENT_TRANSITIONS, paymentState, "rate_recovered", "order payment");
  } else if (paymentState !== "paying") {
    paymentState = transit(ORDER_PAYMENT_TRANSITIONS, paymentState, "first_paid_more_due", "order payment");
  }
  return { state, paymentState };
}

/** Whether a paid amount carries a platform fee a recruiting publisher shares (platform_affiliate). */
export function sharesPlatformFee(deps: Deps, amount: number, currency: string): boolean {
  return deps.config.fees.affiliateShareBasisPoints > 0 && saleFee(deps.config.fees, amount, currency) > 0;
}

/**
 * The ledger transaction of a paid rate: the money at the provider, its fee, the platform's fee,
 * the dunning fees paid with it (the seller's, outside the sale's fees and commissions),
 * and what the rate owes publishers — the stages of its affiliate terms and the platform_affiliate
 * share of the fee — with their commission rows, written by the caller in the same transaction.
 */
export function paidRateLedger(
  deps: Deps,
  order: OrderRow,
  rate: Pick<OrderRateRow, "id" | "number">,
  charge: PaidCharge,
  platformReferrer: number | null = null,
): { postings: Posting[]; context: PostingContext; commissions: NewCommission[] } {
  // By the platform's clock: a sale's age decides when its money can be paid out.
  const now = deps.clock.now();
  // The installation's fee (PLATFORM_FEE_PERCENT / PLATFORM_FEE_FIXED; none by default).
  const platformFee = saleFee(deps.config.fees, charge.amount, order.currency);
  const commissions = rateCommissions({
    order,
    rate,
    paymentId: charge.paymentId,
    amount: charge.amount,
    paidAt: now,
    platformFee,
    platformReferrer,
    platformShareBps: deps.config.fees.affiliateShareBasisPoints,
  });
  return {
    postings: [
      ...chargePostings({
        sellerId: order.sellerId,
        provider: charge.provider,
        amount: charge.amount,
        providerFee: charge.providerFee,
        platformFee,
        // VAT is split out once invoices compute it per buyer country (the invoices issue).
        vatAmount: 0,
      }),
      ...commissions.postings,
      ...dunningFeePostings({
        sellerId: order.sellerId,
        provider: charge.provider,
        amount: charge.dunningFee ?? 0,
      }),
    ],
    context: {
      currency: order.currency,
      sellerId: order.sellerId,
      orderId: order.id,
      orderRateId: rate.id,
      paymentId: charge.paymentId,
      createdAt: now,
    },
    commissions: commissions.rows,
  };
}
