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
