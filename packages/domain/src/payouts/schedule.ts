// When scheduled payouts are due, and the period a payout belongs to. A payout is created at most
// once per payee, currency and period: the period key is part of a unique index, so a ticker
// running twice, or again after a crash, finds the period's payout already there.

export const PAYOUT_SCHEDULES = ["manual", "weekly", "monthly"] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

export interface PayoutScheduleSettings {
  schedule: PayoutSchedule;
  /** weekly: ISO weekday 1 (Monday) … 7; monthly: day of month 1 … 28 (every month has it). */
  day: number;
}

export const MAX_MONTHLY_PAYOUT_DAY = 28;

/** ISO 8601 week of a UTC date, as "2026-W48" (the year is the week's, not the date's). */
export function isoWeekKey(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the week's Thursday decides its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** 1 (Monday) … 7 (Sunday), UTC. */
export function isoWeekday(date: Date): number {
  return date.getUTCDay() || 7;
}

/**
 * The period a scheduled payout at `now` belongs to, or null when none is due yet. Due from the
 * chosen day to the end of its period (not only on that day), so a ticker that was down on the
 * day still pays out later in the same week or month — and never twice in it.
 */
export function duePayoutPeriod(settings: PayoutScheduleSettings, now: Date): string | null {
  switch (settings.schedule) {
    case "manual":
      return null;
    case "weekly":
      return isoWeekday(now) >= settings.day ? isoWeekKey(now) : null;
    case "monthly": {
      if (now.getUTCDate() < settings.day) return null;
      return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    }
  }
}

/**
 * A manual payout's period: one per request, named by the request's idempotency key, so a
 * repeated request finds its payout and two different clicks are two requests (the second finds
 * the balance already held).
 */
export function manualPayoutPeriod(requestKey: string): string {
  return `manual:${requestKey}`;
}

/** Whether a day fits the schedule (weekly 1–7, monthly 1–28, manual ignores it). */
export function isValidPayoutDay(schedule: PayoutSchedule, day: number): boolean {
  if (!Number.isInteger(day)) return false;
  if (schedule === "weekly") return day >= 1 && day <= 7;
  if (schedule === "monthly") return day >= 1 && day <= MAX_MONTHLY_PAYOUT_DAY;
  return day >= 1 && day <= MAX_MONTHLY_PAYOUT_DAY;
}
