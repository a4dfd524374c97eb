import type { LedgerKind } from "../orders/ledger.ts";
import { payoutTransitAccount } from "./postings.ts";
import { availableCutoff } from "./states.ts";

// A payee's balance in one currency, split the way the cabinet shows it. Every figure is a sum of
// ledger entries (the API computes the same sums in one SQL query; a test holds the two together):
//   owed       = what the payee's account holds (credit balance: −sum of its entries)
//   pending    = the part of it that is sales younger than the refund window: their gross
//                credits (kind charge; for a publisher the commissions earned on them),
//                but never more than is owed, never below zero
//   available  = owed − pending: what can be paid out now; negative after a refund or chargeback
//                that came after a payout, until later sales settle it
//   on_hold    = in payouts not yet finished (the transit account's credit balance)
//   paid_out   = what successful payouts moved out of transit
// Deductions (fees, VAT, refunds, chargebacks) count against `available` first: a payout never
// pays out money of a sale inside its refund window, nor money a refund already took. A sale's
// own fees thus show on the pending side only as long as older money covers them.

export interface BalanceEntry {
  account: string;
  kind: LedgerKind;
  amount: number;
  createdAt: Date;
}

/**
 * Ledger kinds whose credits are earnings that wait out the refund window: a seller's sales, a
 * publisher's commissions (a refund inside the window takes them back), the platform_affiliate
 * share. Their debit side (the seller paying a commission) is a deduction like a fee.
 */
export const PENDING_KINDS: readonly LedgerKind[] = ["charge", "commission", "platform_affiliate_commission"];

function isEarning(e: Pick<BalanceEntry, "kind" | "amount">): boolean {
  return e.amount < 0 && PENDING_KINDS.includes(e.kind);
}

export interface PayeeBalance {
  pending: number;
  available: number;
  onHold: number;
  paidOut: number;
}

export function payeeBalance(entries: readonly BalanceEntry[], payee: string, now: Date): PayeeBalance {
  const cutoff = availableCutoff(now).getTime();
  const transit = payoutTransitAccount(payee);
  let owed = 0;
  let recentSales = 0;
  let onHold = 0;
  let paidOut = 0;
  for (const e of entries) {
    if (e.account === payee) {
      owed -= e.amount;
      if (isEarning(e) && e.createdAt.getTime() > cutoff) recentSales -= e.amount;
    } else if (e.account === transit) {
      onHold -= e.amount;
      if (e.kind === "payout" && e.amount > 0) paidOut += e.amount;
    }
  }
  const pending = pendingPart(owed, recentSales);
  return { pending, available: owed - pending, onHold, paidOut };
}

/** Of what is owed, the part that is recent sales (see above); the rest is available. */
export function pendingPart(owed: number, recentSales: number): number {
  return Math.max(0, Math.min(recentSales, owed));
}
