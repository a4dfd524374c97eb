import { and, eq } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { affiliatePrograms } from "../tables.ts";
import { foreignProduct, programColumns, writeProductCommissions } from "../programs/write.ts";
import { programView } from "../programs/views.ts";

/**
 * Replaces the program's settings. Orders already attributed keep the terms snapshotted at their
 * checkout (orders.affiliate), so an edit only changes what later sales earn.
 */
export async function updateProgram(
  deps: Deps,
  sellerId: number,
  programId: number,
  body: affiliates.AffiliateProgramBody,
): Promise<Result<affiliates.AffiliateProgram>> {
  const refused = await foreignProduct(deps.db, sellerId, body);
  if (refused) return refused;
  const row = await deps.db.transaction(async (tx) => {
    const [program] = await tx
      .update(affiliatePrograms)
      .set({ ...programColumns(body), updatedAt: deps.clock.now() })
      .where(and(eq(affiliatePrograms.id, programId), eq(affiliatePrograms.sellerId, sellerId)))
      .returning();
    if (program) await writeProductCommissions(tx, program.id, body);
    return program ?? null;
  });
  if (!row) return fail("NOT_FOUND");
  return ok(await programView(deps.db, row, deps.config.publicUrl));
}
