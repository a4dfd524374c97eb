import type { MessageKey } from "../i18n/en.ts";
import type { Shop } from "../i18n/context.tsx";
import type { CheckoutPlan, Quote } from "../types.ts";

// A plan in words: "29,00 € today, then 29,00 € every month", "14-day free trial", …

const UNITS: Record<string, "day" | "week" | "month" | "year"> = {
  d: "day",
  day: "day",
  days: "day",
  w: "week",
  week: "week",
  weeks: "week",
  m: "month",
  month: "month",
  months: "month",
  y: "year",
  year: "year",
  years: "year",
};

export function intervalText(shop: Shop, unit: string, count: number): string {
  const name = UNITS[unit];
  if (!name) return `${count} ${unit}`;
  return count === 1 ? shop.t(`interval.${name}`) : shop.t(`interval.${name}s` as MessageKey, { count });
}

export function isToday(shop: Shop, iso: string): boolean {
  return shop.date(iso) === shop.date(new Date(shop.now).toISOString());
}

/** The schedule lines of a plan, shown with the plan and in the order summary. */
export function planLines(shop: Shop, plan: CheckoutPlan): string[] {
  const money = (amount: number) => shop.money(amount, plan.currency);
  const lines: string[] = [];
  if (plan.trial_days > 0) lines.push(shop.t("schedule.trial", { days: plan.trial_days }));
  const first = plan.schedule[0];
  if (plan.form === "one_time") {
    if (first) lines.push(shop.t("schedule.oneTime", { amount: money(first.amount) }));
    return lines;
  }
  if (first)
    lines.push(
      isToday(shop, first.due_at)
        ? shop.t("schedule.today", { amount: money(first.amount) })
        : shop.t("schedule.on", { amount: money(first.amount), date: shop.date(first.due_at) }),
    );
  if (plan.recurring)
    lines.push(
      shop.t("schedule.then", {
        amount: money(plan.recurring.amount),
        interval: intervalText(shop, plan.recurring.interval_unit, plan.recurring.interval_count),
      }),
    );
  if (plan.total !== null && plan.schedule.length > 1)
    lines.push(shop.t("schedule.rates", { count: plan.schedule.length, amount: money(plan.total) }));
  return lines;
}

/** The plan's headline amount (its total, or the first rate of open-ended plans) and the struck one. */
export function planPrice(plan: CheckoutPlan): { now: number; before: number | null } {
  const now =
    plan.form === "one_time"
      ? (plan.total ?? plan.schedule[0]?.amount ?? 0)
      : (plan.schedule[0]?.amount ?? 0);
  const before =
    plan.form === "one_time" && plan.total_before_discount !== null && plan.total_before_discount > now
      ? plan.total_before_discount
      : null;
  return { now, before };
}

/** What is charged at checkout: nothing when the first rate falls later (a trial, a start day). */
export function chargedNow(shop: Shop, quote: Quote): number {
  const first = quote.schedule[0];
  return first && !isToday(shop, first.due_at) ? 0 : quote.total;
}
