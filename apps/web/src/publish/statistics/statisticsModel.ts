import type { affiliates } from "@sellwerk/contracts";
import type { AffiliateStatistics, StatisticsInterval, StatisticsView } from "../../api/publish.ts";

// The statistics screen's choices, checked against the API's query types; written here because
// the browser bundle does not carry the zod schemas.

export const STATISTICS_VIEWS = [
  "statistics_programs",
  "statistics_products",
  "statistics_sellers",
  "statistics_affiliate",
] as const satisfies readonly affiliates.PublishStatisticsView[];

export const INTERVALS = ["day", "week", "month"] as const satisfies readonly StatisticsInterval[];

/** Periods offered, in days ending today; each with the bucket that keeps a chart readable. */
export const PERIODS = [
  { days: 7, interval: "day" },
  { days: 30, interval: "day" },
  { days: 90, interval: "week" },
  { days: 365, interval: "month" },
] as const satisfies readonly { days: number; interval: StatisticsInterval }[];
export type PeriodDays = (typeof PERIODS)[number]["days"];
export const DEFAULT_PERIOD: PeriodDays = 30;

export function isView(value: string | null): value is StatisticsView {
  return STATISTICS_VIEWS.some((v) => v === value);
}

/** The calendar day (YYYY-MM-DD) in the browser's zone, `daysBack` days before today. */
export function localDay(daysBack: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Both ends included: the last `days` days up to today. */
export function periodOf(days: number, now = new Date()): { from: string; to: string } {
  return { from: localDay(days - 1, now), to: localDay(0, now) };
}

/** The currencies that have commissions anywhere in the answer, most earned first. */
export function commissionCurrencies(stats: AffiliateStatistics): string[] {
  return [...stats.totals.commissions]
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency))
    .map((c) => c.currency);
}

/** One currency's commission of a figure set, zero when it earned nothing there. */
export function commissionIn(
  commissions: AffiliateStatistics["totals"]["commissions"],
  currency: string,
): { amount: number; pending: number; clawedBack: number } {
  return commissions.find((c) => c.currency === currency) ?? { amount: 0, pending: 0, clawedBack: 0 };
}
