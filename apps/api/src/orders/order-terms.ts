import type { orders as contracts } from "@sellwerk/contracts";
import { allowsTrialAndStartDay, type PricingPlanType } from "@sellwerk/domain";
// The file, not the context's index: fulfilment imports the orders context back.
import { OWED_RATE_STATES } from "../fulfilment/unpaid-pause.ts";
import { nextDueAt } from "./amounts.ts";
import type { OrderRateRow, OrderRow } from "./repository.ts";

// Three of spec two §3's computed order facts, from the order and its rates alone (no query).

type Rate = Pick<
  OrderRateRow,
  "number" | "state" | "amount" | "paidAmount" | "refundedAmount" | "dueAt" | "dunningSince"
>;

/**
 * Whether a rate is overdue, as dunning counts it (dunning/use-cases/open-overdue-claims.ts
 * `owedRate`): a failed charge or a debt, or a bank wire not paid by its due date — of an order
 * that runs (finalized).
 */
function isOverdue(order: Pick<OrderRow, "state" | "paymentMethod">, rate: Rate, now: Date): boolean {
  if (order.state !== "finalized") return false;
  if (OWED_RATE_STATES.includes(rate.state)) return true;
  return rate.state === "pending" && order.paymentMethod === "bank_wire" && rate.dueAt <= now;
}

/** The order's overdue rates: since when (the oldest), how much is owed, which rates. */
export function orderOverdue(
  order: Pick<OrderRow, "state" | "paymentMethod">,
  rates: readonly Rate[],
  now: Date,
): contracts.OrderDetail["overdue"] {
  const overdue = rates.filter((r) => isOverdue(order, r, now) && r.amount > r.paidAmount);
  // A failed charge is overdue from when it failed, a bank wire from its due date.
  const since = overdue.map((r) => (r.dunningSince ?? r.dueAt).getTime());
  return {
    overdue: overdue.length > 0,
    since: since.length ? new Date(Math.min(...since)).toISOString() : null,
    amount: overdue.reduce((total, r) => total + r.amount - r.paidAmount, 0),
    rate_numbers: overdue.map((r) => r.number),
  };
}

/**
 * The cancellation term: when the order was cancelled, its next due rate, and when it ends — a
 * fixed schedule (installments, limited subscription) with its last rate, a cancelled
 * subscription where its paid period ends (the first rate the cancellation skipped); a running
 * subscription and a one-time payment have no end.
 */
export function cancellationTerm(
  order: Pick<OrderRow, "cancelledAt" | "plan">,
  rates: readonly Rate[],
): contracts.OrderDetail["cancellation_term"] {
  const form = (order.plan as { form?: string }).form;
  const skipped = rates.find((r) => r.state === "skipped");
  const last = rates.at(-1);
  let endsAt: Date | null = null;
  if (form === "subscription") endsAt = order.cancelledAt ? (skipped?.dueAt ?? order.cancelledAt) : null;
  else if (form !== "one_time" && last) endsAt = last.dueAt;
  return {
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    next_due_at: nextDueAt(rates)?.toISOString() ?? null,
    ends_at: endsAt?.toISOString() ?? null,
  };
}

/**
 * Spec two §3 "test period info": a subscription bought with a trial (the plan's trialDays as
 * agreed at checkout) and when the trial ends — the first rate's due date, which the schedule
 * put after the trial, so this is the day the first charge is made. Running while that day is
 * ahead and the order was not cancelled. Null without a trial.
 */
export function testPeriod(
  order: Pick<OrderRow, "plan" | "cancelledAt">,
  rates: readonly Rate[],
  now: Date,
): contracts.OrderDetail["test_period"] {
  const plan = order.plan as { form?: PricingPlanType; prefs?: { trialDays?: unknown } };
  const days = plan.prefs?.trialDays;
  const first = rates.find((r) => r.number === 1);
  // The schedule gives a trial to these plan types only (rateSchedule's firstDueAt).
  if (!plan.form || !allowsTrialAndStartDay(plan.form)) return null;
  if (typeof days !== "number" || days <= 0 || !first) return null;
  return {
    days,
    ends_at: first.dueAt.toISOString(),
    running: first.dueAt > now && order.cancelledAt === null,
  };
}
