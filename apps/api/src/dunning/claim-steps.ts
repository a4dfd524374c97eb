import { and, eq } from "drizzle-orm";
import {
  CLAIM_OUTCOME_TRANSITIONS,
  CLAIM_STAGE_TRANSITIONS,
  canTransition,
  dunningStatusOf,
  isReminderStage,
  nextScheduledStage,
  stageDueAt,
  stageFee,
  type ClaimOutcome,
  type ClaimOutcomeEvent,
  type ClaimStage,
  type ClaimStageEvent,
  type DunningSettings,
} from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import type { Tx } from "../platform/db/client.ts";
import { transit } from "../orders/lifecycle.ts";
import { AppError } from "../platform/http/errors.ts";
import { dunningClaimEvents, dunningClaims } from "./tables.ts";
import { sendReminder } from "./reminder-mail.ts";

export type ClaimRow = typeof dunningClaims.$inferSelect;
export type ClaimActor = "schedule" | "seller" | "agency" | "payment" | "manager";

/**
 * The one way a claim's stage changes: through the domain's table. A reminder stage adds its fee
 * to the claim and mails the buyer; the next scheduled stage is timed from now, so a tick that
 * comes late (or a test clock that jumped weeks) never sends two reminders at once.
 */
export async function enterStage(
  deps: Deps,
  tx: Tx,
  claim: ClaimRow,
  event: ClaimStageEvent | "open",
  actor: ClaimActor,
  settings: DunningSettings,
  note: string | null = null,
): Promise<ClaimRow> {
  const now = deps.clock.now();
  const stage: ClaimStage =
    event === "open"
      ? (claim.stage as ClaimStage)
      : transit(CLAIM_STAGE_TRANSITIONS, claim.stage, event, "claim stage");
  const fee = isReminderStage(stage) ? stageFee(stage, settings.fees) : 0;
  const next = nextScheduledStage(stage, claim.strategy as DunningSettings["strategy"]);
  const [updated] = await tx
    .update(dunningClaims)
    .set({
      stage,
      feesAmount: claim.feesAmount + (event === "open" ? 0 : fee),
      stageEnteredAt: now,
      nextStageAt: next ? stageDueAt(now, next, settings) : null,
      updatedAt: now,
    })
    .where(eq(dunningClaims.id, claim.id))
    .returning();
  const mailToken = isReminderStage(stage) ? await sendReminder(deps, tx, updated!, stage) : null;
  await tx.insert(dunningClaimEvents).values({
    claimId: claim.id,
    kind: event === "open" ? "opened" : "stage",
    stage,
    outcome: "open",
    fee,
    actor,
    note,
    mailToken,
    createdAt: now,
  });
  return updated!;
}

/** The one way a claim ends (or a not-collected claim is written off), through the domain's table. */
export async function endClaim(
  deps: Deps,
  tx: Tx,
  claim: ClaimRow,
  event: ClaimOutcomeEvent,
  actor: ClaimActor,
  details: {
    note?: string | null;
    notCollectedReason?: string;
    writeOffReason?: string;
    /** The dunning fees the paying payment collected, kept on the outcome event. */
    feesPaid?: number;
  } = {},
): Promise<ClaimRow> {
  const now = deps.clock.now();
  const outcome: ClaimOutcome = transit(CLAIM_OUTCOME_TRANSITIONS, claim.outcome, event, "claim outcome");
  const [updated] = await tx
    .update(dunningClaims)
    .set({
      outcome,
      status: dunningStatusOf(outcome),
      nextStageAt: null,
      resolvedAt: claim.resolvedAt ?? now,
      ...(details.notCollectedReason ? { notCollectedReason: details.notCollectedReason } : {}),
      ...(event === "write_off" ? { writtenOffAt: now, writeOffReason: details.writeOffReason ?? null } : {}),
      updatedAt: now,
    })
    .where(eq(dunningClaims.id, claim.id))
    .returning();
  await tx.insert(dunningClaimEvents).values({
    claimId: claim.id,
    kind: "outcome",
    stage: claim.stage,
    outcome,
    fee: details.feesPaid ?? 0,
    actor,
    note: details.note ?? details.writeOffReason ?? details.notCollectedReason ?? null,
    createdAt: now,
  });
  return updated!;
}

/** The seller's claim under its row lock, or 404 (another seller's claim does not exist for them). */
export async function lockClaim(tx: Tx, sellerId: number, id: number): Promise<ClaimRow> {
  const [claim] = await tx
    .select()
    .from(dunningClaims)
    .where(and(eq(dunningClaims.id, id), eq(dunningClaims.sellerId, sellerId)))
    .for("update");
  if (!claim) throw new AppError("NOT_FOUND");
  return claim;
}

/**
 * A manual ending the claim's outcome does not allow (already paid, written off …) answers 422
 * with the claim's state as the field, like a refused order action.
 */
export function refuseUnless(claim: ClaimRow, event: ClaimOutcomeEvent): void {
  if (!canTransition(CLAIM_OUTCOME_TRANSITIONS, claim.outcome as ClaimOutcome, event))
    throw new AppError("ORDER_STATE_INVALID");
}
