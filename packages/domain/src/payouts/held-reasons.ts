// Why a payee's payout is held (one page in the cabinet, each reason with the place to fix it).
// Order matters: the first reason is what to do first.

export const PAYOUT_HELD_REASONS = [
  "missing_verification",
  "bank_account_not_active",
  "negative_balance",
  "below_minimum",
] as const;
export type PayoutHeldReason = (typeof PAYOUT_HELD_REASONS)[number];

export interface PayoutReadiness {
  /** The payee's legitimation state, null when never started. */
  legitimationState: string | null;
  /** The payout bank account's state, null when there is none. */
  bankAccountState: string | null;
  available: number;
  minimumAmount: number;
  fee: number;
}

/** What a payout of the whole available balance would transfer after its fee. */
export function payoutNetAmount(available: number, fee: number): number {
  return Math.max(0, available - fee);
}

export function payoutHeldReasons(r: PayoutReadiness): PayoutHeldReason[] {
  const reasons: PayoutHeldReason[] = [];
  if (r.legitimationState !== "legitimated") reasons.push("missing_verification");
  if (r.bankAccountState !== "activated") reasons.push("bank_account_not_active");
  if (r.available < 0) reasons.push("negative_balance");
  // Nothing to pay or less than the payee's minimum (at least one minor unit after the fee).
  else if (payoutNetAmount(r.available, r.fee) < Math.max(1, r.minimumAmount)) reasons.push("below_minimum");
  return reasons;
}

/**
 * The payout of the whole available balance, or null when the balance holds it back: its amount
 * and fee together are exactly the available balance, so a payout can never exceed it.
 */
export function plannedPayout(
  available: number,
  fee: number,
  minimumAmount: number,
): { amount: number; fee: number } | null {
  if (available < 0) return null;
  const amount = payoutNetAmount(available, fee);
  if (amount < Math.max(1, minimumAmount)) return null;
  return { amount, fee };
}
