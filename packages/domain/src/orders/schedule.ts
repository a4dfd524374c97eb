import { daysInMonth } from "../dates/calendar.ts";
import { SECONDS_PER_DAY } from "../constants/time.ts";
import type { PlanIntervalValue } from "../pricing/plan-rules.ts";
import { allowsTrialAndStartDay } from "../pricing/plan-rules.ts";
import type { PlanPrefs, PricingPlanType } from "../pricing/plans.ts";
import { CUSTOM_START_DAYS, planSchedule } from "../pricing/plans.ts";

// When an order's rates fall due and what each charges (docs/orders-lifecycle.md, "Schedule").
// Dates are moments; months are counted in UTC so a schedule never depends on the server's zone.

/** A plan's prefs as stored (the API's StoredPlanPrefs): the amounts of PlanPrefs plus the timing. */
export interface SchedulePlanPrefs extends PlanPrefs {
  interval?: PlanIntervalValue;
  /**
   * Custom intervals: the wait since the previous payment, by rate (rate{n}Amount ↔
   * rateIntervals[n-1]). Rate 1 is paid at purchase, so rateIntervals[0] is never used.
   */
  rateIntervals?: PlanIntervalValue[];
  trialDays?: number;
  /** Day of the month (CUSTOM_START_DAYS) every rate after the first falls on. */
  customStartDay?: number;
}

export interface ScheduledRate {
  /** 1-based. */
  number: number;
  dueAt: Date;
  /** Minor units. */
  amount: number;
}

export interface ScheduleOptions {
  /** Adjusts each rate's amount, e.g. a coupon on every rate; gets the rate number and plan amount. */
  amountFor?: (number: number, amount: number) => number;
}

const MS_PER_DAY = SECONDS_PER_DAY * 1000;

function addMonths(date: Date, months: number): Date {
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  // Jan 31 + 1 month is the last day of February, not 3 March.
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month + 1));
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, day);
  return result;
}

/** `date` plus an interval: days and weeks as 24-hour days, months and years in calendar months. */
export function addInterval(date: Date, interval: PlanIntervalValue): Date {
  const { unit, count } = interval;
  if (!Number.isInteger(count)) throw new RangeError(`interval count must be an integer: ${count}`);
  switch (unit) {
    case "day":
      return new Date(date.getTime() + count * MS_PER_DAY);
    case "week":
      return new Date(date.getTime() + count * 7 * MS_PER_DAY);
    case "month":
      return addMonths(date, count);
    case "year":
      return addMonths(date, count * 12);
  }
}

/** The first `day` of a month on or after `date`, same time of day (start days ≤ 28 exist in every month). */
function onOrAfterDay(date: Date, day: number): Date {
  const sameMonth = new Date(date.getTime());
  sameMonth.setUTCDate(day);
  return date.getUTCDate() <= day ? sameMonth : addMonths(sameMonth, 1);
}

function startDayOf(form: PricingPlanType, prefs: SchedulePlanPrefs): number | null {
  const day = prefs.customStartDay;
  const known = day !== undefined && (CUSTOM_START_DAYS as readonly number[]).includes(day);
  return known && allowsTrialAndStartDay(form) ? day : null;
}

/** One wait after `previous`, then on to the start day if the plan has one. */
function dueAfter(previous: Date, wait: PlanIntervalValue | undefined, startDay: number | null): Date {
  if (!wait || wait.count < 1) throw new RangeError("a recurring plan needs an interval of at least 1");
  const due = addInterval(previous, wait);
  return startDay === null ? due : onOrAfterDay(due, startDay);
}

function firstDueAt(form: PricingPlanType, prefs: SchedulePlanPrefs, start: Date): Date {
  const trial = prefs.trialDays;
  const days = allowsTrialAndStartDay(form) && typeof trial === "number" && trial > 0 ? trial : 0;
  return addInterval(start, { unit: "day", count: days });
}

/** A subscription starts with its first amount, which defaults to the recurring one. */
function subscriptionFirstAmount(prefs: SchedulePlanPrefs): number {
  return prefs.firstAmount ?? prefs.nextAmount ?? 0;
}

/**
 * The rates an order of this plan charges, from `start` (the purchase). one_time: the price at
 * start. Installments and limited subscriptions: every rate — the first at start (after the
 * trial), each next one an interval (custom: its own rateIntervals entry) after the one before,
 * moved on to the custom start day if set. Subscriptions: only the first rate; the next one is
 * made when a rate is paid (nextSubscriptionRate), since an open-ended list has no end.
 */
export function rateSchedule(
  form: PricingPlanType,
  prefs: SchedulePlanPrefs,
  start: Date,
  options: ScheduleOptions = {},
): ScheduledRate[] {
  const amountFor = options.amountFor ?? ((_: number, amount: number) => amount);
  const first = firstDueAt(form, prefs, start);
  if (form === "one_time") return [{ number: 1, dueAt: first, amount: amountFor(1, prefs.price ?? 0) }];
  if (form === "subscription")
    return [{ number: 1, dueAt: first, amount: amountFor(1, subscriptionFirstAmount(prefs)) }];

  const startDay = startDayOf(form, prefs);
  const rates: ScheduledRate[] = [];
  // planSchedule is what planTotal sums, so the schedule always adds up to the plan's total.
  planSchedule(prefs).forEach((amount, i) => {
    const previous = rates[i - 1];
    const wait = prefs.customIntervals ? prefs.rateIntervals?.[i] : prefs.interval;
    const dueAt = previous ? dueAfter(previous.dueAt, wait, startDay) : first;
    rates.push({ number: i + 1, dueAt, amount: amountFor(i + 1, amount) });
  });
  return rates;
}

/**
 * A subscription's rate after `previous`: one interval later (on the custom start day if set),
 * charging the recurring amount. Counted from the previous due date, like every schedule here.
 */
export function nextSubscriptionRate(
  prefs: SchedulePlanPrefs,
  previous: ScheduledRate,
  options: ScheduleOptions = {},
): ScheduledRate {
  const number = previous.number + 1;
  const amount = prefs.nextAmount ?? prefs.firstAmount ?? 0;
  return {
    number,
    dueAt: dueAfter(previous.dueAt, prefs.interval, startDayOf("subscription", prefs)),
    amount: options.amountFor ? options.amountFor(number, amount) : amount,
  };
}
