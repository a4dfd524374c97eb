import type { OrderRateState, OrderState, PaymentLogState, PaymentState } from "../states/lists.ts";

// The checkout's lifecycles as data (DESIGN §5; docs/orders-lifecycle.md). The specs list the
// states (core §4, spec two §4) but no transitions: these tables are ours. Each is written event
// first — "what may this event do?" is the question a webhook handler or job asks — and a missing
// entry is a refused transition, so anything not written down cannot happen.

/** event → (from state → to state). */
export type TransitionTable<S extends string, E extends string> = {
  readonly [event in E]: Readonly<Partial<Record<S, S>>>;
};

/** Where `event` takes `from`, or null when the table does not allow it. */
export function nextState<S extends string, E extends string>(
  table: TransitionTable<S, E>,
  from: S,
  event: E,
): S | null {
  // hasOwn: an event or state named like an Object.prototype member must not match anything.
  const row = Object.hasOwn(table, event) ? table[event] : undefined;
  return row && Object.hasOwn(row, from) ? (row[from] ?? null) : null;
}

export function canTransition<S extends string, E extends string>(
  table: TransitionTable<S, E>,
  from: S,
  event: E,
): boolean {
  return nextState(table, from, event) !== null;
}

/** The events allowed in `from`, in the table's order (for buttons and admin actions). */
export function allowedEvents<S extends string, E extends string>(
  table: TransitionTable<S, E>,
  from: S,
): E[] {
  return (Object.keys(table) as E[]).filter((event) => canTransition(table, from, event));
}

// --- the order (spec two calls it "deal") ---

export const ORDER_EVENTS = [
  "await_payment",
  "first_payment_succeeded",
  "complete",
  "cancel",
  "expire",
  "unsubscribe",
  "refund",
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * A declined first payment is no event: the order stays a draft so the buyer can try again.
 * cancelled and refunded are final; closed and unsubscribed only allow a refund.
 */
export const ORDER_TRANSITIONS: TransitionTable<OrderState, OrderEvent> = {
  // The first payment is processing asynchronously (SEPA, bank wire).
  await_payment: { draft: "ready" },
  first_payment_succeeded: { draft: "finalized", ready: "finalized" },
  // Every rate paid, or a one-time order paid.
  complete: { finalized: "closed" },
  cancel: { draft: "cancelled", ready: "cancelled", finalized: "cancelled" },
  // Abandoned, or the asynchronous first payment failed.
  expire: { draft: "cancelled", ready: "cancelled" },
  // Buyer or seller ended a subscription: no further rates, what was paid stays paid.
  unsubscribe: { finalized: "unsubscribed" },
  // Fully refunded; a partial refund keeps the order's state.
  refund: { finalized: "refunded", closed: "refunded", unsubscribed: "refunded" },
};

// --- the order's payment state ---

export const ORDER_PAYMENT_EVENTS = [
  "start_async",
  "first_paid_more_due",
  "fully_paid",
  "rate_failed",
  "rate_recovered",
  "not_completed",
  "retry",
  "cancel",
  "refund",
  "chargeback",
] as const;
export type OrderPaymentEvent = (typeof ORDER_PAYMENT_EVENTS)[number];

/** payment_refunded and payment_chargebacked are final. */
export const ORDER_PAYMENT_TRANSITIONS: TransitionTable<PaymentState, OrderPaymentEvent> = {
  start_async: { payment_waiting: "payment_pending" },
  first_paid_more_due: { payment_waiting: "paying", payment_pending: "paying" },
  // From payment_paused too: paying the overdue rate that was also the last one ends in paid at once.
  fully_paid: { payment_waiting: "paid", payment_pending: "paid", paying: "paid", payment_paused: "paid" },
  rate_failed: { paying: "payment_paused" },
  // The overdue rate was paid and more are due.
  rate_recovered: { payment_paused: "paying" },
  not_completed: { payment_waiting: "payment_not_completed", payment_pending: "payment_not_completed" },
  retry: { payment_not_completed: "payment_waiting" },
  cancel: {
    payment_waiting: "payment_canceled",
    payment_pending: "payment_canceled",
    paying: "payment_canceled",
    payment_paused: "payment_canceled",
  },
  refund: {
    paid: "payment_refunded",
    paying: "payment_refunded",
    payment_paused: "payment_refunded",
    payment_canceled: "payment_refunded",
  },
  chargeback: {
    paid: "payment_chargebacked",
    paying: "payment_chargebacked",
    payment_paused: "payment_chargebacked",
    payment_canceled: "payment_chargebacked",
  },
};

// --- one rate of an order ---

export const ORDER_RATE_EVENTS = [
  "start_async",
  "pay",
  "pay_part",
  "fail",
  "hand_to_dunning",
  "skip",
  "refund",
  "chargeback",
] as const;
export type OrderRateEvent = (typeof ORDER_RATE_EVENTS)[number];

/**
 * skipped, refunded and chargebacked are final. A refunded rate cannot be chargebacked: its money
 * is already back with the buyer, and the provider answers such a dispute with the refund.
 */
export const ORDER_RATE_TRANSITIONS: TransitionTable<OrderRateState, OrderRateEvent> = {
  start_async: { future: "pending", unpaid: "pending" },
  pay: { future: "paid", pending: "paid", unpaid: "paid", debt: "paid", partly_paid: "paid" },
  pay_part: { future: "partly_paid", pending: "partly_paid", unpaid: "partly_paid" },
  fail: { future: "unpaid", pending: "unpaid" },
  hand_to_dunning: { unpaid: "debt" },
  skip: { future: "skipped", unpaid: "skipped" },
  // Fully refunded; a partial refund leaves the rate paid.
  refund: { paid: "refunded", partly_paid: "refunded" },
  chargeback: { paid: "chargebacked", partly_paid: "chargebacked" },
};

// --- one payment attempt (payment log row) ---

export const PAYMENT_LOG_EVENTS = [
  "process",
  "succeed",
  "succeed_partially",
  "deny",
  "error",
  "cancel",
  "expire",
] as const;
export type PaymentLogEvent = (typeof PAYMENT_LOG_EVENTS)[number];

/** An attempt is decided once: everything but waiting and pending is final. */
export const PAYMENT_LOG_TRANSITIONS: TransitionTable<PaymentLogState, PaymentLogEvent> = {
  process: { waiting: "pending" },
  succeed: { waiting: "successful", pending: "successful" },
  succeed_partially: { waiting: "partially_paid", pending: "partially_paid" },
  deny: { waiting: "denied", pending: "denied" },
  error: { waiting: "error", pending: "error" },
  cancel: { waiting: "canceled", pending: "canceled" },
  expire: { waiting: "expired", pending: "expired" },
};
