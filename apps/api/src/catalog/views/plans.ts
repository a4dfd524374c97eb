import type { catalog } from "@sellwerk/contracts";
import {
  listPrice,
  planTotal,
  type PricingPlanType,
  type ProductDiscount,
  type SchedulePlanPrefs,
} from "@sellwerk/domain";
import type { pricingPlans } from "../tables.ts";

// Plan prefs and the discount are stored in the domain's shapes (spec core §3 names: firstAmount,
// rate{n}Amount, valueForm …) so planTotal, planSchedule and buyPriceAfterDiscount read them as
// they are; the API speaks snake_case with rates as a list.

export type PlanRow = typeof pricingPlans.$inferSelect;

/** The domain's shape, which rateSchedule reads (packages/domain/src/orders/schedule.ts). */
export type StoredPlanPrefs = SchedulePlanPrefs;

type WirePrefs = catalog.PlanPrefs;

type Defined<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

/** Leaves out absent values, so stored prefs and answers carry only what a plan uses. */
function defined<T extends object>(value: T): Defined<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined),
  ) as Defined<T>;
}

/** The validated wire prefs as stored; only what the plan type uses is kept (the schema refused the rest). */
export function toStoredPrefs(form: PricingPlanType, p: WirePrefs): StoredPlanPrefs {
  if (form === "one_time") return { price: p.price ?? 0 };
  const extras = defined({ trialDays: p.trial_days, customStartDay: p.custom_start_day });
  if (p.custom_intervals && p.rates) {
    const rates = Object.fromEntries(p.rates.map((r, i) => [`rate${i + 1}Amount`, r.amount]));
    return {
      paymentsCount: p.rates.length,
      customIntervals: true,
      ...rates,
      rateIntervals: p.rates.map((r) => r.interval),
      ...extras,
    };
  }
  return defined({
    // A subscription's first payment defaults to the recurring one.
    firstAmount: p.first_amount ?? p.next_amount,
    nextAmount: p.next_amount,
    paymentsCount: p.payments_count,
    interval: p.interval ?? undefined,
    ...extras,
  });
}

export function toWirePrefs(s: StoredPlanPrefs): WirePrefs {
  const rates = s.customIntervals
    ? (s.rateIntervals ?? []).map((interval, i) => ({ amount: s[`rate${i + 1}Amount`] ?? 0, interval }))
    : undefined;
  return defined({
    price: s.price,
    first_amount: s.customIntervals ? undefined : s.firstAmount,
    next_amount: s.customIntervals ? undefined : s.nextAmount,
    payments_count: s.paymentsCount,
    custom_intervals: s.customIntervals || undefined,
    rates,
    interval: s.interval,
    trial_days: s.trialDays,
    custom_start_day: s.customStartDay,
  });
}

export const storedPrefs = (row: PlanRow) => row.prefs as StoredPlanPrefs;

export function planView(row: PlanRow): catalog.PricingPlan {
  const prefs = storedPrefs(row);
  return {
    id: row.id,
    name: row.name,
    form: row.form as PricingPlanType,
    currency: row.currency,
    use_net_price: row.useNetPrice,
    active: row.active,
    recommended: row.recommended,
    position: row.position,
    prefs: toWirePrefs(prefs),
    total: planTotal(prefs),
  };
}

/** The list's price columns (products.display_price and display_price_from), by the domain's rule. */
export function displayPrice(
  plans: readonly { active: boolean; recommended: boolean; form: PricingPlanType; prefs: StoredPlanPrefs }[],
): { displayPrice: number | null; displayPriceFrom: boolean } {
  const price = listPrice(plans);
  return { displayPrice: price?.amount ?? null, displayPriceFrom: price?.from ?? false };
}

export function toStoredDiscount(
  input: Omit<catalog.Discount, "orders_count">,
  ordersCount: number,
): ProductDiscount {
  return {
    active: input.active,
    limit: input.limit,
    value: input.value,
    valueForm: input.value_form,
    ordersCount,
  };
}

export function discountView(stored: Record<string, unknown> | null): catalog.Discount | null {
  if (!stored) return null;
  const d = stored as unknown as ProductDiscount;
  return {
    active: d.active,
    limit: d.limit ?? null,
    value: d.value,
    value_form: d.valueForm,
    orders_count: d.ordersCount,
  };
}
