import {
  allowsTrialAndStartDay,
  checkPlanInterval,
  CUSTOM_START_DAYS,
  hasPaymentsCount,
  PLAN_AMOUNT_MAX,
  PLAN_INTERVAL_MAX,
  PLAN_INTERVAL_UNITS,
  PLAN_PAYMENTS_COUNT_MAX,
  PLAN_PAYMENTS_COUNT_MIN,
  PLAN_TRIAL_DAYS_MAX,
  planSchedule,
  planTotal,
  PRODUCT_TEXT_LIMIT,
  type PlanPrefs,
  type PricingPlanType,
} from "@sellwerk/domain";
import type {
  ApiPlanPrefs,
  IntervalUnit,
  PlanInterval,
  PricingPlan,
} from "../../../../../api/catalogTypes.ts";
import type { IssueList } from "../form/issues.ts";
import { catalogIssue } from "../form/issues.ts";

// Pricing plans in the editor (spec core §3, §5): the form holds every pref a plan type may use;
// the API gets only the prefs of the plan's type (it refuses the others), with custom-interval
// rates as a list. Every plan is in the product's currency.

export const INTERVAL_UNITS: readonly IntervalUnit[] = PLAN_INTERVAL_UNITS;
export const INTERVAL_MAX = PLAN_INTERVAL_MAX;
export const PAYMENTS_COUNT = { min: PLAN_PAYMENTS_COUNT_MIN, max: PLAN_PAYMENTS_COUNT_MAX } as const;
export const TRIAL_DAYS_MAX = PLAN_TRIAL_DAYS_MAX;
export const PLAN_NAME_MAX_LENGTH = PRODUCT_TEXT_LIMIT;
export const MIN_CUSTOM_RATES = PLAN_PAYMENTS_COUNT_MIN;

export type PlanField =
  | "price"
  | "firstAmount"
  | "nextAmount"
  | "paymentsCount"
  | "interval"
  | "customIntervals"
  | "trialDays"
  | "customStartDay";

/** Which prefs a plan type has (the domain's plan rules). */
export function hasField(form: PricingPlanType, field: PlanField): boolean {
  switch (field) {
    case "price":
      return form === "one_time";
    case "paymentsCount":
    case "customIntervals":
      return hasPaymentsCount(form);
    case "trialDays":
    case "customStartDay":
      return allowsTrialAndStartDay(form);
    default:
      return form !== "one_time";
  }
}

export interface RateForm {
  amount: number | null;
  /** Time after the previous payment; the first rate is charged at purchase. */
  interval: PlanInterval;
}

export interface PlanForm {
  /** Stable React key, also for plans not saved yet. */
  key: string;
  id?: number;
  name: string;
  form: PricingPlanType;
  useNetPrice: boolean;
  active: boolean;
  recommended: boolean;
  price: number | null;
  firstAmount: number | null;
  nextAmount: number | null;
  paymentsCount: number | null;
  customIntervals: boolean;
  rates: RateForm[];
  interval: PlanInterval;
  trialDays: number | null;
  customStartDay: number | null;
}

const MONTHLY: PlanInterval = { count: 1, unit: "month" };

function isUnit(value: unknown): value is IntervalUnit {
  return typeof value === "string" && (INTERVAL_UNITS as readonly string[]).includes(value);
}

function intervalOf(value: PlanInterval | null | undefined): PlanInterval {
  return value && isUnit(value.unit) && Number.isInteger(value.count)
    ? { count: value.count, unit: value.unit }
    : MONTHLY;
}

const num = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

let nextKey = 0;
export function newPlanKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function emptyPlan(form: PricingPlanType): PlanForm {
  return {
    key: newPlanKey(),
    name: "",
    form,
    useNetPrice: false,
    active: true,
    recommended: false,
    price: null,
    firstAmount: null,
    nextAmount: null,
    paymentsCount: hasPaymentsCount(form) ? 3 : null,
    customIntervals: false,
    rates: [],
    interval: MONTHLY,
    trialDays: null,
    customStartDay: null,
  };
}

export function planFromApi(plan: PricingPlan): PlanForm {
  const prefs: ApiPlanPrefs = plan.prefs ?? {};
  return {
    key: plan.id === undefined ? newPlanKey() : `plan-${plan.id}`,
    id: plan.id,
    name: plan.name ?? "",
    form: plan.form,
    useNetPrice: plan.useNetPrice,
    active: plan.active,
    recommended: plan.recommended ?? false,
    price: num(prefs.price),
    firstAmount: num(prefs.firstAmount),
    nextAmount: num(prefs.nextAmount),
    paymentsCount: num(prefs.paymentsCount),
    customIntervals: prefs.customIntervals === true,
    rates: (prefs.rates ?? []).map((rate) => ({
      amount: num(rate.amount),
      interval: intervalOf(rate.interval),
    })),
    interval: intervalOf(prefs.interval),
    trialDays: num(prefs.trialDays),
    customStartDay: num(prefs.customStartDay),
  };
}

/** Custom intervals replace first/next amounts and the payments count with the rates. */
export function usesRates(plan: PlanForm): boolean {
  return hasField(plan.form, "customIntervals") && plan.customIntervals;
}

/** The prefs the API stores for the plan's type, nothing else. */
export function prefsToApi(plan: PlanForm): ApiPlanPrefs {
  const has = (field: PlanField) => hasField(plan.form, field);
  const prefs: ApiPlanPrefs = {};
  if (has("price")) prefs.price = plan.price;
  if (usesRates(plan)) {
    prefs.customIntervals = true;
    prefs.rates = plan.rates.map((rate) => ({ amount: rate.amount ?? 0, interval: rate.interval }));
    prefs.paymentsCount = plan.rates.length;
  } else if (plan.form !== "one_time") {
    // A subscription without its own first amount starts with the next amount.
    if (plan.firstAmount !== null) prefs.firstAmount = plan.firstAmount;
    prefs.nextAmount = plan.nextAmount;
    prefs.interval = plan.interval;
    if (has("paymentsCount")) prefs.paymentsCount = plan.paymentsCount;
  }
  if (has("trialDays") && plan.trialDays) prefs.trialDays = plan.trialDays;
  if (has("customStartDay") && plan.customStartDay !== null) prefs.customStartDay = plan.customStartDay;
  return prefs;
}

export function planToApi(plan: PlanForm, position: number): PricingPlan {
  return {
    ...(plan.id === undefined ? {} : { id: plan.id }),
    name: plan.name.trim(),
    form: plan.form,
    useNetPrice: plan.useNetPrice,
    active: plan.active,
    recommended: plan.recommended,
    position,
    prefs: prefsToApi(plan),
  };
}

/** The prefs in the domain's shape (rate{n}Amount), for its schedule and total rules. */
export function domainPrefs(plan: PlanForm): PlanPrefs {
  const api = prefsToApi(plan);
  const prefs: PlanPrefs = {
    price: api.price,
    firstAmount: api.firstAmount,
    nextAmount: api.nextAmount,
    paymentsCount: api.paymentsCount,
    customIntervals: api.customIntervals,
  };
  (api.rates ?? []).forEach((rate, i) => {
    prefs[`rate${i + 1}Amount`] = rate.amount;
  });
  return prefs;
}

export interface SchedulePayment {
  amount: number;
  /** Wait after the previous payment; null for the payment at purchase (or after the trial). */
  after: PlanInterval | null;
}

/**
 * The payments a buyer makes, in order. Subscriptions run until cancelled, so their schedule
 * shows the first payment and one repeat; `open` says the list goes on.
 */
export function planPayments(plan: PlanForm): {
  payments: SchedulePayment[];
  open: boolean;
  total: number | null;
} {
  const prefs = domainPrefs(plan);
  if (plan.form === "subscription") {
    const first = plan.firstAmount ?? plan.nextAmount ?? 0;
    return {
      payments: [
        { amount: first, after: null },
        { amount: plan.nextAmount ?? first, after: plan.interval },
      ],
      open: true,
      total: null,
    };
  }
  const amounts = planSchedule(prefs);
  const payments = amounts.map((amount, i) => ({
    amount,
    after: i === 0 ? null : usesRates(plan) ? (plan.rates[i]?.interval ?? MONTHLY) : plan.interval,
  }));
  return { payments, open: false, total: planTotal(prefs) };
}

/** What the buyer pays first: the price, or the first payment of a plan with several. */
export function firstPayment(plan: PlanForm): number {
  return planPayments(plan).payments[0]?.amount ?? 0;
}

function checkAmount(list: IssueList, path: string, value: number | null, allowZero: boolean): void {
  if (value === null) list.code(path, "required");
  else if (value < 0 || (!allowZero && value === 0)) list.add(path, catalogIssue("checkout.amountPositive"));
  else if (value > PLAN_AMOUNT_MAX) list.add(path, catalogIssue("checkout.amountTooHigh"));
}

function checkInterval(list: IssueList, path: string, interval: PlanInterval): void {
  if (checkPlanInterval(interval))
    list.code(`${path}.count`, "out_of_range", { min: 1, max: INTERVAL_MAX[interval.unit] });
}

/** Client-side rules of one plan; paths as the API names them (pricingPlans.{i}.prefs.…). */
export function validatePlan(list: IssueList, plan: PlanForm, index: number): void {
  const base = `pricingPlans.${index}`;
  const prefs = `${base}.prefs`;
  const has = (field: PlanField) => hasField(plan.form, field);
  if (plan.name.trim().length > PLAN_NAME_MAX_LENGTH)
    list.code(`${base}.name`, "too_long", { max: PLAN_NAME_MAX_LENGTH });
  if (has("price")) checkAmount(list, `${prefs}.price`, plan.price, false);
  if (usesRates(plan)) {
    if (plan.rates.length < MIN_CUSTOM_RATES)
      list.add(`${prefs}.rates`, catalogIssue("checkout.ratesMin", { min: MIN_CUSTOM_RATES }));
    if (plan.rates.length > PAYMENTS_COUNT.max)
      list.code(`${prefs}.rates`, "too_high", { max: PAYMENTS_COUNT.max });
    plan.rates.forEach((rate, i) => {
      checkAmount(list, `${prefs}.rates.${i}.amount`, rate.amount, i === 0);
      if (i > 0) checkInterval(list, `${prefs}.rates.${i}.interval`, rate.interval);
    });
  } else if (plan.form !== "one_time") {
    // Optional for open subscriptions: they then start with the next amount.
    if (plan.form !== "subscription" || plan.firstAmount !== null)
      checkAmount(list, `${prefs}.firstAmount`, plan.firstAmount, true);
    if (has("nextAmount")) checkAmount(list, `${prefs}.nextAmount`, plan.nextAmount, false);
    if (has("paymentsCount")) {
      const count = plan.paymentsCount;
      if (count === null) list.code(`${prefs}.paymentsCount`, "required");
      else if (count < PAYMENTS_COUNT.min || count > PAYMENTS_COUNT.max)
        list.code(`${prefs}.paymentsCount`, "out_of_range", PAYMENTS_COUNT);
    }
    if (has("interval")) checkInterval(list, `${prefs}.interval`, plan.interval);
  }
  if (has("trialDays") && plan.trialDays !== null && (plan.trialDays < 0 || plan.trialDays > TRIAL_DAYS_MAX))
    list.code(`${prefs}.trialDays`, "out_of_range", { min: 0, max: TRIAL_DAYS_MAX });
  if (
    has("customStartDay") &&
    plan.customStartDay !== null &&
    !(CUSTOM_START_DAYS as readonly number[]).includes(plan.customStartDay)
  )
    list.code(`${prefs}.customStartDay`, "invalid_value");
}

/** Switching custom intervals on starts the rates from the plan's current schedule. */
export function withCustomIntervals(plan: PlanForm, on: boolean): PlanForm {
  if (!on) return { ...plan, customIntervals: false };
  if (plan.rates.length > 0) return { ...plan, customIntervals: true };
  const count = Math.max(MIN_CUSTOM_RATES, plan.paymentsCount ?? MIN_CUSTOM_RATES);
  const rates = Array.from({ length: count }, (_, i) => ({
    amount: i === 0 ? plan.firstAmount : plan.nextAmount,
    interval: plan.interval,
  }));
  return { ...plan, customIntervals: true, rates };
}

/** A plan keeps its amounts when its type changes; prefs the new type lacks are simply not sent. */
export function withPlanType(plan: PlanForm, form: PricingPlanType): PlanForm {
  const paymentsCount = hasField(form, "paymentsCount") ? (plan.paymentsCount ?? 3) : plan.paymentsCount;
  const price = form === "one_time" ? (plan.price ?? plan.firstAmount) : plan.price;
  const firstAmount = form === "one_time" ? plan.firstAmount : (plan.firstAmount ?? plan.price);
  return { ...plan, form, paymentsCount, price, firstAmount };
}
