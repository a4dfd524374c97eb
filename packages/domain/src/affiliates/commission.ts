import { divRoundHalfUp } from "../math/round.ts";
import type { OrderAffiliateTerms } from "./terms.ts";

// Commissions of a paid rate (issue 14, docs/affiliates.md "Commissions"): integer arithmetic on
// minor units and basis points, every split summing exactly to its whole, so the ledger, the
// commission rows and the publishers' statements always agree to the cent.

/** One stage's part of a paid rate: stage 1 brought the sale, 2 recruited them, … */
export interface StageCommission {
  publisherId: number;
  nodeId: number;
  stage: number;
  /** The amount the commission is computed on: the rate's gross, or its net without VAT. */
  base: number;
  amount: number;
}

/**
 * `total` split across `weights` in proportion, by largest remainder: the parts sum exactly to
 * `total`; ties go to the earlier weight (the stage closer to the sale). Zero weights get 0.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const rests = weights.map((w, i) => ({ i, rest: total * w - parts[i]! * sum }));
  let left = total - parts.reduce((a, p) => a + p, 0);
  rests.sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of rests) {
    if (left <= 0) break;
    if (weights[i]! <= 0) continue;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The commissions of every stage on `base`: the total is base × Σbps / 10 000 rounded half up
 * once (not per stage, which could lose or add a cent), then shared in proportion to each stage's
 * basis points. With Σbps ≤ 10 000 the total never exceeds the base.
 */
export function splitCommission(base: number, stagesBps: readonly number[]): number[] {
  const sum = stagesBps.reduce((a, b) => a + Math.max(0, b), 0);
  if (base <= 0 || sum <= 0) return stagesBps.map(() => 0);
  const total = divRoundHalfUp(base * sum, 10_000);
  return splitProportionally(
    total,
    stagesBps.map((b) => Math.max(0, b)),
  );
}

/** The net of a gross amount holding `vatBps` VAT (the checkout's rate), rounded half up. */
export function netOf(amount: number, vatBps: number): number {
  if (vatBps <= 0) return amount;
  return divRoundHalfUp(amount * 10_000, 10_000 + vatBps);
}

/** Whether the program's commission duration lets this rate earn (see the common terms). */
export function rateEarnsCommission(
  terms: Pick<OrderAffiliateTerms, "duration" | "until">,
  rate: { number: number; paidAt: Date },
): boolean {
  if (terms.duration === "none") return rate.number === 1;
  if (terms.duration === "fixed")
    return terms.until !== null && rate.paidAt.getTime() <= new Date(terms.until).getTime();
  return true;
}

/**
 * What each stage earns on a paid rate under the order's agreed terms; [] when the duration
 * excludes the rate. Stages that earn nothing (0 bps, or a cent too small to share) are left out:
 * they write neither a ledger line nor a commission row.
 */
export function commissionsForRate(
  terms: OrderAffiliateTerms,
  rate: { number: number; amount: number; paidAt: Date },
): StageCommission[] {
  if (rate.amount <= 0 || !rateEarnsCommission(terms, rate)) return [];
  const base = terms.fromGross ? rate.amount : netOf(rate.amount, terms.vatBps);
  const amounts = splitCommission(
    base,
    terms.stages.map((s) => s.bps),
  );
  return terms.stages.flatMap((s, i) =>
    amounts[i]! > 0
      ? [{ publisherId: s.publisherId, nodeId: s.nodeId, stage: i + 1, base, amount: amounts[i]! }]
      : [],
  );
}

/**
 * What a refund (or chargeback) of `refundedNow` on a rate of `rateAmount` takes back from each
 * stage's commission. Cumulative per stage: after it, stage i has given back
 * round(amount_i × refunded / rateAmount), refunded counting `refundedBefore` too — so a rate
 * refunded in any number of parts gives back exactly the whole commission, never more than what
 * is left of it, never a negative amount.
 */
export function clawbackFor(
  commissionAmounts: readonly number[],
  clawedBack: readonly number[],
  rateAmount: number,
  refundedNow: number,
  refundedBefore = 0,
): number[] {
  if (rateAmount <= 0 || refundedNow <= 0) return commissionAmounts.map(() => 0);
  const refunded = Math.min(rateAmount, refundedBefore + refundedNow);
  return commissionAmounts.map((amount, i) => {
    const target = Math.min(amount, divRoundHalfUp(amount * refunded, rateAmount));
    return Math.max(0, target - (clawedBack[i] ?? 0));
  });
}

/** The platform_affiliate publisher's share of a platform fee: `shareBps` of it, half up. */
export function platformAffiliateShare(platformFee: number, shareBps: number): number {
  if (platformFee <= 0 || shareBps <= 0) return 0;
  return Math.min(platformFee, divRoundHalfUp(platformFee * shareBps, 10_000));
}
