import type { DurationUnit } from "../constants/time.ts";

// Pricing plans (spec core §3, §5; spec two §9). Amounts are integers in minor units.
export const PRICING_PLAN_TYPES = [
  "one_time",
  "installment",
  "limited_subscription",
  "subscription",
] as const;
export type PricingPlanType = (typeof PRICING_PLAN_TYPES)[number];

/** Numeric codes of plan types (spec two §9). */
export const PAYMENT_PLAN_CODES = {
  one_time: 0,
  installment: 1,
  limited_subscription: 2,
  subscription: 3,
} as const satisfies Record<PricingPlanType, number>;

/** Days of the month a subscription may be moved to start on. */
export const CUSTOM_START_DAYS = [1, 7, 14, 21, 28] as const;

export interface PlanInterval {
  unit: DurationUnit;
  count: number;
}

/** Plan prefs as stored: rate amounts are rate1Amount, rate2Amount, ... for custom intervals. */
export interface PlanPrefs {
  price?: number | null;
  firstAmount?: number | null;
  nextAmount?: number | null;
  paymentsCount?: number | null;
  customIntervals?: boolean | null;
  [rate: `rate${number}Amount`]: number | null | undefined;
}

function amount(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function paymentsCountOf(prefs: PlanPrefs): number {
  const count = prefs.paymentsCount;
  return typeof count === "number" && Number.isInteger(count) && count >= 1 ? count : 1;
}

/**
 * The amounts charged, in order. Custom intervals charge rate1..rate{paymentsCount}; otherwise
 * firstAmount then nextAmount for the remaining payments. Without a first amount the plan is a
 * single payment of its price.
 */
export function planSchedule(prefs: PlanPrefs): number[] {
  const count = paymentsCountOf(prefs);
  if (prefs.customIntervals) {
    return Array.from({ length: count }, (_, i) => amount(prefs[`rate${i + 1}Amount`]));
  }
  if (prefs.firstAmount === null || prefs.firstAmount === undefined) return [amount(prefs.price)];
  return [amount(prefs.firstAmount), ...Array.from({ length: count - 1 }, () => amount(prefs.nextAmount))];
}

/**
 * Total of a plan (spec core §5): with custom intervals the sum of the rate amounts, otherwise
 * firstAmount + nextAmount * (paymentsCount - 1).
 */
export function planTotal(prefs: PlanPrefs): number {
  if (prefs.customIntervals) return planSchedule(prefs).reduce((sum, a) => sum + a, 0);
  if (prefs.firstAmount === null || prefs.firstAmount === undefined) return amount(prefs.price);
  return amount(prefs.firstAmount) + amount(prefs.nextAmount) * (paymentsCountOf(prefs) - 1);
}

/** The plan a checkout opens with: the recommended one, else the first (plans in their order). */
export function preselectedPlan<T extends { recommended: boolean }>(plans: readonly T[]): T | null {
  return plans.find((p) => p.recommended) ?? plans[0] ?? null;
}

/**
 * A plan's headline amount, as the checkout shows it big: what a one-time plan costs, else the
 * first payment (open-ended plans have no total to show).
 */
export function planHeadline(form: PricingPlanType, prefs: PlanPrefs): number {
  return form === "one_time" ? planTotal(prefs) : (planSchedule(prefs)[0] ?? 0);
}

export interface ListPrice {
  /** The headline of the plan the checkout opens with (minor units). */
  amount: number;
  /** Other active plans show another headline: lists write "from" before the amount. */
  from: boolean;
}

/**
 * The price lists show for a product (cabinet list, shop page): what a buyer sees first on the
 * checkout, not the smallest instalment, which would undersell a one-time price. Active plans
 * only, in their order; null without any.
 */
export function listPrice(
  plans: readonly { active: boolean; recommended: boolean; form: PricingPlanType; prefs: PlanPrefs }[],
): ListPrice | null {
  const active = plans.filter((p) => p.active);
  const first = preselectedPlan(active);
  if (!first) return null;
  const amount = planHeadline(first.form, first.prefs);
  return { amount, from: active.some((p) => planHeadline(p.form, p.prefs) !== amount) };
}
