import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { applySellerVatSettings } from "../../catalog/index.ts";
import { vatFieldsOf } from "../settings-store.ts";
import { pendingVatChanges } from "../tables.ts";

const BATCH = 20;

/** Claims due pending changes (pending → in_process) in one short commit; any worker may run it. */
async function claimDue(deps: Deps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pendingVatChanges.id })
      .from(pendingVatChanges)
      .where(and(eq(pendingVatChanges.state, "pending"), lte(pendingVatChanges.effectiveFrom, now)))
      .orderBy(asc(pendingVatChanges.effectiveFrom), asc(pendingVatChanges.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(pendingVatChanges)
      .set({ state: "in_process" })
      .where(
        inArray(
          pendingVatChanges.id,
          due.map((d) => d.id),
        ),
      );
    return due.length;
  });
}

/** Copies one claimed change into the seller profile and removes it; false when another worker has it. */
async function applyClaimed(deps: Deps, id: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(pendingVatChanges)
      .where(and(eq(pendingVatChanges.id, id), eq(pendingVatChanges.state, "in_process")))
      .for("update", { skipLocked: true });
    if (!change) return false;
    await applySellerVatSettings(deps, tx, change.sellerId, vatFieldsOf(change));
    await tx.delete(pendingVatChanges).where(eq(pendingVatChanges.id, change.id));
    // The audit trail of a change nobody made by request: the admin audit log records managers'
    // requests only (its rows need a manager), so the change goes to the structured log.
    deps.log.info(
      {
        audit: "pending_vat_change_applied",
        sellerId: change.sellerId,
        vatPayer: change.vatPayer,
        vatExemptionReason: change.vatExemptionReason,
        vatNo: change.vatNo,
        effectiveFrom: change.effectiveFrom.toISOString(),
        scheduledAt: change.createdAt.toISOString(),
      },
      "pending VAT change applied to the seller profile",
    );
    return true;
  });
}

/**
 * The worker's tick (DESIGN §7 batch work): VAT changes whose day has come are claimed with FOR
 * UPDATE SKIP LOCKED (state in_process, so the seller can no longer take them back), then each is
 * copied into the seller profile and deleted in a transaction of its own. Changes a stopped
 * worker left in process are finished by the next tick. Invoices did not wait for this: from the
 * change's day on, `sellerBilling` applies it already. Answers how many were applied.
 */
export async function applyDueVatChanges(deps: Deps): Promise<number> {
  let applied = 0;
  for (;;) {
    const now = deps.clock.now();
    const claimed = await claimDue(deps, now);
    const inProcess = await deps.db
      .select({ id: pendingVatChanges.id })
      .from(pendingVatChanges)
      .where(and(eq(pendingVatChanges.state, "in_process"), lte(pendingVatChanges.effectiveFrom, now)))
      .orderBy(asc(pendingVatChanges.id))
      .limit(BATCH);
    for (const { id } of inProcess) if (await applyClaimed(deps, id)) applied += 1;
    if (claimed < BATCH) return applied;
  }
}
