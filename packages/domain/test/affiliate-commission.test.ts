import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  clawbackFor,
  commissionPostings,
  commissionReversalPostings,
  commissionsForRate,
  isBalanced,
  netOf,
  payeeBalance,
  publisherAccount,
  platformAffiliateShare,
  splitCommission,
  type OrderAffiliateTerms,
} from "../src/index.ts";

// Commissions of a paid rate: exact splits up the stage chain, the duration's rates, proportional
// clawbacks (docs/affiliates.md "Commissions").

/** 1–5 stages of 0–100 % each, together at most 100 % (spec two §5). */
const stagesBps = fc
  .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 5 })
  .filter((s) => s.reduce((a, b) => a + b, 0) <= 10_000);
const amount = fc.integer({ min: 0, max: 100_000_000 });

const terms = (over: Partial<OrderAffiliateTerms> = {}): OrderAffiliateTerms => ({
  programId: 1,
  nodeId: 10,
  source: "click",
  stages: [
    { publisherId: 7, nodeId: 10, bps: 1000 },
    { publisherId: 8, nodeId: 11, bps: 500 },
  ],
  fromGross: true,
  vatBps: 0,
  duration: "lifetime",
  until: null,
  ...over,
});

describe("splitCommission", () => {
  it("rounds the total once and shares it by the stages' basis points", () => {
    // 49.99 × 15 % = 7.4985 → 7.50; 10 : 5 → 5.00 and 2.50
    expect(splitCommission(4999, [1000, 500])).toEqual([500, 250]);
    // 1.00 × 3 × 3.33 % = 9.99 → 0.10 in total, never 0.09 from three rounded 0.03
    expect(splitCommission(100, [333, 333, 333])).toEqual([4, 3, 3]);
    expect(splitCommission(1000, [0, 1250])).toEqual([0, 125]);
    expect(splitCommission(0, [1000])).toEqual([0]);
  });

  it("sums exactly to the total, never negative, never above the base", () => {
    fc.assert(
      fc.property(amount, stagesBps, (base, bps) => {
        const parts = splitCommission(base, bps);
        const sum = bps.reduce((a, b) => a + b, 0);
        const total = Math.floor((base * sum) / 10_000 + 0.5);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
        expect(parts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(base);
        parts.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(0);
          if (bps[i] === 0) expect(p).toBe(0);
        });
      }),
    );
  });
});

describe("commissionsForRate", () => {
  const paidAt = new Date("2026-03-01T00:00:00Z");

  it("earns on every rate for lifetime, on the first only for none", () => {
    expect(commissionsForRate(terms(), { number: 3, amount: 10_000, paidAt })).toEqual([
      { publisherId: 7, nodeId: 10, stage: 1, base: 10_000, amount: 1000 },
      { publisherId: 8, nodeId: 11, stage: 2, base: 10_000, amount: 500 },
    ]);
    const none = terms({ duration: "none" });
    expect(commissionsForRate(none, { number: 1, amount: 10_000, paidAt })).toHaveLength(2);
    expect(commissionsForRate(none, { number: 2, amount: 10_000, paidAt })).toEqual([]);
  });

  it("earns on the rates paid until the fixed duration ends", () => {
    const fixed = terms({ duration: "fixed", until: "2026-03-31T00:00:00.000Z" });
    expect(commissionsForRate(fixed, { number: 2, amount: 10_000, paidAt })).toHaveLength(2);
    const later = new Date("2026-04-01T00:00:00Z");
    expect(commissionsForRate(fixed, { number: 3, amount: 10_000, paidAt: later })).toEqual([]);
  });

  it("computes on the net when the program pays from the net", () => {
    const net = terms({ fromGross: false, vatBps: 1900 });
    expect(netOf(11_900, 1900)).toBe(10_000);
    expect(commissionsForRate(net, { number: 1, amount: 11_900, paidAt }).map((c) => c.amount)).toEqual([
      1000, 500,
    ]);
  });

  it("books balanced postings seller → publishers", () => {
    fc.assert(
      fc.property(amount, stagesBps, (rate, bps) => {
        const t = terms({ stages: bps.map((b, i) => ({ publisherId: 100 + i, nodeId: i + 1, bps: b })) });
        const parts = commissionsForRate(t, { number: 1, amount: rate, paidAt });
        expect(isBalanced(commissionPostings(5, parts))).toBe(true);
        expect(parts.reduce((a, p) => a + p.amount, 0)).toBeLessThanOrEqual(rate);
      }),
    );
  });
});

describe("clawbackFor", () => {
  it("takes back in proportion to the refund", () => {
    expect(clawbackFor([1000, 500], [0, 0], 10_000, 2500)).toEqual([250, 125]);
    // the rest of the rate: whatever is left, exactly
    expect(clawbackFor([1000, 500], [250, 125], 10_000, 7500, 2500)).toEqual([750, 375]);
  });

  it("never exceeds the commission, and a rate refunded in parts gives it all back", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        (commissions, rate, weights) => {
          // the rate refunded in parts of any size, in the given proportions
          const w = weights.reduce((a, b) => a + b, 0);
          const refunds = weights.map((x) => Math.floor((rate * x) / w));
          refunds[refunds.length - 1]! += rate - refunds.reduce((a, b) => a + b, 0);
          const clawed = commissions.map(() => 0);
          let before = 0;
          for (const r of refunds) {
            const now = clawbackFor(commissions, clawed, rate, r, before);
            now.forEach((n, i) => {
              expect(n).toBeGreaterThanOrEqual(0);
              clawed[i]! += n;
              expect(clawed[i]).toBeLessThanOrEqual(commissions[i]!);
            });
            before += r;
          }
          expect(clawed).toEqual(commissions);
          expect(
            isBalanced(
              commissionReversalPostings(
                1,
                clawed.map((a, i) => ({ publisherId: i + 2, amount: a })),
              ),
            ),
          ).toBe(true);
        },
      ),
    );
  });
});

describe("platformAffiliateShare", () => {
  it("is a share of the fee, never more than the fee", () => {
    expect(platformAffiliateShare(245, 2000)).toBe(49);
    expect(platformAffiliateShare(0, 2000)).toBe(0);
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 10_000 }), (fee, bps) => {
        const share = platformAffiliateShare(fee, bps);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(fee);
      }),
    );
  });
});

describe("a publisher's balance", () => {
  const now = new Date("2026-06-30T00:00:00Z");
  const recent = new Date("2026-06-29T00:00:00Z");
  const old = new Date("2026-05-01T00:00:00Z");
  const entries = [
    ...commissionPostings(5, [{ publisherId: 7, amount: 400 }]).map((p) => ({ ...p, createdAt: old })),
    ...commissionPostings(5, [{ publisherId: 7, amount: 300 }]).map((p) => ({ ...p, createdAt: recent })),
    ...commissionReversalPostings(5, [{ publisherId: 7, amount: 100 }]).map((p) => ({
      ...p,
      createdAt: recent,
    })),
  ];

  it("keeps recent commissions pending; a clawback counts against the available part first", () => {
    expect(payeeBalance(entries, publisherAccount(7), now)).toMatchObject({ pending: 300, available: 300 });
  });

  it("does not count the seller's side of a commission as a sale", () => {
    // The seller paid 700 in commissions and sold nothing here: nothing pending, 600 owed back.
    expect(payeeBalance(entries, "seller:5", now)).toMatchObject({ pending: 0, available: -600 });
  });
});
