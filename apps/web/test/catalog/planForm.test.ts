import { describe, expect, it } from "vitest";
import { planTotal } from "@sellwerk/domain";
import {
  domainPrefs,
  emptyPlan,
  firstPayment,
  hasField,
  planFromApi,
  planPayments,
  planToApi,
  prefsToApi,
  validatePlan,
  withCustomIntervals,
  withPlanType,
  type PlanForm,
} from "../../src/cabinet/products/editor/steps/checkout/planForm.ts";
import { IssueList } from "../../src/cabinet/products/editor/steps/form/issues.ts";
import { planFixture } from "./fixtures.ts";

const issuesOf = (plan: PlanForm) => {
  const list = new IssueList();
  validatePlan(list, plan, 0);
  return list.issues;
};

describe("plan form ↔ API", () => {
  it("keeps a one-time plan's price and nothing else", () => {
    const form = planFromApi(planFixture());
    expect(form.price).toBe(1900);
    expect(planToApi(form, 0)).toEqual({
      id: 11,
      name: "",
      form: "one_time",
      useNetPrice: false,
      active: true,
      recommended: false,
      position: 0,
      prefs: { price: 1900 },
    });
  });

  it("sends a subscription's interval and amounts, never a payments count or a price", () => {
    const plan: PlanForm = {
      ...emptyPlan("subscription"),
      price: 999,
      firstAmount: 100,
      nextAmount: 900,
      interval: { count: 2, unit: "week" },
      trialDays: 14,
      customStartDay: 7,
    };
    expect(prefsToApi(plan)).toEqual({
      firstAmount: 100,
      nextAmount: 900,
      interval: { count: 2, unit: "week" },
      trialDays: 14,
      customStartDay: 7,
    });
  });

  it("leaves out an open subscription's missing first amount and empty trial", () => {
    const plan: PlanForm = { ...emptyPlan("subscription"), nextAmount: 500, trialDays: 0 };
    expect(prefsToApi(plan)).toEqual({ nextAmount: 500, interval: { count: 1, unit: "month" } });
  });

  it("turns custom intervals into one rate per payment, without first/next amounts or interval", () => {
    const plan = withCustomIntervals(
      { ...emptyPlan("installment"), firstAmount: 5000, nextAmount: 2500, paymentsCount: 3 },
      true,
    );
    expect(plan.rates.map((r) => r.amount)).toEqual([5000, 2500, 2500]);
    const prefs = prefsToApi(plan);
    expect(prefs).toEqual({
      customIntervals: true,
      paymentsCount: 3,
      rates: [
        { amount: 5000, interval: { count: 1, unit: "month" } },
        { amount: 2500, interval: { count: 1, unit: "month" } },
        { amount: 2500, interval: { count: 1, unit: "month" } },
      ],
    });
    expect(prefs.trialDays).toBeUndefined();
  });

  it("reads API rates back into the form and round-trips them", () => {
    const api = planFixture({
      form: "limited_subscription",
      prefs: {
        customIntervals: true,
        paymentsCount: 2,
        rates: [
          { amount: 300, interval: { count: 1, unit: "month" } },
          { amount: 700, interval: { count: 3, unit: "week" } },
        ],
      },
    });
    const form = planFromApi(api);
    expect(form.customIntervals).toBe(true);
    expect(planToApi(form, 0).prefs).toEqual(api.prefs);
  });

  it("knows which prefs each type has (domain plan rules)", () => {
    expect(hasField("one_time", "price")).toBe(true);
    expect(hasField("one_time", "interval")).toBe(false);
    expect(hasField("subscription", "paymentsCount")).toBe(false);
    expect(hasField("installment", "trialDays")).toBe(false);
    expect(hasField("limited_subscription", "customStartDay")).toBe(true);
  });
});

describe("plan schedule and total", () => {
  it("totals first + next × (count − 1) like the domain", () => {
    const plan: PlanForm = {
      ...emptyPlan("installment"),
      firstAmount: 1000,
      nextAmount: 500,
      paymentsCount: 4,
    };
    const { payments, total } = planPayments(plan);
    expect(payments.map((p) => p.amount)).toEqual([1000, 500, 500, 500]);
    expect(payments[0]!.after).toBeNull();
    expect(payments[1]!.after).toEqual({ count: 1, unit: "month" });
    expect(total).toBe(2500);
    expect(total).toBe(planTotal(domainPrefs(plan)));
  });

  it("sums custom rates with their own waits", () => {
    const plan = withCustomIntervals(
      { ...emptyPlan("installment"), firstAmount: 1, nextAmount: 2, paymentsCount: 2 },
      true,
    );
    plan.rates[1] = { amount: 7, interval: { count: 10, unit: "day" } };
    const { payments, total } = planPayments(plan);
    expect(total).toBe(8);
    expect(payments[1]!.after).toEqual({ count: 10, unit: "day" });
  });

  it("shows an open subscription as first payment and repeats, without a total", () => {
    const plan: PlanForm = { ...emptyPlan("subscription"), nextAmount: 900 };
    const result = planPayments(plan);
    expect(result.open).toBe(true);
    expect(result.total).toBeNull();
    expect(result.payments.map((p) => p.amount)).toEqual([900, 900]);
    expect(firstPayment(plan)).toBe(900);
  });
});

describe("plan validation", () => {
  it("asks for a positive price", () => {
    expect(issuesOf({ ...emptyPlan("one_time") })["pricingPlans.0.prefs.price"]?.key).toBe(
      "contracts:validation.required",
    );
    expect(issuesOf({ ...emptyPlan("one_time"), price: 0 })["pricingPlans.0.prefs.price"]?.key).toBe(
      "catalog:checkout.amountPositive",
    );
    expect(issuesOf({ ...emptyPlan("one_time"), price: 100 })).toEqual({});
  });

  it("limits intervals per unit (1–27 days, 1–4 weeks, 1–11 months, 1–2 years)", () => {
    const base: PlanForm = { ...emptyPlan("subscription"), nextAmount: 100 };
    expect(issuesOf({ ...base, interval: { count: 27, unit: "day" } })).toEqual({});
    expect(Object.keys(issuesOf({ ...base, interval: { count: 28, unit: "day" } }))).toEqual([
      "pricingPlans.0.prefs.interval.count",
    ]);
    expect(issuesOf({ ...base, interval: { count: 5, unit: "week" } })).not.toEqual({});
    expect(issuesOf({ ...base, interval: { count: 12, unit: "month" } })).not.toEqual({});
    expect(issuesOf({ ...base, interval: { count: 2, unit: "year" } })).toEqual({});
    expect(issuesOf({ ...base, interval: { count: 3, unit: "year" } })).not.toEqual({});
  });

  it("needs at least two payments for installments and a valid start day", () => {
    const plan: PlanForm = {
      ...emptyPlan("limited_subscription"),
      firstAmount: 1,
      nextAmount: 1,
      paymentsCount: 1,
    };
    expect(Object.keys(issuesOf(plan))).toContain("pricingPlans.0.prefs.paymentsCount");
    expect(Object.keys(issuesOf({ ...plan, paymentsCount: 2, customStartDay: 3 }))).toEqual([
      "pricingPlans.0.prefs.customStartDay",
    ]);
    expect(issuesOf({ ...plan, paymentsCount: 2, customStartDay: 28 })).toEqual({});
  });

  it("keeps amounts when the plan type changes", () => {
    const oneTime: PlanForm = { ...emptyPlan("one_time"), price: 4900 };
    const installment = withPlanType(oneTime, "installment");
    expect(installment.firstAmount).toBe(4900);
    expect(installment.paymentsCount).toBe(3);
    expect(withPlanType(installment, "one_time").price).toBe(4900);
  });
});
