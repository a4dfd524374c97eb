import { isTimeZone } from "@sellwerk/domain";
import { z } from "../zod.ts";

// Affiliate statistics (issue 14): the publisher's (GET /publish/statistics) and the seller's
// (GET /cabinet/affiliate_statistics). Both read the facts the money path writes: clicks from
// affiliate_clicks, sales and commissions from affiliate_commissions. A sale is an order with a
// stage-1 commission (its first one dates it): only a paid rate writes a commission, whereas
// orders.publisher_id is set at checkout, before anyone paid. Money in integer minor units per
// currency; two currencies are never added up.

export const STATISTICS_INTERVALS = ["day", "week", "month"] as const;
/** Longest period one request may ask for (days, both ends included). */
export const AFFILIATE_STATISTICS_MAX_DAYS = 731;
/** Days of the period when `from` is not given (ending `to`, default today). */
export const AFFILIATE_STATISTICS_DEFAULT_DAYS = 30;

export const PUBLISH_STATISTICS_VIEWS = [
  "statistics_programs",
  "statistics_products",
  "statistics_sellers",
  "statistics_affiliate",
] as const;
export type PublishStatisticsView = (typeof PUBLISH_STATISTICS_VIEWS)[number];

export const CABINET_STATISTICS_VIEWS = ["programs", "publishers", "products"] as const;
export type CabinetStatisticsView = (typeof CABINET_STATISTICS_VIEWS)[number];

/** Calendar days the figures may ask about: the platform's era, nothing a database calendar trips over. */
const isoDate = z.iso.date();
const periodDate = isoDate.refine((d) => d >= "2000-01-01" && d <= "2999-12-31", {
  message: "invalid_value",
});

/** The period (calendar days in `time_zone`, both ends included), its buckets and zone. */
export const periodShape = {
  from: periodDate.optional(),
  to: periodDate.optional(),
  interval: z.enum(STATISTICS_INTERVALS).default("day"),
  /** Days are calendar days in this IANA zone (the screens send the browser's). */
  time_zone: z.string().max(64).refine(isTimeZone, { message: "invalid_value" }).default("Europe/Berlin"),
};

/** `to` not before `from`, and at most AFFILIATE_STATISTICS_MAX_DAYS days. */
export function checkPeriod(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!q.from || !q.to) return;
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
  if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "invalid_value" });
  else if (days > AFFILIATE_STATISTICS_MAX_DAYS)
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: "too_high",
      params: { maximum: AFFILIATE_STATISTICS_MAX_DAYS },
    });
}

export const publishStatisticsQuery = z
  .object({ view: z.enum(PUBLISH_STATISTICS_VIEWS).default("statistics_programs"), ...periodShape })
  .superRefine(checkPeriod);
export type PublishStatisticsQuery = z.infer<typeof publishStatisticsQuery>;

export const cabinetAffiliateStatisticsQuery = z
  .object({ view: z.enum(CABINET_STATISTICS_VIEWS).default("programs"), ...periodShape })
  .superRefine(checkPeriod);
export type CabinetAffiliateStatisticsQuery = z.infer<typeof cabinetAffiliateStatisticsQuery>;

const count = z.number().int();

/** Commissions in one currency: net of claw-backs; `pending` is the part still inside the refund window. */
export const currencyCommission = z.object({
  currency: z.string().length(3),
  amount: count,
  pending: count,
  clawed_back: count,
});
export type CurrencyCommission = z.infer<typeof currencyCommission>;

const figures = {
  clicks: count,
  /** Orders with a stage-1 commission in the period (first paid rate). */
  sales: count,
  /** sales / clicks in percent (two decimals); null without clicks. */
  conversion: z.number().nullable(),
  commissions: z.array(currencyCommission),
};

/**
 * One row of a view: a program, product, seller, publisher or (statistics_affiliate) a seller the
 * publisher recruited to the platform. `id` null: facts without one (a click on a link without
 * product, in the products view).
 */
export const statisticsRow = z.object({ id: count.nullable(), name: z.string().nullable(), ...figures });
export type StatisticsRow = z.infer<typeof statisticsRow>;

/** One bucket of the chart: `date` is the bucket's first day (weeks start on Monday). */
export const statisticsPoint = z.object({ date: isoDate, ...figures });
export type StatisticsPoint = z.infer<typeof statisticsPoint>;

export const affiliateStatistics = z.object({
  from: isoDate,
  to: isoDate,
  interval: z.enum(STATISTICS_INTERVALS),
  time_zone: z.string(),
  totals: z.object(figures),
  /** Sorted by sales, then clicks, then name. */
  rows: z.array(statisticsRow),
  /** Every bucket of the period, oldest first (empty buckets are zeros). */
  series: z.array(statisticsPoint),
});
export type AffiliateStatistics = z.infer<typeof affiliateStatistics>;

export const publishStatistics = affiliateStatistics.extend({ view: z.enum(PUBLISH_STATISTICS_VIEWS) });
export type PublishStatistics = z.infer<typeof publishStatistics>;

export const cabinetAffiliateStatistics = affiliateStatistics.extend({
  view: z.enum(CABINET_STATISTICS_VIEWS),
});
export type CabinetAffiliateStatistics = z.infer<typeof cabinetAffiliateStatistics>;
