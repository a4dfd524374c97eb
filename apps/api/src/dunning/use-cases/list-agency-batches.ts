import { desc, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { API } from "../../platform/http/route.ts";
import { dunningAgencyBatches } from "../tables.ts";

type Batch = typeof dunningAgencyBatches.$inferSelect;

export const batchView = (b: Batch) => ({
  id: b.id,
  claims_count: b.claimsCount,
  created_at: b.createdAt.toISOString(),
  download_url: `${API}/cabinet/dunning/agency_batches/${b.id}/export.csv`,
});

/** The seller's handovers to the agency, newest first (the last 100: each names a file to download again). */
export async function listAgencyBatches(deps: Deps, sellerId: number) {
  const rows = await deps.db
    .select()
    .from(dunningAgencyBatches)
    .where(eq(dunningAgencyBatches.sellerId, sellerId))
    .orderBy(desc(dunningAgencyBatches.id))
    .limit(100);
  return { list: rows.map(batchView) };
}
