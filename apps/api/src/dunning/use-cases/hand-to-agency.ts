import { and, asc, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { dunningAgencyBatches, dunningClaims } from "../tables.ts";
import { dunningSettingsOf } from "../settings-store.ts";
import { enterStage } from "../claim-steps.ts";

/**
 * The seller hands every claim ready for the agency over in one batch: each moves to
 * sent_to_collection_agency and names the batch, whose CSV the seller then downloads and sends to
 * the agency (the file can be downloaded again). The claims are locked, so two exports at once
 * put each claim in one batch only; with none ready the answer is 400 naming why.
 */
export async function handToAgency(deps: Deps, sellerId: number) {
  return deps.db.transaction(async (tx) => {
    const ready = await tx
      .select()
      .from(dunningClaims)
      .where(
        and(
          eq(dunningClaims.sellerId, sellerId),
          eq(dunningClaims.stage, "inkasso_ready"),
          eq(dunningClaims.outcome, "open"),
        ),
      )
      .orderBy(asc(dunningClaims.id))
      .for("update", { skipLocked: true });
    if (!ready.length) throw new AppError("INVALID_INPUT", { param: "claims", code: "nothing_to_export" });
    const [batch] = await tx
      .insert(dunningAgencyBatches)
      .values({ sellerId, claimsCount: ready.length, createdAt: deps.clock.now() })
      .returning();
    const settings = await dunningSettingsOf(tx, sellerId);
    for (const claim of ready) {
      const moved = await enterStage(
        deps,
        tx,
        claim,
        "send_to_agency",
        "seller",
        settings,
        `batch ${batch!.id}`,
      );
      await tx.update(dunningClaims).set({ agencyBatchId: batch!.id }).where(eq(dunningClaims.id, moved.id));
    }
    return batch!;
  });
}
