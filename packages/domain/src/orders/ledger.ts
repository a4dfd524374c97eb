import { divRoundHalfUp } from "../math/round.ts";

// Double-entry postings of the money an order moves (DESIGN §5: an append-only ledger; every
// transaction sums to zero; balances are sums of entries). Amounts are signed minor units, debit
// positive. Accounts, and what a balance means:
//   provider:{name}       debit  — money the payment provider holds for us
//   provider_fees:{name}  zero   — clearing: the provider's fee in (debit), recharged to the seller
//                                  (credit); a non-zero balance is a fee nobody bore
//   seller:{id}           credit — what we owe the seller
//   platform:fees         credit — the platform's fee income
//   vat:payable           credit — VAT owed to the tax office
//   publisher:{userId}    credit — what we owe an affiliate publisher (commissions)
// See docs/orders-lifecycle.md ("Ledger").

export const LEDGER_KINDS = [
  "charge",
  "provider_fee",
  "platform_fee",
  "vat",
  "refund",
  "chargeback",
  // payouts (packages/domain/src/payouts/postings.ts)
  "payout",
  "payout_fee",
  "payout_reversal",
  // affiliates (packages/domain/src/affiliates/commission.ts): seller → publisher per stage,
  // back on a refund or chargeback; the platform's own program pays from the platform's fees
  "commission",
  "commission_reversal",
  "platform_affiliate_commission",
  // dunning: the reminder fees a pay-link payment collected with the overdue rate
  "dunning_fee",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface Posting {
  account: string;
  /** Signed minor units, debit positive. */
  amount: number;
  kind: LedgerKind;
}

export const sellerAccount = (sellerId: number): string => `seller:${sellerId}`;
/** An affiliate publisher's account (publisher_id = users.id); a payee like a seller's. */
export const publisherAccount = (userId: number): string => `publisher:${userId}`;
/**
 * A team member's own account (users.id), a payee like a publisher's. The spec names no earning of
 * a team member yet, so nothing posts to it today; a future earning (e.g. a sales team member's
 * fee) credits it and the payout flow already works.
 */
export const teamMemberAccount = (userId: number): string => `team_member:${userId}`;
export const providerAccount = (name: string): string => `provider:${name}`;
export const providerFeesAccount = (name: string): string => `provider_fees:${name}`;
export const PLATFORM_FEES_ACCOUNT = "platform:fees";
export const VAT_PAYABLE_ACCOUNT = "vat:payable";

/** The platform takes no fee in the open-source build unless an installation configures one. */
export const PLATFORM_FEE_BASIS_POINTS = 0;
export const PLATFORM_FIXED_FEE = 0;
/** The sandbox provider's simulated fee, 1.4 % + 0.25 like a card provider's test mode. */
export const SANDBOX_FEE = { basisPoints: 140, fixed: 25 } as const;

/** amount × basisPoints / 10 000 (half up) + fixed, never above the amount. Also the sandbox's fee. */
export function platformFee(amount: number, feeBasisPoints: number, fixed: number): number {
  if (amount <= 0) return 0;
  return Math.max(0, Math.min(amount, divRoundHalfUp(amount * feeBasisPoints, 10_000) + fixed));
}

function checkAmounts(values: Record<string, number>): void {
  for (const [name, value] of Object.entries(values))
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be a non-negative integer: ${value}`);
}

/** `amount` moves from `credit` to `debit`; nothing for 0, so a zero fee writes no rows. */
function move(debit: string, credit: string, amount: number, kind: LedgerKind): Posting[] {
  if (amount === 0) return [];
  return [
    { account: debit, amount, kind },
    { account: credit, amount: -amount, kind },
  ];
}

/** The provider took `fee` from the money it holds, and the seller bears it. */
function providerFee(sellerId: number, provider: string, fee: number): Posting[] {
  const clearing = providerFeesAccount(provider);
  return [
    ...move(clearing, providerAccount(provider), fee, "provider_fee"),
    ...move(sellerAccount(sellerId), clearing, fee, "provider_fee"),
  ];
}

/**
 * A successful charge: the buyer's money reaches the provider and is the seller's; the seller then
 * bears the provider's fee, the platform's fee and the VAT in it. The seller nets
 * amount − providerFee − platformFee − vatAmount (negative if fees exceed a tiny charge: the
 * seller then owes it).
 */
export function chargePostings(p: {
  sellerId: number;
  provider: string;
  amount: number;
  providerFee: number;
  platformFee: number;
  vatAmount: number;
}): Posting[] {
  checkAmounts({
    amount: p.amount,
    providerFee: p.providerFee,
    platformFee: p.platformFee,
    vat: p.vatAmount,
  });
  const seller = sellerAccount(p.sellerId);
  return [
    ...move(providerAccount(p.provider), seller, p.amount, "charge"),
    ...providerFee(p.sellerId, p.provider, p.providerFee),
    ...move(seller, PLATFORM_FEES_ACCOUNT, p.platformFee, "platform_fee"),
    ...move(seller, VAT_PAYABLE_ACCOUNT, p.vatAmount, "vat"),
  ];
}

/**
 * The dunning fees a reminder's pay link collected together with the overdue rate: the seller's
 * compensation for the delay (damages, §§ 280, 286 BGB), so the whole fee is the seller's — no
 * platform fee (that is charged on sales) and no VAT (damages are no supply). The provider's fee
 * on the whole payment is booked with the rate's charge. See docs/dunning.md ("Fees").
 */
export function dunningFeePostings(p: { sellerId: number; provider: string; amount: number }): Posting[] {
  checkAmounts({ amount: p.amount });
  return move(providerAccount(p.provider), sellerAccount(p.sellerId), p.amount, "dunning_fee");
}

/**
 * A refund of `amount` (whole or part) to the buyer: it leaves the provider and the seller bears
 * it, except the VAT in it, which the tax office no longer gets. Fees are not returned: providers
 * keep theirs on refunds, and the platform's was for a sale that happened.
 */
export function refundPostings(p: {
  sellerId: number;
  provider: string;
  amount: number;
  vatAmount: number;
}): Posting[] {
  checkAmounts({ amount: p.amount, vat: p.vatAmount });
  const seller = sellerAccount(p.sellerId);
  return [
    ...move(seller, providerAccount(p.provider), p.amount, "refund"),
    ...move(VAT_PAYABLE_ACCOUNT, seller, p.vatAmount, "vat"),
  ];
}

/**
 * A chargeback: the provider pulls `amount` back and charges its dispute `fee`; the seller bears
 * both. `vatAmount` (default 0) is the VAT the seller no longer owes once the sale is reversed.
 */
export function chargebackPostings(p: {
  sellerId: number;
  provider: string;
  amount: number;
  fee: number;
  vatAmount?: number;
}): Posting[] {
  const vatAmount = p.vatAmount ?? 0;
  checkAmounts({ amount: p.amount, fee: p.fee, vat: vatAmount });
  const seller = sellerAccount(p.sellerId);
  return [
    ...move(seller, providerAccount(p.provider), p.amount, "chargeback"),
    ...providerFee(p.sellerId, p.provider, p.fee),
    ...move(VAT_PAYABLE_ACCOUNT, seller, vatAmount, "vat"),
  ];
}

/**
 * Affiliate commissions of a paid rate: each stage's amount moves from the seller to the
 * publisher. Part of the rate's own ledger transaction, so the sale and what it owes its
 * publishers are booked together or not at all.
 */
export function commissionPostings(
  sellerId: number,
  parts: readonly { publisherId: number; amount: number }[],
): Posting[] {
  parts.forEach((p, i) => checkAmounts({ [`commission ${i + 1}`]: p.amount }));
  return parts.flatMap((p) =>
    move(sellerAccount(sellerId), publisherAccount(p.publisherId), p.amount, "commission"),
  );
}

/** Commissions taken back on a refund or chargeback: from each publisher to the seller. */
export function commissionReversalPostings(
  sellerId: number,
  parts: readonly { publisherId: number; amount: number }[],
): Posting[] {
  parts.forEach((p, i) => checkAmounts({ [`clawback ${i + 1}`]: p.amount }));
  return parts.flatMap((p) =>
    move(publisherAccount(p.publisherId), sellerAccount(sellerId), p.amount, "commission_reversal"),
  );
}

/** The platform_affiliate share of a platform fee: from the platform's fees to the publisher. */
export function platformAffiliatePostings(publisherId: number, amount: number): Posting[] {
  checkAmounts({ share: amount });
  return move(PLATFORM_FEES_ACCOUNT, publisherAccount(publisherId), amount, "platform_affiliate_commission");
}

/** Every amount a whole number of minor units, and together zero. */
export function isBalanced(postings: Posting[]): boolean {
  return (
    postings.every((posting) => Number.isSafeInteger(posting.amount)) &&
    postings.reduce((sum, posting) => sum + posting.amount, 0) === 0
  );
}

/** An account's balance, debit positive (a seller's is negative while we owe them money). */
export function balanceOf(postings: Posting[], account: string): number {
  return postings.reduce((sum, posting) => (posting.account === account ? sum + posting.amount : sum), 0);
}
