import { eq } from "drizzle-orm";
import type { Deps } from "../platform/deps.ts";
import { orderCsvSettings } from "./tables.ts";

/**
 * The seller's remembered order CSV columns in the order of `available`; unknown names (a column
 * since removed) are dropped, and without a choice (or nothing left of it) every column is used.
 */
export async function chosenOrderColumns<C extends string>(
  deps: Deps,
  sellerId: number,
  available: readonly C[],
): Promise<C[]> {
  const [row] = await deps.db
    .select({ columns: orderCsvSettings.columns })
    .from(orderCsvSettings)
    .where(eq(orderCsvSettings.sellerId, sellerId));
  const chosen = new Set(row?.columns ?? []);
  const kept = available.filter((c) => chosen.has(c));
  return kept.length ? kept : [...available];
}

/** Remembers the seller's choice (one row per seller, replaced on every save). */
export async function saveOrderColumns(deps: Deps, sellerId: number, columns: string[]): Promise<void> {
  await deps.db
    .insert(orderCsvSettings)
    .values({ sellerId, columns })
    .onConflictDoUpdate({ target: orderCsvSettings.sellerId, set: { columns, updatedAt: new Date() } });
}
