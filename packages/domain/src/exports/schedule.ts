// Scheduled list exports (issue 13): when a schedule is due, and the period a run belongs to. A
// run is made at most once per schedule and period: the period key is part of a unique index, so
// any number of tickers at once, or one again after a crash, find the period's run already there.
import { isoWeekday, isoWeekKey } from "../payouts/schedule.ts";

/** The lists a seller can export on a schedule or as a job with progress. */
export const EXPORT_LISTS = [
  "orders",
  "order_rates",
  "invoices",
  "payouts",
  "dunning_claims",
  "transfers",
  "statement",
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export const EXPORT_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type ExportFrequency = (typeof EXPORT_FREQUENCIES)[number];

/** attachment: the CSV rides along (up to a size limit); link: a signed, expiring download link. */
export const EXPORT_DELIVERIES = ["attachment", "link"] as const;
export type ExportDelivery = (typeof EXPORT_DELIVERIES)[number];

export const EXPORT_SCHEDULE_STATES = ["active", "paused"] as const;
export type ExportScheduleState = (typeof EXPORT_SCHEDULE_STATES)[number];

/** A run's life: pending (queued) → running → done | failed (with its reason). */
export const EXPORT_RUN_STATES = ["pending", "running", "done", "failed"] as const;
export type ExportRunState = (typeof EXPORT_RUN_STATES)[number];

/** Every month has a 28th: a schedule on the 31st would skip February. */
export const MAX_EXPORT_MONTH_DAY = 28;
/** Addresses one schedule mails at most: more would make it a mailing list. */
export const MAX_EXPORT_RECIPIENTS = 10;

export interface ExportTiming {
  frequency: ExportFrequency;
  /** weekly: ISO weekday 1 (Monday) … 7. */
  weekday: number | null;
  /** monthly: 1 … 28. */
  monthDay: number | null;
}

/**
 * The period a schedule's run at `now` belongs to, or null when none is due yet. Due from the
 * chosen day to the end of its period, so a ticker that was down on the day still runs it later
 * in the same week or month — and never twice in it.
 */
export function dueExportPeriod(timing: ExportTiming, now: Date): string | null {
  const day = now.toISOString().slice(0, 10);
  switch (timing.frequency) {
    case "daily":
      return day;
    case "weekly":
      return isoWeekday(now) >= (timing.weekday ?? 1) ? isoWeekKey(now) : null;
    case "monthly":
      return now.getUTCDate() >= (timing.monthDay ?? 1) ? day.slice(0, 7) : null;
  }
}

/** Which timing field a frequency needs and is missing, for a 400 that names it. */
export function exportTimingProblem(timing: ExportTiming): "weekday" | "month_day" | null {
  if (timing.frequency === "weekly" && timing.weekday === null) return "weekday";
  if (timing.frequency === "monthly" && timing.monthDay === null) return "month_day";
  return null;
}
