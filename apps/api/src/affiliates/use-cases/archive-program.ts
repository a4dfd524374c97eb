import { and, eq } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { affiliatePrograms } from "../tables.ts";
import { programView } from "../programs/views.ts";

/**
 * Archives (or, with `archived` false, restores) a program: an archived program takes no new
 * publishers, its landing page answers 404 and it leaves the marketplace; its nodes and earned
 * commissions stay.
 */
export async function archiveProgram(
  deps: Deps,
  sellerId: number,
  programId: number,
  archived: boolean,
): Promise<Result<affiliates.AffiliateProgram>> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(affiliatePrograms)
    .set({ archivedAt: archived ? now : null, updatedAt: now })
    .where(and(eq(affiliatePrograms.id, programId), eq(affiliatePrograms.sellerId, sellerId)))
    .returning();
  if (!row) return fail("NOT_FOUND");
  return ok(await programView(deps.db, row, deps.config.publicUrl));
}
