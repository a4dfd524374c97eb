import { eq } from "drizzle-orm";
import {
  adminLegitimationState,
  legitimationStep,
  type LegalForm,
  type LegitimationEvent,
  type LegitimationStep,
} from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { fieldFail, ok, type Result } from "../platform/result.ts";
import { legitimations, type LegitimationRow } from "./tables.ts";

/** The seller's legitimation under a row lock: every step change happens under it. */
export async function lockLegitimation(ex: Executor, sellerId: number): Promise<LegitimationRow | undefined> {
  const [row] = await ex
    .select()
    .from(legitimations)
    .where(eq(legitimations.sellerId, sellerId))
    .for("update");
  return row;
}

export async function lockLegitimationById(ex: Executor, id: number): Promise<LegitimationRow | undefined> {
  const [row] = await ex.select().from(legitimations).where(eq(legitimations.id, id)).for("update");
  return row;
}

/**
 * Where `event` takes the (locked) legitimation, by the domain's table for its legal form, or the
 * field error the seller reads: a later step sent too early is out of order; anything while the
 * legitimation is with the provider or the manager is locked.
 */
export function stepAfter(row: LegitimationRow, event: LegitimationEvent): Result<LegitimationStep> {
  const next = legitimationStep(row.legalForm as LegalForm, row.step as LegitimationStep, event);
  if (next.ok) return ok(next.step);
  return fieldFail("step", next.reason, { step: row.step });
}

/** Writes a transition (step, the manager's state) with any other changes of the same moment. */
export async function moveLegitimation(
  ex: Executor,
  row: LegitimationRow,
  event: LegitimationEvent,
  to: LegitimationStep,
  now: Date,
  changes: Partial<typeof legitimations.$inferInsert> = {},
): Promise<LegitimationRow> {
  const adminState = adminLegitimationState(row.adminState as "init", event);
  const [updated] = await ex
    .update(legitimations)
    .set({ ...changes, step: to, adminState, updatedAt: now })
    .where(eq(legitimations.id, row.id))
    .returning();
  return updated!;
}
