import { and, eq } from "drizzle-orm";
import type { Deps } from "../../src/platform/deps.ts";
import { ledgerEntries } from "../../src/ledger/tables.ts";

/** How many ledger transactions booked a charge of the order: a paid payment books exactly one. */
export async function chargeTransactionsOf(deps: Deps, orderId: number): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, "charge")));
  return rows.length;
}
