import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { affiliatePrograms } from "../tables.ts";
import { foreignProduct, programColumns, writeProductCommissions } from "../programs/write.ts";
import { programView } from "../programs/views.ts";

/** A new affiliate program of the seller (spec two §3), with its per-product commissions. */
export async function createProgram(
  deps: Deps,
  sellerId: number,
  body: affiliates.AffiliateProgramBody,
): Promise<Result<affiliates.AffiliateProgram>> {
  const refused = await foreignProduct(deps.db, sellerId, body);
  if (refused) return refused;
  const row = await deps.db.transaction(async (tx) => {
    const [program] = await tx
      .insert(affiliatePrograms)
      .values({ sellerId, ...programColumns(body) })
      .returning();
    await writeProductCommissions(tx, program!.id, body);
    return program!;
  });
  return ok(await programView(deps.db, row, deps.config.publicUrl));
}
