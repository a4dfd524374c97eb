import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  availableCutoff,
  balanceOf,
  chargebackPostings,
  chargePostings,
  duePayoutPeriod,
  isBalanced,
  isoWeekKey,
  nextState,
  parseFeePerCurrency,
  parseFeePercent,
  payeeBalance,
  payoutHeldReasons,
  payoutHoldPostings,
  payoutReversalPostings,
  payoutSettlePostings,
  PAYOUT_TRANSITIONS,
  plannedPayout,
  PLATFORM_FEES_ACCOUNT,
  REFUND_WINDOW_MS,
  refundPostings,
  sellerAccount,
  type BalanceEntry,
  type Posting,
} from "../src/index.ts";

const PAYEE = sellerAccount(7);
const DAY = 86_400_000;

/** One step of a seller's money life. */
type Step =
  | { op: "sale"; amount: number; fee: number }
  | { op: "refund"; share: number }
  | { op: "chargeback"; share: number }
  | { op: "payout"; fee: number; minimum: number }
  | { op: "settle"; ok: boolean }
  | { op: "wait"; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant("sale" as const),
    amount: fc.integer({ min: 1, max: 100_000 }),
    fee: fc.integer({ min: 0, max: 500 }),
  }),
  fc.record({ op: fc.constant("refund" as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ op: fc.constant("chargeback" as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    op: fc.constant("payout" as const),
    fee: fc.integer({ min: 0, max: 300 }),
    minimum: fc.integer({ min: 0, max: 5_000 }),
  }),
  fc.record({ op: fc.constant("settle" as const), ok: fc.boolean() }),
  fc.record({ op: fc.constant("wait" as const), days: fc.integer({ min: 0, max: 20 }) }),
);

interface Payout {
  amount: number;
  fee: number;
  state: "pending" | "successful" | "canceled";
}

/**
 * Runs the steps through the real posting functions into an in-memory ledger, and keeps an
 * independent tally of what each figure must be.
 */
function simulate(steps: Step[]) {
  let now = new Date("2026-01-01T00:00:00Z").getTime();
  const entries: BalanceEntry[] = [];
  const sales: { at: number; amount: number }[] = [];
  const payouts: Payout[] = [];
  let earned = 0;
  const post = (postings: Posting[]) => {
    expect(isBalanced(postings)).toBe(true);
    for (const p of postings) entries.push({ ...p, createdAt: new Date(now) });
  };
  for (const s of steps) {
    const current = () => payeeBalance(entries, PAYEE, new Date(now));
    switch (s.op) {
      case "sale": {
        const platform = Math.min(s.amount, Math.round(s.amount * 0.05));
        post(
          chargePostings({
            sellerId: 7,
            provider: "sandbox",
            amount: s.amount,
            providerFee: s.fee,
            platformFee: platform,
            vatAmount: 0,
          }),
        );
        sales.push({ at: now, amount: s.amount });
        earned += s.amount - s.fee - platform;
        break;
      }
      case "refund":
      case "chargeback": {
        const last = sales.at(-1);
        if (!last) break;
        const amount = Math.floor(last.amount * s.share);
        post(
          s.op === "refund"
            ? refundPostings({ sellerId: 7, provider: "sandbox", amount, vatAmount: 0 })
            : chargebackPostings({ sellerId: 7, provider: "sandbox", amount, fee: 1500 }),
        );
        earned -= amount + (s.op === "chargeback" ? 1500 : 0);
        break;
      }
      case "payout": {
        if (payouts.some((p) => p.state === "pending")) break;
        const before = current();
        const plan = plannedPayout(before.available, s.fee, s.minimum);
        const reasons = payoutHeldReasons({
          legitimationState: "legitimated",
          bankAccountState: "activated",
          available: before.available,
          minimumAmount: s.minimum,
          fee: s.fee,
        });
        // The held reasons and the plan agree: a payout exactly when nothing holds it.
        expect(plan === null).toBe(reasons.length > 0);
        if (!plan) break;
        // Never more than available, and the balance never goes below zero by a payout.
        expect(plan.amount + plan.fee).toBeLessThanOrEqual(before.available);
        post(payoutHoldPostings(PAYEE, plan.amount, plan.fee));
        expect(current().available).toBeGreaterThanOrEqual(0);
        payouts.push({ ...plan, state: "pending" });
        earned -= plan.fee;
        break;
      }
      case "settle": {
        const open = payouts.find((p) => p.state === "pending");
        if (!open) break;
        if (s.ok) {
          post(payoutSettlePostings(PAYEE, "sandbox", open.amount));
          open.state = "successful";
        } else {
          post(payoutReversalPostings(PAYEE, open.amount, open.fee));
          open.state = "canceled";
          earned += open.fee;
        }
        break;
      }
      case "wait":
        now += s.days * DAY;
        break;
    }
  }
  return { entries, sales, payouts, earned, now: new Date(now) };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("payee balances (property)", () => {
  it("equal the ledger sums under random sales, refunds, chargebacks and payouts", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { entries, sales, payouts, earned, now } = simulate(steps);
        const b = payeeBalance(entries, PAYEE, now);
        const postings = entries.map(({ account, amount, kind }) => ({ account, amount, kind }));
        // Pending + available is exactly what the payee's account holds.
        expect(b.pending + b.available).toBe(0 - balanceOf(postings, PAYEE));
        // Pending: the sales inside the refund window, as far as they are still owed.
        const cutoff = availableCutoff(now).getTime();
        const recent = sum(sales.filter((s) => s.at > cutoff).map((s) => s.amount));
        const owed = 0 - balanceOf(postings, PAYEE);
        expect(b.pending).toBe(Math.max(0, Math.min(recent, owed)));
        expect(b.pending).toBeGreaterThanOrEqual(0);
        // Available never includes money of a sale inside the window.
        expect(b.available).toBeLessThanOrEqual(Math.max(0, owed - recent) + Math.min(0, owed));
        expect(b.onHold).toBe(sum(payouts.filter((p) => p.state === "pending").map((p) => p.amount)));
        expect(b.paidOut).toBe(sum(payouts.filter((p) => p.state === "successful").map((p) => p.amount)));
        // Nothing lost: what was earned is owed, held or paid out.
        expect(b.pending + b.available + b.onHold + b.paidOut).toBe(earned);
        // The platform's fees are the sale fees plus the fees of payouts that were not reversed.
        expect(0 - balanceOf(postings, PLATFORM_FEES_ACCOUNT)).toBeGreaterThanOrEqual(
          sum(payouts.filter((p) => p.state !== "canceled").map((p) => p.fee)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("make a refund after a payout a negative balance that the next payout settles", () => {
    const t0 = new Date("2026-01-01T00:00:00Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const entries: BalanceEntry[] = [];
    const post = (postings: Posting[], when: Date) =>
      entries.push(...postings.map((p) => ({ ...p, createdAt: when })));
    post(
      chargePostings({
        sellerId: 7,
        provider: "sandbox",
        amount: 10_000,
        providerFee: 0,
        platformFee: 0,
        vatAmount: 0,
      }),
      t0,
    );
    const later = at(REFUND_WINDOW_MS + DAY);
    expect(payeeBalance(entries, PAYEE, later).available).toBe(10_000);
    // A fresh sale with its fees is pending net of them; the old money stays available.
    const fresh = [...entries];
    fresh.push(
      ...chargePostings({
        sellerId: 7,
        provider: "sandbox",
        amount: 2_000,
        providerFee: 50,
        platformFee: 100,
        vatAmount: 0,
      }).map((p) => ({ ...p, createdAt: later })),
    );
    expect(payeeBalance(fresh, PAYEE, later)).toMatchObject({ pending: 2_000, available: 9_850 });
    post(payoutHoldPostings(PAYEE, 10_000, 0), later);
    post(payoutSettlePostings(PAYEE, "sandbox", 10_000), later);
    post(refundPostings({ sellerId: 7, provider: "sandbox", amount: 4_000, vatAmount: 0 }), later);
    const negative = payeeBalance(entries, PAYEE, later);
    expect(negative).toEqual({ pending: 0, available: -4_000, onHold: 0, paidOut: 10_000 });
    expect(
      payoutHeldReasons({
        legitimationState: "legitimated",
        bankAccountState: "activated",
        available: -4_000,
        minimumAmount: 0,
        fee: 0,
      }),
    ).toEqual(["negative_balance"]);
    // A new sale first fills the gap: only 1,000 of its 5,000 can be paid out.
    post(
      chargePostings({
        sellerId: 7,
        provider: "sandbox",
        amount: 5_000,
        providerFee: 0,
        platformFee: 0,
        vatAmount: 0,
      }),
      later,
    );
    expect(payeeBalance(entries, PAYEE, at(2 * REFUND_WINDOW_MS + 2 * DAY)).available).toBe(1_000);
  });
});

describe("payout states", () => {
  it("move only along the table", () => {
    expect(nextState(PAYOUT_TRANSITIONS, "pending", "issue")).toBe("issued");
    expect(nextState(PAYOUT_TRANSITIONS, "issued", "succeed")).toBe("successful");
    expect(nextState(PAYOUT_TRANSITIONS, "issued", "fail")).toBe("canceled");
    expect(nextState(PAYOUT_TRANSITIONS, "successful", "fail")).toBeNull();
    expect(nextState(PAYOUT_TRANSITIONS, "canceled", "issue")).toBeNull();
    expect(nextState(PAYOUT_TRANSITIONS, "issued", "cancel")).toBeNull();
  });
});

describe("payout schedule", () => {
  it("is due from the chosen day to the end of its week or month, once per period", () => {
    // 2026-11-24 is a Tuesday in ISO week 48.
    const tuesday = new Date("2026-11-24T10:00:00Z");
    expect(isoWeekKey(tuesday)).toBe("2026-W48");
    expect(isoWeekKey(new Date("2027-01-01T00:00:00Z"))).toBe("2026-W53");
    expect(duePayoutPeriod({ schedule: "weekly", day: 2 }, tuesday)).toBe("2026-W48");
    expect(duePayoutPeriod({ schedule: "weekly", day: 1 }, tuesday)).toBe("2026-W48");
    expect(duePayoutPeriod({ schedule: "weekly", day: 5 }, tuesday)).toBeNull();
    expect(duePayoutPeriod({ schedule: "monthly", day: 24 }, tuesday)).toBe("2026-11");
    expect(duePayoutPeriod({ schedule: "monthly", day: 25 }, tuesday)).toBeNull();
    expect(duePayoutPeriod({ schedule: "manual", day: 1 }, tuesday)).toBeNull();
  });
});

describe("fee settings", () => {
  it("read percentages and per-currency amounts, refusing anything else", () => {
    expect(parseFeePercent("1.5")).toBe(150);
    expect(parseFeePercent("0")).toBe(0);
    expect(() => parseFeePercent("1.555")).toThrow();
    expect(() => parseFeePercent("-1")).toThrow();
    expect(parseFeePerCurrency("EUR:25, pln:100")).toEqual({ eur: 25, pln: 100 });
    expect(() => parseFeePerCurrency("eur=25")).toThrow();
  });
});
