import { eq, sql } from "drizzle-orm";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { z } from "zod";
import type { Deps } from "../../platform/deps.ts";
import { payoutReconciliations } from "../tables.ts";
import { reconciliationDetailView } from "../reconciliation-view.ts";
import { reconcileLedger } from "./reconcile-ledger.ts";

/** The advisory lock key of a manual run ("recn" in ASCII): one run at a time, platform-wide. */
const RUN_LOCK = 0x7265636e;

/**
 * A manager's "run now": the reconciliation runs at once and its result replaces the day's row.
 * Under a transaction-scoped advisory lock, so while one run is under way another click (or
 * manager) gets `running` and starts nothing; the lock ends with the transaction, even on a crash.
 */
export async function runReconciliationNow(
  deps: Deps,
): Promise<z.infer<typeof contracts.reconciliationRunAnswer>> {
  return deps.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${RUN_LOCK}) as ok`);
    // Both drivers answer execute() with { rows }.
    const locked = result as { rows: { ok: boolean }[] };
    if (!locked.rows[0]?.ok) return { state: "running" as const, reconciliation: null };
    const { day } = await reconcileLedger({ ...deps, db: tx }, { replace: true });
    const [row] = await tx.select().from(payoutReconciliations).where(eq(payoutReconciliations.day, day));
    return { state: "done" as const, reconciliation: row ? reconciliationDetailView(row) : null };
  });
}
