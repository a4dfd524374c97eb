import {
  allowsTrialAndStartDay,
  checkPlanInterval,
  CUSTOM_START_DAYS,
  DISCOUNT_VALUE_FORMS,
  hasPaymentsCount,
  INPUT_RANGE,
  PLAN_AMOUNT_MAX,
  PLAN_INTERVAL_MAX,
  PLAN_INTERVAL_UNITS,
  PLAN_PAYMENTS_COUNT_MAX,
  PLAN_PAYMENTS_COUNT_MIN,
  PLAN_TRIAL_DAYS_MAX,
  PRICING_PLAN_TYPES,
  PRODUCT_TEXT_LIMIT,
  type PricingPlanType,
} from "@sellwerk/domain";
import { z } from "../zod.ts";
import { recordId } from "../product-parts.ts";

// Pricing plans and the product discount of the checkout step (spec core §3, §5; spec two §3).

/** Integer minor units (cents), never floats. */
export const amount = z.number().int().min(0).max(PLAN_AMOUNT_MAX);

export const planInterval = z
  .object({ count: z.number().int(), unit: z.enum(PLAN_INTERVAL_UNITS) })
  .superRefine((value, ctx) => {
    if (checkPlanInterval(value))
      ctx.addIssue({
        code: "custom",
        path: ["count"],
        message: "out_of_range",
        params: { minimum: 1, maximum: PLAN_INTERVAL_MAX[value.unit] },
      });
  });

export const planRate = z.object({ amount, interval: planInterval });

const customStartDay = z
  .number()
  .int()
  .refine((day) => (CUSTOM_START_DAYS as readonly number[]).includes(day), { message: "invalid_value" });

/** Prefs as the API reads and answers them; which ones a plan needs depends on its type. */
export const planPrefs = z.object({
  price: amount.nullish(),
  first_amount: amount.nullish(),
  next_amount: amount.nullish(),
  payments_count: z.number().int().min(PLAN_PAYMENTS_COUNT_MIN).max(PLAN_PAYMENTS_COUNT_MAX).nullish(),
  custom_intervals: z.boolean().nullish(),
  /** One rate per payment when custom_intervals: its amount and the time since the previous one. */
  rates: z.array(planRate).max(PLAN_PAYMENTS_COUNT_MAX).nullish(),
  interval: planInterval.nullish(),
  trial_days: z.number().int().min(0).max(PLAN_TRIAL_DAYS_MAX).nullish(),
  custom_start_day: customStartDay.nullish(),
});
export type PlanPrefs = z.infer<typeof planPrefs>;
type PrefKey = keyof PlanPrefs;

const ONE_TIME_ONLY: readonly PrefKey[] = ["price"];
const RECURRING: readonly PrefKey[] = [
  "first_amount",
  "next_amount",
  "payments_count",
  "custom_intervals",
  "rates",
  "interval",
  "trial_days",
  "custom_start_day",
];

/**
 * What each plan type needs (docs/api-catalog.md): one_time a price; subscription an interval and
 * next_amount (first_amount defaults to it); installment and limited_subscription a payments count
 * of at least 2 and either interval + first_amount + next_amount or custom intervals with one rate
 * per payment. Trials and start days belong to subscriptions. Prefs of another type are refused so
 * a plan never carries values that silently do nothing.
 */
function checkPlanPrefs(form: PricingPlanType, prefs: PlanPrefs, ctx: z.RefinementCtx): void {
  const issue = (key: PrefKey, message: string, params?: Record<string, number>) =>
    ctx.addIssue({ code: "custom", path: ["prefs", key], message, ...(params ? { params } : {}) });
  const given = (key: PrefKey) => prefs[key] !== null && prefs[key] !== undefined && prefs[key] !== false;
  const need = (...keys: readonly PrefKey[]) => {
    for (const key of keys) if (!given(key)) issue(key, "required");
  };
  const refuse = (...keys: readonly PrefKey[]) => {
    for (const key of keys) if (given(key)) issue(key, "unknown_field");
  };

  if (form === "one_time") {
    need("price");
    refuse(...RECURRING);
    return;
  }
  refuse(...ONE_TIME_ONLY);
  if (!allowsTrialAndStartDay(form)) refuse("trial_days", "custom_start_day");
  if (!hasPaymentsCount(form)) {
    need("interval", "next_amount");
    refuse("payments_count", "custom_intervals", "rates");
    return;
  }
  need("payments_count");
  if (!prefs.custom_intervals) {
    need("interval", "first_amount", "next_amount");
    refuse("rates");
    return;
  }
  need("rates");
  refuse("interval", "first_amount", "next_amount");
  const count = prefs.payments_count;
  if (prefs.rates && count && prefs.rates.length !== count)
    issue("rates", "rates_count_mismatch", { minimum: count, maximum: count });
}

/** A plan in the checkout step's full list; `id` keeps an existing plan (orders refer to it). */
export const pricingPlanInput = z
  .object({
    id: recordId.optional(),
    name: z.string().trim().max(PRODUCT_TEXT_LIMIT).default(""),
    form: z.enum(PRICING_PLAN_TYPES),
    use_net_price: z.boolean().default(false),
    active: z.boolean().default(true),
    /** Shown with the checkout theme's "recommended" badge. */
    recommended: z.boolean().default(false),
    prefs: planPrefs,
  })
  .superRefine((plan, ctx) => checkPlanPrefs(plan.form, plan.prefs, ctx));
export type PricingPlanInput = z.infer<typeof pricingPlanInput>;

export const pricingPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  form: z.enum(PRICING_PLAN_TYPES),
  /** Always the product's currency. */
  currency: z.string(),
  use_net_price: z.boolean(),
  active: z.boolean(),
  recommended: z.boolean(),
  position: z.number().int(),
  prefs: planPrefs,
  /** What the plan charges in all (spec core §5); one period for open-ended subscriptions. */
  total: z.number().int(),
});
export type PricingPlan = z.infer<typeof pricingPlan>;

const discountFields = {
  active: z.boolean(),
  /** How many orders may get it; null = unlimited. */
  limit: z.number().int().min(INPUT_RANGE.min).max(INPUT_RANGE.max).nullable().default(null),
  /** Minor units for "currency", a percentage with up to two decimals for "percents". */
  value: z.number().min(0),
  value_form: z.enum(DISCOUNT_VALUE_FORMS),
};

export const discountInput = z.object(discountFields).superRefine((d, ctx) => {
  const issue = (message: string, params?: Record<string, number>) =>
    ctx.addIssue({ code: "custom", path: ["value"], message, ...(params ? { params } : {}) });
  if (d.value_form === "percents") {
    if (d.value > 100) issue("too_high", { maximum: 100 });
    // At most two decimals (12.5 %, 33.33 %), with room for binary floating point.
    else if (Math.abs(d.value * 100 - Math.round(d.value * 100)) > 1e-6) issue("invalid");
  } else if (!Number.isInteger(d.value)) issue("invalid");
  else if (d.value > PLAN_AMOUNT_MAX) issue("too_high", { maximum: PLAN_AMOUNT_MAX });
});

/** orders_count is kept by checkout; a save never changes it. */
export const discount = z.object({ ...discountFields, orders_count: z.number().int() });
export type Discount = z.infer<typeof discount>;
