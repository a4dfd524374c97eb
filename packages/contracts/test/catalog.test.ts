import { describe, expect, it } from "vitest";
import { PRODUCT_NOT_READY_REASONS } from "@sellwerk/domain";
import { catalog, messages } from "../src/index.ts";

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("catalog schemas", () => {
  it("translate every not-ready reason, as publish refusals name them", () => {
    for (const reason of PRODUCT_NOT_READY_REASONS)
      for (const locale of ["en", "de"] as const) expect(messages[locale].validation).toHaveProperty(reason);
  });

  it("require per plan type what it charges and refuse prefs of other types", () => {
    const parse = (form: string, prefs: object) => catalog.pricingPlanInput.safeParse({ form, prefs });
    expect(parse("one_time", { price: 100 }).success).toBe(true);
    expect(issues(parse("one_time", { interval: { count: 1, unit: "month" } }))).toEqual({
      "prefs.price": "required",
      "prefs.interval": "unknown_field",
    });
    expect(issues(parse("subscription", {}))).toEqual({
      "prefs.interval": "required",
      "prefs.next_amount": "required",
    });
    expect(issues(parse("installment", { interval: { count: 1, unit: "week" } }))).toEqual({
      "prefs.payments_count": "required",
      "prefs.first_amount": "required",
      "prefs.next_amount": "required",
    });
    expect(
      parse("limited_subscription", {
        first_amount: 1,
        next_amount: 1,
        payments_count: 2,
        interval: { count: 2, unit: "year" },
        trial_days: 7,
        custom_start_day: 28,
      }).success,
    ).toBe(true);
  });

  it("check discount values by their form", () => {
    const parse = (value: number, value_form: string) =>
      catalog.discountInput.safeParse({ active: true, value, value_form });
    expect(parse(33.33, "percents").success).toBe(true);
    expect(issues(parse(33.333, "percents"))).toEqual({ value: "invalid" });
    expect(issues(parse(100.01, "percents"))).toEqual({ value: "too_high" });
    expect(parse(500, "currency").success).toBe(true);
    expect(issues(parse(5.5, "currency"))).toEqual({ value: "invalid" });
  });

  it("fill a product's step settings with their defaults", () => {
    expect(catalog.checkoutSettings.parse({})).toEqual({
      payment_methods: [],
      layout: "default",
      theme_id: null,
      order_bumps: [],
      order_bump_position: "below_payment_methods",
    });
    expect(catalog.pagesSettings.parse({}).success).toBe("default");
  });
});
