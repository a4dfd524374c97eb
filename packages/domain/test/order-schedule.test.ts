import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addInterval,
  CUSTOM_START_DAYS,
  nextSubscriptionRate,
  PLAN_INTERVAL_MAX,
  PLAN_INTERVAL_UNITS,
  planTotal,
  rateSchedule,
} from "../src/index.ts";
import type { PlanIntervalValue, SchedulePlanPrefs, ScheduledRate } from "../src/index.ts";

const at = (iso: string) => new Date(iso);
const iso = (rates: ScheduledRate[]) => rates.map((r) => r.dueAt.toISOString().slice(0, 10));
const MONTHLY: PlanIntervalValue = { unit: "month", count: 1 };
const DAY_MS = 86_400_000;

describe("addInterval", () => {
  it("adds days and weeks as whole days, keeping the time of day", () => {
    expect(addInterval(at("2024-03-30T10:15:00Z"), { unit: "day", count: 3 }).toISOString()).toBe(
      "2024-04-02T10:15:00.000Z",
    );
    expect(addInterval(at("2024-12-30T00:00:00Z"), { unit: "week", count: 1 }).toISOString()).toBe(
      "2025-01-06T00:00:00.000Z",
    );
  });

  it("adds calendar months, clamping to the month's last day", () => {
    expect(addInterval(at("2024-01-31T08:00:00Z"), MONTHLY).toISOString()).toBe("2024-02-29T08:00:00.000Z");
    expect(addInterval(at("2023-01-31T08:00:00Z"), MONTHLY).toISOString()).toBe("2023-02-28T08:00:00.000Z");
    expect(addInterval(at("2024-11-30T00:00:00Z"), { unit: "month", count: 3 }).toISOString()).toBe(
      "2025-02-28T00:00:00.000Z",
    );
    expect(addInterval(at("2024-05-15T00:00:00Z"), { unit: "month", count: 11 }).toISOString()).toBe(
      "2025-04-15T00:00:00.000Z",
    );
  });

  it("adds years as twelve months (29 February becomes 28 February)", () => {
    expect(addInterval(at("2024-02-29T12:00:00Z"), { unit: "year", count: 1 }).toISOString()).toBe(
      "2025-02-28T12:00:00.000Z",
    );
    expect(addInterval(at("2024-02-29T12:00:00Z"), { unit: "year", count: 2 }).toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
  });

  it("refuses a fractional count and never changes its argument", () => {
    const date = at("2024-01-31T00:00:00Z");
    expect(() => addInterval(date, { unit: "month", count: 1.5 })).toThrow(RangeError);
    addInterval(date, MONTHLY);
    expect(date.toISOString()).toBe("2024-01-31T00:00:00.000Z");
  });
});

describe("rateSchedule", () => {
  const start = at("2024-01-31T09:00:00Z");

  it("one_time: the price at start", () => {
    expect(rateSchedule("one_time", { price: 4900 }, start)).toEqual([
      { number: 1, dueAt: start, amount: 4900 },
    ]);
  });

  it("installment: first amount, then the next amount every interval", () => {
    const rates = rateSchedule(
      "installment",
      { firstAmount: 5000, nextAmount: 2500, paymentsCount: 3, interval: MONTHLY },
      start,
    );
    expect(rates.map((r) => [r.number, r.amount])).toEqual([
      [1, 5000],
      [2, 2500],
      [3, 2500],
    ]);
    // Each from the one before: 31 Jan → 29 Feb → 29 Mar.
    expect(iso(rates)).toEqual(["2024-01-31", "2024-02-29", "2024-03-29"]);
  });

  it("custom intervals: rate 1 at start, rateIntervals[n-1] is the wait before rate n", () => {
    const prefs: SchedulePlanPrefs = {
      paymentsCount: 3,
      customIntervals: true,
      rate1Amount: 1000,
      rate2Amount: 2000,
      rate3Amount: 3000,
      rateIntervals: [{ unit: "year", count: 2 }, { unit: "week", count: 2 }, MONTHLY],
    };
    const rates = rateSchedule("limited_subscription", prefs, at("2024-01-01T00:00:00Z"));
    expect(rates.map((r) => r.amount)).toEqual([1000, 2000, 3000]);
    expect(iso(rates)).toEqual(["2024-01-01", "2024-01-15", "2024-02-15"]);
  });

  it("subscription: only the first rate, which defaults to the recurring amount", () => {
    const prefs: SchedulePlanPrefs = { nextAmount: 990, interval: MONTHLY };
    expect(rateSchedule("subscription", prefs, start)).toEqual([{ number: 1, dueAt: start, amount: 990 }]);
    expect(rateSchedule("subscription", { ...prefs, firstAmount: 0 }, start)[0]!.amount).toBe(0);
  });

  it("a trial moves the first rate by its days; the others follow from there", () => {
    const prefs: SchedulePlanPrefs = {
      firstAmount: 100,
      nextAmount: 100,
      paymentsCount: 2,
      interval: MONTHLY,
      trialDays: 14,
    };
    expect(iso(rateSchedule("limited_subscription", prefs, at("2024-01-10T00:00:00Z")))).toEqual([
      "2024-01-24",
      "2024-02-24",
    ]);
    expect(iso(rateSchedule("subscription", prefs, at("2024-01-10T00:00:00Z")))).toEqual(["2024-01-24"]);
  });

  it("trials and start days count only where the plan type allows them (not one_time, installment)", () => {
    const extras = { trialDays: 30, customStartDay: 14 };
    expect(iso(rateSchedule("one_time", { price: 1, ...extras }, start))).toEqual(["2024-01-31"]);
    const installment = rateSchedule(
      "installment",
      { firstAmount: 1, nextAmount: 1, paymentsCount: 2, interval: MONTHLY, ...extras },
      start,
    );
    expect(iso(installment)).toEqual(["2024-01-31", "2024-02-29"]);
  });

  it("a custom start day: the first rate at start, each later one on the first start day after an interval", () => {
    const prefs: SchedulePlanPrefs = {
      firstAmount: 100,
      nextAmount: 100,
      paymentsCount: 4,
      interval: MONTHLY,
      customStartDay: 1,
    };
    // 20 Jan + 1 month = 20 Feb → 1 Mar; then 1 Apr, 1 May.
    expect(iso(rateSchedule("limited_subscription", prefs, at("2024-01-20T00:00:00Z")))).toEqual([
      "2024-01-20",
      "2024-03-01",
      "2024-04-01",
      "2024-05-01",
    ]);
    // Landing on the day itself keeps it.
    expect(
      iso(rateSchedule("limited_subscription", { ...prefs, customStartDay: 14 }, at("2024-01-14T00:00:00Z"))),
    ).toEqual(["2024-01-14", "2024-02-14", "2024-03-14", "2024-04-14"]);
    // Short intervals wait for the day too: at most one rate a month.
    const weekly = { ...prefs, interval: { unit: "week", count: 1 } as const, customStartDay: 7 };
    expect(iso(rateSchedule("limited_subscription", weekly, at("2024-01-01T00:00:00Z")))).toEqual([
      "2024-01-01",
      // 1 Jan + 1 week = 8 Jan, past the 7th → 7 Feb.
      "2024-02-07",
      "2024-03-07",
      "2024-04-07",
    ]);
  });

  it("lets the caller adjust each amount (a coupon on every rate)", () => {
    const rates = rateSchedule(
      "installment",
      { firstAmount: 1000, nextAmount: 500, paymentsCount: 3, interval: MONTHLY },
      start,
      { amountFor: (n, amount) => (n === 1 ? amount - 100 : amount) },
    );
    expect(rates.map((r) => r.amount)).toEqual([900, 500, 500]);
  });

  it("refuses a recurring plan without an interval", () => {
    expect(() =>
      rateSchedule("installment", { firstAmount: 1, nextAmount: 1, paymentsCount: 2 }, start),
    ).toThrow(RangeError);
    expect(() =>
      rateSchedule(
        "installment",
        { paymentsCount: 2, customIntervals: true, rateIntervals: [MONTHLY] },
        start,
      ),
    ).toThrow(RangeError);
  });
});

describe("nextSubscriptionRate", () => {
  const prefs: SchedulePlanPrefs = { firstAmount: 0, nextAmount: 1500, interval: MONTHLY };

  it("is one interval later with the recurring amount", () => {
    const first = rateSchedule("subscription", prefs, at("2024-01-31T10:00:00Z"))[0]!;
    const second = nextSubscriptionRate(prefs, first);
    expect(second).toEqual({ number: 2, dueAt: at("2024-02-29T10:00:00Z"), amount: 1500 });
    expect(nextSubscriptionRate(prefs, second).dueAt).toEqual(at("2024-03-29T10:00:00Z"));
  });

  it("honours the custom start day and an amount adjustment", () => {
    const previous: ScheduledRate = { number: 1, dueAt: at("2024-01-20T00:00:00Z"), amount: 0 };
    expect(
      nextSubscriptionRate({ ...prefs, customStartDay: 7 }, previous, { amountFor: (_, a) => a / 2 }),
    ).toEqual({ number: 2, dueAt: at("2024-03-07T00:00:00Z"), amount: 750 });
  });
});

// --- properties ---

const interval: fc.Arbitrary<PlanIntervalValue> = fc
  .constantFrom(...PLAN_INTERVAL_UNITS)
  .chain((unit) =>
    fc.record({ unit: fc.constant(unit), count: fc.integer({ min: 1, max: PLAN_INTERVAL_MAX[unit] }) }),
  );
const amount = fc.integer({ min: 0, max: 10_000_000 });
const startDate = fc.date({
  min: at("2000-01-01T00:00:00Z"),
  max: at("2100-01-01T00:00:00Z"),
  noInvalidDate: true,
});

const fixedPrefs: fc.Arbitrary<SchedulePlanPrefs> = fc.record({
  firstAmount: amount,
  nextAmount: amount,
  paymentsCount: fc.integer({ min: 2, max: 100 }),
  interval,
});
const customPrefs: fc.Arbitrary<SchedulePlanPrefs> = fc
  .array(fc.record({ amount, interval }), { minLength: 2, maxLength: 100 })
  .map((rates) => ({
    paymentsCount: rates.length,
    customIntervals: true,
    ...Object.fromEntries(rates.map((r, i) => [`rate${i + 1}Amount`, r.amount])),
    rateIntervals: rates.map((r) => r.interval),
  }));
const timing = fc.record({
  trialDays: fc.option(fc.integer({ min: 0, max: 365 }), { nil: undefined }),
  customStartDay: fc.option(fc.constantFrom(...CUSTOM_START_DAYS), { nil: undefined }),
});
const plan = fc.record({
  form: fc.constantFrom("installment" as const, "limited_subscription" as const),
  prefs: fc.tuple(fc.oneof(fixedPrefs, customPrefs), timing).map(([p, t]) => ({ ...p, ...t })),
  start: startDate,
});

describe("rateSchedule properties", () => {
  it("has paymentsCount rates, summing to planTotal, due strictly later each time", () => {
    fc.assert(
      fc.property(plan, ({ form, prefs, start }) => {
        const rates = rateSchedule(form, prefs, start);
        expect(rates).toHaveLength(prefs.paymentsCount!);
        expect(rates.reduce((sum, r) => sum + r.amount, 0)).toBe(planTotal(prefs));
        rates.forEach((r, i) => expect(r.number).toBe(i + 1));
        for (let i = 1; i < rates.length; i++)
          expect(rates[i]!.dueAt.getTime()).toBeGreaterThan(rates[i - 1]!.dueAt.getTime());
      }),
    );
  });

  it("a trial shifts the first due date by exactly its days; later rates keep the start day", () => {
    fc.assert(
      fc.property(plan, ({ prefs, start }) => {
        const rates = rateSchedule("limited_subscription", prefs, start);
        expect(rates[0]!.dueAt.getTime() - start.getTime()).toBe((prefs.trialDays ?? 0) * DAY_MS);
        if (prefs.customStartDay)
          for (const r of rates.slice(1)) expect(r.dueAt.getUTCDate()).toBe(prefs.customStartDay);
      }),
    );
  });

  it("each later rate is at least its interval after the one before", () => {
    fc.assert(
      fc.property(plan, ({ form, prefs, start }) => {
        const rates = rateSchedule(form, prefs, start);
        for (let i = 1; i < rates.length; i++) {
          const wait = prefs.customIntervals ? prefs.rateIntervals![i]! : prefs.interval!;
          expect(rates[i]!.dueAt.getTime()).toBeGreaterThanOrEqual(
            addInterval(rates[i - 1]!.dueAt, wait).getTime(),
          );
        }
      }),
    );
  });

  it("a subscription's next rates follow the same rule as a limited subscription's", () => {
    fc.assert(
      fc.property(fixedPrefs, timing, startDate, (p, t, start) => {
        const prefs = { ...p, ...t, firstAmount: p.nextAmount };
        const limited = rateSchedule("limited_subscription", prefs, start);
        let rate = rateSchedule("subscription", prefs, start)[0]!;
        expect(rate).toEqual(limited[0]);
        for (const expected of limited.slice(1)) {
          rate = nextSubscriptionRate(prefs, rate);
          expect(rate).toEqual(expected);
        }
      }),
      { numRuns: 50 },
    );
  });
});
