import type { OrderRateRow } from "./repository.ts";

// An order's changing amounts are never stored (ARCHITECTURE.md "Order states and payment
// states are two columns"): they are summed from its rates, here, for every screen that shows them.

type RateAmounts = Pick<OrderRateRow, "state" | "amount" | "paidAmount" | "refundedAmount" | "dueAt">;

/** Rates nothing more is owed on: settled, given back, disputed or dropped. */
export const SETTLED_RATE_STATES: ReadonlySet<string> = new Set([
  "paid",
  "refunded",
  "chargebacked",
  "skipped",
]);
/** Rates a refund can take money back from (a full refund leaves `refunded`). */
const REFUNDABLE_RATE_STATES: ReadonlySet<string> = new Set(["paid", "partly_paid"]);

export interface OrderAmounts {
  paid: number;
  unpaid: number;
  /** The part of `unpaid` handed to dunning. */
  debt: number;
  refunded: number;
}

export function orderAmounts(rates: readonly RateAmounts[]): OrderAmounts {
  const open = rates.filter((r) => !SETTLED_RATE_STATES.has(r.state));
  const owed = (r: RateAmounts) => r.amount - r.paidAmount;
  return {
    paid: sum(rates, (r) => r.paidAmount),
    unpaid: sum(open, owed),
    debt: sum(
      open.filter((r) => r.state === "debt"),
      owed,
    ),
    refunded: sum(rates, (r) => r.refundedAmount),
  };
}

/** What a refund of this rate may still give back (0 when the rate cannot be refunded). */
export function refundableAmount(rate: RateAmounts): number {
  return REFUNDABLE_RATE_STATES.has(rate.state) ? Math.max(0, rate.paidAmount - rate.refundedAmount) : 0;
}

/** When the next open rate is due (an overdue one counts, it is still to be paid). */
export function nextDueAt(rates: readonly RateAmounts[]): Date | null {
  const due = rates.filter((r) => !SETTLED_RATE_STATES.has(r.state)).map((r) => r.dueAt.getTime());
  return due.length ? new Date(Math.min(...due)) : null;
}

function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}
