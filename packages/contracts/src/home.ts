import {
  DEFAULT_STATISTICS_PERIOD_DAYS,
  SELLER_CHECKLIST_KEYS,
  STATISTICS_PERIOD_DAYS,
  isTimeZone,
} from "@sellwerk/domain";
import { z } from "./zod.ts";
import { dateTime } from "./product-parts.ts";
import { product } from "./catalog/product.ts";

// The seller's home (GET /cabinet/home) and its sales figures (GET /cabinet/statistics), read
// from the facts the money path writes: successful charges and refunds in the payment log.
// Money in integer minor units per currency; amounts of two currencies are never added up.

export const STATISTICS_MODES = ["live", "test"] as const;

export const statisticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n) => (STATISTICS_PERIOD_DAYS as readonly number[]).includes(n), { message: "invalid_value" })
    .default(DEFAULT_STATISTICS_PERIOD_DAYS),
  /** Live payments, or the test mode's (sandbox) ones: the two are never mixed. */
  mode: z.enum(STATISTICS_MODES).default("live"),
  /** Days are the seller's calendar days in this IANA zone (the browser sends its own). */
  time_zone: z.string().max(64).refine(isTimeZone, { message: "invalid_value" }).default("UTC"),
});
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

const count = z.number().int();
/** A figure in this period and in the period of equal length right before it. */
const comparison = z.object({ current: count, previous: count });
const isoDate = z.iso.date();

export const currencyStatistics = z.object({
  currency: z.string().length(3),
  /** Successful charges (gross, what buyers paid). */
  revenue: comparison,
  /** Successful refunds. */
  refunds: comparison,
  /** Revenue per calendar day of the current period, oldest first (days without sales are 0). */
  daily: z.array(z.object({ date: isoDate, revenue: count })),
});

export const salesStatistics = z.object({
  days: count,
  mode: z.enum(STATISTICS_MODES),
  time_zone: z.string(),
  from: isoDate,
  till: isoDate,
  previous_from: isoDate,
  previous_till: isoDate,
  /** Orders whose first successful payment fell in the period. */
  orders: comparison,
  /** Buyers (by email) whose first paid order with this seller fell in the period. */
  new_buyers: comparison,
  /** Number of successful refunds. */
  refund_count: comparison,
  /** One entry per currency the seller was paid or refunded in, in either period. */
  currencies: z.array(currencyStatistics),
});
export type SalesStatistics = z.infer<typeof salesStatistics>;

export const checklistItem = z.object({ key: z.enum(SELLER_CHECKLIST_KEYS), done: z.boolean() });

/** A product in review, rejected, or showing a warning, with how long its review takes. */
export const attentionProduct = z.object({
  product,
  /** When the product last went to review (null if it never did). */
  submitted_at: dateTime.nullable(),
  /** For a product in review: by when a manager usually decides. */
  expected_by: dateTime.nullable(),
});

export const cabinetHome = z.object({
  checklist: z.array(checklistItem),
  /** The seller has live (not test mode) payments: the figures default to live then. */
  live_sales: z.boolean(),
  /** Days within which a manager usually decides a review (the installation's setting). */
  review_handling_days: count,
  /** Products in review first (oldest request first), then rejected ones, then the others. */
  attention: z.array(attentionProduct),
  attention_count: count,
});
export type CabinetHome = z.infer<typeof cabinetHome>;
