import { and, asc, eq, lte } from "drizzle-orm";
import { scheduledEventOf, type ClaimStage } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { dunningClaims } from "../tables.ts";
import { dunningSettingsBySeller } from "../settings-store.ts";
import { enterStage } from "../claim-steps.ts";

const BATCH = 50;

/**
 * Open claims whose next stage is due by the schedule move one stage on (the next reminder with
 * its fee and mail, or inkasso_ready). Claimed with FOR UPDATE SKIP LOCKED, so concurrent tickers
 * move each claim once. Settings are read now, not when the claim opened: a seller who shortens
 * the days speeds up the claims' next steps; the strategy stays the claim's own.
 */
export async function advanceClaims(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(dunningClaims)
      .where(and(eq(dunningClaims.outcome, "open"), lte(dunningClaims.nextStageAt, deps.clock.now())))
      .orderBy(asc(dunningClaims.nextStageAt), asc(dunningClaims.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const settingsOf = await dunningSettingsBySeller(tx, [...new Set(due.map((c) => c.sellerId))]);
    for (const claim of due)
      await enterStage(
        deps,
        tx,
        claim,
        scheduledEventOf(claim.stage as ClaimStage),
        "schedule",
        settingsOf(claim.sellerId),
      );
    return due.length;
  });
}
