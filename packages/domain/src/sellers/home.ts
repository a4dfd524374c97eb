import { calendarDateOf, toIsoDate, type CalendarDate } from "../dates/calendar.ts";

// The seller's home (cabinet): the first-day checklist and the periods its figures compare.

/** The checklist in the order a new seller works through it. */
export const SELLER_CHECKLIST_KEYS = [
  "business_profile",
  "payment_provider",
  "product_created",
  "product_published",
  "first_sale",
  "invoices",
] as const;
export type SellerChecklistKey = (typeof SELLER_CHECKLIST_KEYS)[number];

/** What the checklist is read from: the seller's real state, never a flag they tick themselves. */
export interface SellerChecklistFacts {
  /** The business profile's required fields are complete (spec core §3 canSell). */
  canSell: boolean;
  /** A provider is connected, or the payment settings were saved (accepting the test provider). */
  paymentsSetUp: boolean;
  products: number;
  publishedProducts: number;
  /** A successful charge of any mode: a test purchase shows the whole flow works. */
  sold: boolean;
  invoiceSettingsSaved: boolean;
}

export interface SellerChecklistItem {
  key: SellerChecklistKey;
  done: boolean;
}

export function sellerChecklist(facts: SellerChecklistFacts): SellerChecklistItem[] {
  const done: Record<SellerChecklistKey, boolean> = {
    business_profile: facts.canSell,
    payment_provider: facts.paymentsSetUp,
    product_created: facts.products > 0,
    product_published: facts.publishedProducts > 0,
    first_sale: facts.sold,
    invoices: facts.invoiceSettingsSaved,
  };
  return SELLER_CHECKLIST_KEYS.map((key) => ({ key, done: done[key] }));
}

/** Lengths (days) the home's figures and revenue chart can look back. */
export const STATISTICS_PERIOD_DAYS = [7, 30, 90, 365] as const;
export type StatisticsPeriodDays = (typeof STATISTICS_PERIOD_DAYS)[number];
export const DEFAULT_STATISTICS_PERIOD_DAYS: StatisticsPeriodDays = 30;

function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

export interface StatisticsWindow {
  /** The period's calendar days, oldest first, ending today (in the seller's time zone). */
  days: string[];
  /** The same number of days right before it, oldest first. */
  previousDays: string[];
  /** The day after the period (tomorrow): the period ends where it starts. */
  after: string;
}

/**
 * "The last N days" as calendar days in a time zone, today included, and the N days before them.
 * Days, not 24-hour spans: a chart bar is a day the seller lived through, clock changes included.
 */
export function statisticsWindow(now: Date, length: number, timeZone: string): StatisticsWindow {
  const today = calendarDateOf(now, timeZone);
  if (!today || !Number.isInteger(length) || length < 1) throw new RangeError("invalid statistics window");
  const span = (from: number) => Array.from({ length }, (_, i) => toIsoDate(addDays(today, from + i)));
  return {
    days: span(1 - length),
    previousDays: span(1 - 2 * length),
    after: toIsoDate(addDays(today, 1)),
  };
}

/** An IANA time zone name the runtime knows (figures are grouped by the seller's local days). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Days within which a manager usually decides a product review: the seller's home promises no
 * more than this, and the admin home counts a request older than this as overdue.
 */
export const REVIEW_HANDLING_DAYS = 2;
