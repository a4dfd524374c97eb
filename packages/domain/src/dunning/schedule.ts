// The seller's dunning settings (/cabinet/settings/dunning): strategy, the days between stages and
// the fee each reminder adds to the claim. Pure, so the API's ticker and the settings form agree.
import type { ClaimStage } from "../states/lists.ts";
import type { DunningStrategy, ReminderStage } from "./claims.ts";

export interface DunningSchedule {
  /** Days after the rate became overdue before the first step (first mail, or inkasso ready). */
  first_days: number;
  /** Days after the first mail before the second, after the second before the third. */
  second_days: number;
  third_days: number;
  /** Days after the third mail before the claim is ready for the agency (dunning_inkasso). */
  inkasso_days: number;
}

/** Fees per reminder in the claim's minor units, added to the claim when that mail goes out. */
export interface DunningFees {
  first_fee: number;
  second_fee: number;
  third_fee: number;
}

export interface DunningSettings {
  strategy: DunningStrategy;
  schedule: DunningSchedule;
  fees: DunningFees;
}

export const DUNNING_DAYS_MAX = 90;
/** A reminder fee above 100 (major units) is no reminder fee; the form refuses it. */
export const DUNNING_FEE_MAX = 10_000;

/** What applies until the seller chooses: reminders a week apart, no fees, no agency. */
export const DEFAULT_DUNNING_SETTINGS: DunningSettings = {
  strategy: "dunning",
  schedule: { first_days: 1, second_days: 7, third_days: 7, inkasso_days: 14 },
  fees: { first_fee: 0, second_fee: 0, third_fee: 0 },
};

const DAY_MS = 86_400_000;

/** Days the schedule waits before entering `stage` (counted from the previous stage). */
export function daysBefore(stage: ClaimStage, schedule: DunningSchedule, strategy: DunningStrategy): number {
  if (stage === "dunning_first_email") return schedule.first_days;
  if (stage === "dunning_second_email") return schedule.second_days;
  if (stage === "dunning_third_email") return schedule.third_days;
  if (stage === "inkasso_ready") return strategy === "inkasso" ? schedule.first_days : schedule.inkasso_days;
  return 0;
}

/** When a claim that entered `from` at `enteredAt` is due for `to`. */
export function stageDueAt(enteredAt: Date, to: ClaimStage, settings: DunningSettings): Date {
  return new Date(enteredAt.getTime() + daysBefore(to, settings.schedule, settings.strategy) * DAY_MS);
}

/** The fee a stage adds: each reminder its own, nothing for the agency stages. */
export function stageFee(stage: ClaimStage, fees: DunningFees): number {
  const byStage: Partial<Record<ClaimStage, number>> = {
    dunning_first_email: fees.first_fee,
    dunning_second_email: fees.second_fee,
    dunning_third_email: fees.third_fee,
  };
  return byStage[stage] ?? 0;
}

export function isReminderStage(stage: ClaimStage): stage is ReminderStage {
  return (
    stage === "dunning_first_email" || stage === "dunning_second_email" || stage === "dunning_third_email"
  );
}

/** Whole days a rate overdue since `since` is overdue at `now` (0 on the day itself). */
export function daysOverdue(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}
