import type { Deps } from "../platform/deps.ts";
import type { Executor, Tx } from "../platform/db/client.ts";
import { isUniqueViolation } from "../identity/index.ts";
import { invoices } from "./tables.ts";
import { advanceSeries, lockNumber } from "./number-series.ts";
import type { InvoiceKind, InvoiceRow } from "./snapshot.ts";

export type DraftDocument = Omit<typeof invoices.$inferInsert, "number" | "year" | "sequence">;

/**
 * Inserts a document under the next number of its series, exactly once: in one transaction the
 * series row is locked, the document looked for again (every issue of the seller queues on that
 * lock, so a concurrent duplicate has committed by now and is seen), the document inserted and
 * the series advanced. A rollback at any point gives the number back, so numbers never skip.
 */
export async function issueNumbered(
  deps: Deps,
  input: {
    sellerId: number;
    kind: InvoiceKind;
    format: string;
    test: boolean;
    issuedAt: Date;
    /** The document this issue would make, if it exists already. */
    existing: (ex: Executor) => Promise<InvoiceRow | null>;
    /**
     * The document's fields, worked out under the lock (a credit memo reads earlier memos), or
     * null when there is nothing to issue after all: no number is used then.
     */
    values: (tx: Tx) => Promise<DraftDocument | null>;
    /** The unique index that refuses a second document for the same cause. */
    uniqueIndex: string;
    /** Runs in the issuing transaction once the document is inserted (ledger entries, the mail). */
    issued: (tx: Tx, row: InvoiceRow) => Promise<void>;
  },
): Promise<InvoiceRow | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockNumber(tx, input);
      const again = await input.existing(tx);
      if (again) return again;
      const values = await input.values(tx);
      if (!values) return null;
      const [row] = await tx
        .insert(invoices)
        .values({ ...values, number: locked.number, year: locked.year, sequence: locked.sequence })
        .returning();
      await advanceSeries(tx, locked.key);
      await input.issued(tx, row!);
      return row!;
    });
  } catch (err) {
    // A duplicate that slipped past the check (counted in another year's series) is refused by
    // the index; its transaction rolled back, so no number was used.
    if (!isUniqueViolation(err, input.uniqueIndex)) throw err;
    return input.existing(deps.db);
  }
}
