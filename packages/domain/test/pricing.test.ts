import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  availablePaymentMethods,
  BASE_PAYMENT_METHODS,
  buyPriceAfterDiscount,
  CUSTOM_START_DAYS,
  PAYMENT_METHODS,
  PAYMENT_PLAN_CODES,
  planSchedule,
  planTotal,
  PRICING_PLAN_TYPES,
} from "../src/index.ts";
import type { PlanPrefs, ProductDiscount } from "../src/index.ts";

const discount = (over: Partial<ProductDiscount>): ProductDiscount => ({
  active: true,
  limit: 10,
  ordersCount: 0,
  value: 10,
  valueForm: "percents",
  ...over,
});

describe("buyPriceAfterDiscount", () => {
  it("a free product gives its price", () => {
    expect(buyPriceAfterDiscount(0, { free: true, discount: discount({}) })).toBe(0);
    expect(buyPriceAfterDiscount(1000, { free: true, discount: discount({}) })).toBe(1000);
  });
  it("without an applicable discount the price stays", () => {
    expect(buyPriceAfterDiscount(1000, { free: false })).toBe(1000);
    expect(buyPriceAfterDiscount(1000, { free: false, discount: discount({ active: false }) })).toBe(1000);
    expect(
      buyPriceAfterDiscount(1000, { free: false, discount: discount({ ordersCount: 10, limit: 10 }) }),
    ).toBe(1000);
  });
  it("applies while orders are below the limit, and without a limit", () => {
    expect(
      buyPriceAfterDiscount(1000, { free: false, discount: discount({ ordersCount: 9, limit: 10 }) }),
    ).toBe(900);
    expect(
      buyPriceAfterDiscount(1000, { free: false, discount: discount({ ordersCount: 999, limit: null }) }),
    ).toBe(900);
  });
  it("a currency discount subtracts, never below zero", () => {
    expect(
      buyPriceAfterDiscount(1000, { free: false, discount: discount({ valueForm: "currency", value: 250 }) }),
    ).toBe(750);
    expect(
      buyPriceAfterDiscount(1000, {
        free: false,
        discount: discount({ valueForm: "currency", value: 5000 }),
      }),
    ).toBe(0);
  });
  it("a percent discount rounds half up to whole minor units", () => {
    // 999 * 0.5 = 499.5 -> 500
    expect(buyPriceAfterDiscount(999, { free: false, discount: discount({ value: 50 }) })).toBe(500);
    // 1999 * 0.85 = 1699.15 -> 1699
    expect(buyPriceAfterDiscount(1999, { free: false, discount: discount({ value: 15 }) })).toBe(1699);
    // 1000 * 0.875 = 875
    expect(buyPriceAfterDiscount(1000, { free: false, discount: discount({ value: 12.5 }) })).toBe(875);
    expect(buyPriceAfterDiscount(1000, { free: false, discount: discount({ value: 100 }) })).toBe(0);
    expect(buyPriceAfterDiscount(1000, { free: false, discount: discount({ value: 0 }) })).toBe(1000);
  });
  it("property: never negative, never above the price, always whole minor units", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.boolean(),
        fc.record({
          active: fc.boolean(),
          limit: fc.option(fc.nat(100)),
          ordersCount: fc.nat(100),
          value: fc.oneof(
            fc.integer({ min: -1000, max: 200_000_000 }),
            fc.double({ min: -50, max: 150, noNaN: true }),
          ),
          valueForm: fc.constantFrom("currency" as const, "percents" as const),
        }),
        (price, free, d) => {
          const result = buyPriceAfterDiscount(price, { free, discount: d });
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});

describe("planTotal", () => {
  it("first amount plus the next amounts", () => {
    expect(planTotal({ firstAmount: 5000, nextAmount: 3000, paymentsCount: 4 })).toBe(14_000);
    expect(planTotal({ firstAmount: 5000, nextAmount: 3000, paymentsCount: 1 })).toBe(5000);
  });
  it("custom intervals sum the rate amounts up to paymentsCount", () => {
    expect(
      planTotal({
        customIntervals: true,
        paymentsCount: 3,
        rate1Amount: 100,
        rate2Amount: 250,
        rate3Amount: 50,
        rate4Amount: 999,
      }),
    ).toBe(400);
    expect(planSchedule({ customIntervals: true, paymentsCount: 2, rate1Amount: 100 })).toEqual([100, 0]);
  });
  it("a one-time plan is its price", () => {
    expect(planTotal({ price: 4900 })).toBe(4900);
    expect(planSchedule({ price: 4900 })).toEqual([4900]);
  });
  it("property: the total is the sum of a schedule built from the prefs", () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 36 }),
        amount,
        amount,
        fc.array(amount, { minLength: 36, maxLength: 36 }),
        (custom, count, first, next, rates) => {
          const prefs: PlanPrefs = {
            customIntervals: custom,
            paymentsCount: count,
            firstAmount: first,
            nextAmount: next,
          };
          rates.forEach((r, i) => (prefs[`rate${i + 1}Amount`] = r));
          const schedule = custom
            ? rates.slice(0, count)
            : [first, ...Array.from({ length: count - 1 }, () => next)];
          const sum = schedule.reduce((a, b) => a + b, 0);
          expect(planTotal(prefs)).toBe(sum);
          expect(planSchedule(prefs)).toEqual(schedule);
        },
      ),
    );
  });
});

describe("pricing plan constants", () => {
  it("has the spec's codes and start days", () => {
    expect(PAYMENT_PLAN_CODES).toEqual({
      one_time: 0,
      installment: 1,
      limited_subscription: 2,
      subscription: 3,
    });
    expect(PRICING_PLAN_TYPES.map((t) => PAYMENT_PLAN_CODES[t])).toEqual([0, 1, 2, 3]);
    expect(CUSTOM_START_DAYS).toEqual([1, 7, 14, 21, 28]);
  });
});

describe("availablePaymentMethods", () => {
  const all = { klarna: true, twint: true, mondu: true, klarnaSubscriptions: true };
  it("one_time adds klarna, twint and mondu when enabled", () => {
    expect(availablePaymentMethods("one_time", {})).toEqual([...BASE_PAYMENT_METHODS]);
    const methods = availablePaymentMethods("one_time", all);
    expect(methods).toEqual(expect.arrayContaining(["klarna", "twint", "mondu"]));
    expect(availablePaymentMethods("one_time", { twint: true })).toContain("twint");
    expect(availablePaymentMethods("one_time", { twint: true })).not.toContain("klarna");
  });
  it("subscriptions add klarna only with the subscription flag", () => {
    for (const type of ["subscription", "limited_subscription"] as const) {
      expect(availablePaymentMethods(type, { klarna: true, twint: true, mondu: true })).not.toContain(
        "klarna",
      );
      const methods = availablePaymentMethods(type, all);
      expect(methods).toContain("klarna");
      expect(methods).not.toContain("twint");
      expect(methods).not.toContain("mondu");
    }
  });
  it("installment gets the base set only", () => {
    expect(availablePaymentMethods("installment", all)).toEqual([...BASE_PAYMENT_METHODS]);
  });
  it("never offers not_assigned and keeps to the seller's activated methods", () => {
    expect(BASE_PAYMENT_METHODS).not.toContain("not_assigned");
    expect(availablePaymentMethods("one_time", all, ["paypal", "klarna", "not_assigned"])).toEqual([
      "paypal",
      "klarna",
    ]);
    expect(availablePaymentMethods("installment", all, ["paypal", "klarna"])).toEqual(["paypal"]);
  });
  it("lists the spec's 17 method kinds", () => {
    expect(PAYMENT_METHODS).toHaveLength(17);
  });
});
