import { PLATFORM_FEES_ACCOUNT, providerAccount, type Posting } from "../orders/ledger.ts";

// A payout in the ledger (docs/payouts.md). The payee's account (`seller:{id}`, later
// `publisher:{id}`, `team_member:{id}`) is what the platform owes them. Creating a payout moves
// its amount to the payee's transit account `payout:{payee}` — held, off the balance — and takes
// the payout fee for the platform; the provider's success moves it out to the provider (the money
// left for the bank); a failure or cancellation moves amount and fee back (reversal entries).

export const payoutTransitAccount = (payee: string): string => `payout:${payee}`;

function check(values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values))
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be a non-negative integer: ${value}`);
}

/** Held at creation: `amount` goes to transit, `fee` to the platform. */
export function payoutHoldPostings(payee: string, amount: number, fee: number): Posting[] {
  check({ amount, fee });
  const lines: Posting[] = [
    { account: payee, amount, kind: "payout" },
    { account: payoutTransitAccount(payee), amount: -amount, kind: "payout" },
  ];
  if (fee > 0)
    lines.push(
      { account: payee, amount: fee, kind: "payout_fee" },
      { account: PLATFORM_FEES_ACCOUNT, amount: -fee, kind: "payout_fee" },
    );
  return lines;
}

/** The provider paid it: the money leaves the provider's account for the payee's bank. */
export function payoutSettlePostings(payee: string, provider: string, amount: number): Posting[] {
  check({ amount });
  return [
    { account: payoutTransitAccount(payee), amount, kind: "payout" },
    { account: providerAccount(provider), amount: -amount, kind: "payout" },
  ];
}

/** Failed or canceled: amount and fee return to the payee's balance. */
export function payoutReversalPostings(payee: string, amount: number, fee: number): Posting[] {
  check({ amount, fee });
  const lines: Posting[] = [
    { account: payoutTransitAccount(payee), amount, kind: "payout_reversal" },
    { account: payee, amount: -amount, kind: "payout_reversal" },
  ];
  if (fee > 0)
    lines.push(
      { account: PLATFORM_FEES_ACCOUNT, amount: fee, kind: "payout_reversal" },
      { account: payee, amount: -fee, kind: "payout_reversal" },
    );
  return lines;
}
