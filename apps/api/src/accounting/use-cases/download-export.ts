import { eq, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { accountingExports } from "../tables.ts";
import { findExport } from "./list-exports.ts";

/**
 * The generated file (as often as wanted); the first download turns the export status to
 * downloaded. Not generated yet, or another seller's: not found.
 */
export async function downloadExport(deps: Deps, sellerId: number, id: number) {
  const row = await findExport(deps, sellerId, id);
  if (!row || row.datevState !== "generated" || !row.storageKey) throw new AppError("NOT_FOUND");
  const body = await deps.storage.get(row.storageKey);
  if (!body) throw new AppError("NOT_FOUND");
  if (!row.downloadedAt)
    await deps.db
      .update(accountingExports)
      .set({ downloadedAt: deps.clock.now(), updatedAt: sql`now()` })
      .where(eq(accountingExports.id, row.id));
  return { body, fileName: `EXTF_Buchungsstapel_${row.periodFrom}_${row.periodTill}.csv` };
}
