import type { PricingPlanType } from "./plans.ts";

// What a pricing plan's prefs must hold per plan type (spec core §3, §5; spec two §3, §9).

/** Interval units on the wire and in stored prefs. */
export const PLAN_INTERVAL_UNITS = ["day", "week", "month", "year"] as const;
export type PlanIntervalUnit = (typeof PLAN_INTERVAL_UNITS)[number];

/** Intervals of 1–27 days, 1–4 weeks, 1–11 months, 1–2 years (spec two §3). */
export const PLAN_INTERVAL_MAX: Readonly<Record<PlanIntervalUnit, number>> = {
  day: 27,
  week: 4,
  month: 11,
  year: 2,
};

export interface PlanIntervalValue {
  count: number;
  unit: PlanIntervalUnit;
}

export function checkPlanInterval(interval: PlanIntervalValue): "out_of_range" | null {
  const max = PLAN_INTERVAL_MAX[interval.unit];
  return Number.isInteger(interval.count) && interval.count >= 1 && interval.count <= max
    ? null
    : "out_of_range";
}

/** Installments and limited subscriptions are at least two payments; an upper bound stops typos. */
export const PLAN_PAYMENTS_COUNT_MIN = 2;
export const PLAN_PAYMENTS_COUNT_MAX = 100;
export const PLAN_TRIAL_DAYS_MAX = 365;
/** Any single amount, in minor units: far above any real price, far below float trouble. */
export const PLAN_AMOUNT_MAX = 10_000_000_000;

/** Plan types that charge more than once and therefore run on an interval. */
export function isRecurringPlan(type: PricingPlanType): boolean {
  return type !== "one_time";
}

/** Plan types with a fixed number of payments (payments count, optional custom intervals). */
export function hasPaymentsCount(type: PricingPlanType): boolean {
  return type === "installment" || type === "limited_subscription";
}

/** Subscriptions may start with a trial and on a chosen day of the month. */
export function allowsTrialAndStartDay(type: PricingPlanType): boolean {
  return type === "subscription" || type === "limited_subscription";
}
