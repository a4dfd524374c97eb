import type { PayoutState } from "../states/lists.ts";
import type { TransitionTable } from "../orders/transitions.ts";
import { PAYOUT_CURRENCIES } from "../constants/countries.ts";

// A payout's lifecycle (spec core §4 names the states pending, issued, successful, canceled; the
// transitions are ours). Created `pending` with its money already held off the balance; `issued`
// once a provider accepted it; `successful` when the provider reports the money arrived;
// `canceled` when the provider refused or failed it, or it was withdrawn before sending — the held
// money then returns to the balance by reversal entries (docs/payouts.md).

export const PAYOUT_EVENTS = ["issue", "succeed", "fail", "cancel"] as const;
export type PayoutEvent = (typeof PAYOUT_EVENTS)[number];

export const PAYOUT_TRANSITIONS: TransitionTable<PayoutState, PayoutEvent> = {
  issue: { pending: "issued" },
  succeed: { issued: "successful" },
  fail: { pending: "canceled", issued: "canceled" },
  cancel: { pending: "canceled" },
};

/** States whose money is held: neither on the balance any more nor paid out yet. */
export const HOLDING_PAYOUT_STATES: readonly PayoutState[] = ["pending", "issued"];

/** Spec core §4: the currencies a payout can be made in (listed with the bank countries). */
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

export function isPayoutCurrency(value: string): value is PayoutCurrency {
  return (PAYOUT_CURRENCIES as readonly string[]).includes(value);
}

/**
 * A sale's money stays pending this long before it can be paid out: the 14-day right of
 * withdrawal of EU distance selling, within which most refunds happen. A refund after it still
 * works; it makes the balance negative and the next payouts settle it.
 */
export const REFUND_WINDOW_DAYS = 14;
export const REFUND_WINDOW_MS = REFUND_WINDOW_DAYS * 86_400_000;

/** The end of the refund window of money booked at `now`: entries at or before it are available. */
export function availableCutoff(now: Date): Date {
  return new Date(now.getTime() - REFUND_WINDOW_MS);
}
