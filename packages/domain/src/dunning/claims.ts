// Dunning and debt collection (spec two §4): how a claim moves through its stages and how it
// ends. Two tables, because a claim has a place in the procedure (its stage) and an ending (its
// outcome) that change independently: a paid claim keeps the stage it was paid in.
import type { TransitionTable } from "../orders/transitions.ts";
import type { ClaimStage, DunningState } from "../states/lists.ts";
import type { DUNNING_STRATEGIES } from "../states/lists.ts";

export type DunningStrategy = (typeof DUNNING_STRATEGIES)[number];

/** Stages the reminder mails belong to, in their order. */
export const REMINDER_STAGES = [
  "dunning_first_email",
  "dunning_second_email",
  "dunning_third_email",
] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** Stages that are the collection agency's to change (through its status file), in order. */
export const AGENCY_STAGES = ["pre_court", "court", "post_court"] as const;

export const CLAIM_STAGE_EVENTS = [
  "remind",
  "ready_for_inkasso",
  "send_to_agency",
  ...AGENCY_STAGES,
] as const;
export type ClaimStageEvent = (typeof CLAIM_STAGE_EVENTS)[number];

/**
 * The schedule moves a claim from one reminder to the next and, where the strategy hands claims
 * to an agency, to inkasso_ready; the seller's export sends them; the agency's file moves them
 * through the court stages (which may skip pre_court, but never go back).
 */
export const CLAIM_STAGE_TRANSITIONS: TransitionTable<ClaimStage, ClaimStageEvent> = {
  remind: { dunning_first_email: "dunning_second_email", dunning_second_email: "dunning_third_email" },
  ready_for_inkasso: { dunning_third_email: "inkasso_ready" },
  send_to_agency: { inkasso_ready: "sent_to_collection_agency" },
  pre_court: { sent_to_collection_agency: "pre_court" },
  court: { sent_to_collection_agency: "court", pre_court: "court" },
  post_court: { court: "post_court" },
};

/** open while the claim runs; every other value is how it ended. */
export const CLAIM_OUTCOMES = [
  "open",
  "paid",
  "resolved",
  "collected",
  "not_collected",
  "written_off",
  "skipped",
] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
/** The outcome filter's values: every ending (open is the absence of one). */
export const CLAIM_OUTCOME_STATUSES = [
  "paid",
  "resolved",
  "collected",
  "not_collected",
  "written_off",
  "skipped",
] as const satisfies readonly Exclude<ClaimOutcome, "open">[];

export const CLAIM_OUTCOME_EVENTS = [
  "pay",
  "resolve",
  "collect",
  "not_collect",
  "write_off",
  "skip",
] as const;
export type ClaimOutcomeEvent = (typeof CLAIM_OUTCOME_EVENTS)[number];

/**
 * How a claim ends. The rate paid (from the reminder's link or any other way): paid. The seller
 * settled it another way: resolved. The agency reports collected or not collected; a claim the
 * agency could not collect can still be written off, the only move out of an ending. Skipped: the
 * rate no longer owes anything for another reason (order cancelled or refunded, rate skipped), or
 * the seller chose not to pursue it.
 */
export const CLAIM_OUTCOME_TRANSITIONS: TransitionTable<ClaimOutcome, ClaimOutcomeEvent> = {
  pay: { open: "paid" },
  resolve: { open: "resolved" },
  collect: { open: "collected" },
  not_collect: { open: "not_collected" },
  write_off: { open: "written_off", not_collected: "written_off" },
  skip: { open: "skipped" },
};

/** The dunning status of spec two §4, read from the outcome. */
export function dunningStatusOf(outcome: ClaimOutcome): DunningState {
  if (outcome === "open") return "in_progress";
  return outcome === "skipped" ? "skipped" : "completed";
}

/** Why an agency could not collect (the import's not_collected_reason and the list's filter). */
export const NOT_COLLECTED_REASONS = [
  "debtor_unknown",
  "debtor_insolvent",
  "debtor_deceased",
  "claim_disputed",
  "statute_barred",
  "uneconomic",
  "other",
] as const;
export type NotCollectedReason = (typeof NOT_COLLECTED_REASONS)[number];

/** Where the claim stands with the agency: none before it is handed over. */
export const INKASSO_STATUSES = [
  "none",
  "ready",
  "sent",
  "pre_court",
  "court",
  "post_court",
  "collected",
  "not_collected",
] as const;
export type InkassoStatus = (typeof INKASSO_STATUSES)[number];

export function inkassoStatusOf(stage: ClaimStage, outcome: ClaimOutcome): InkassoStatus {
  if (outcome === "collected" || outcome === "not_collected") return outcome;
  if (stage === "inkasso_ready") return "ready";
  if (stage === "sent_to_collection_agency") return "sent";
  if (stage === "pre_court" || stage === "court" || stage === "post_court") return stage;
  return "none";
}

/**
 * What the strategy is doing with the claim: scheduled (a next stage will come by the clock),
 * awaiting_export (ready for the agency, waiting for the seller's export), with_agency, waiting
 * (the reminders of a dunning-only strategy are over; the seller decides), finished.
 */
export const STRATEGY_STATUSES = [
  "scheduled",
  "awaiting_export",
  "with_agency",
  "waiting",
  "finished",
] as const;
export type StrategyStatus = (typeof STRATEGY_STATUSES)[number];

export function strategyStatusOf(
  stage: ClaimStage,
  outcome: ClaimOutcome,
  strategy: DunningStrategy,
): StrategyStatus {
  if (outcome !== "open") return "finished";
  if (stage === "inkasso_ready") return "awaiting_export";
  if (isWithAgency(stage)) return "with_agency";
  return nextScheduledStage(stage, strategy) ? "scheduled" : "waiting";
}

export function isWithAgency(stage: ClaimStage): boolean {
  return stage === "sent_to_collection_agency" || (AGENCY_STAGES as readonly string[]).includes(stage);
}

/** The stage a new claim starts in: the first reminder, or straight to the agency for inkasso. */
export function firstStageOf(strategy: DunningStrategy): ClaimStage {
  return strategy === "inkasso" ? "inkasso_ready" : "dunning_first_email";
}

/** The stage the schedule moves a claim to next, or null when the clock moves it no further. */
export function nextScheduledStage(stage: ClaimStage, strategy: DunningStrategy): ClaimStage | null {
  if (stage === "dunning_first_email") return "dunning_second_email";
  if (stage === "dunning_second_email") return "dunning_third_email";
  if (stage === "dunning_third_email" && strategy === "dunning_inkasso") return "inkasso_ready";
  return null;
}

/** The stage event that makes a scheduled move (the transition table still has the last word). */
export function scheduledEventOf(stage: ClaimStage): ClaimStageEvent {
  return stage === "dunning_third_email" ? "ready_for_inkasso" : "remind";
}
