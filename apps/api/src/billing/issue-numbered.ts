import { eq } from "drizzle-orm";
import type { Deps } from "../platform/deps.ts";
import type { Executor, Tx } from "../platform/db/client.ts";
import { isUniqueViolation } from "../platform/db/errors.ts";
import { ratesAwaitingInvoice } from "../orders/index.ts";
import { invoices, invoiceSequences } from "./tables.ts";
import { turnsPerKey } from "../platform/limit.ts";
import { advancing, lockNumber, seriesKeyOf, type LockedNumber, type NumberedIn } from "./number-series.ts";
import type { InvoiceRow } from "./snapshot.ts";

export type DraftDocument = Omit<typeof invoices.$inferInsert, "number" | "year" | "sequence">;

/**
 * Inserts a document under a number locked in the caller's transaction and advances its series,
 * in one statement: the series' UPDATE runs as a data-modifying CTE beside the insert (issue 11).
 * A rate's original invoice also ends the rate's wait for it (orders' ratesAwaitingInvoice), in
 * the same statement. A unique violation fails them all, and the transaction's rollback gives the
 * number back.
 */
export async function insertNumbered(
  tx: Tx,
  locked: LockedNumber,
  values: DraftDocument,
): Promise<InvoiceRow> {
  const advanced = tx
    .$with("advanced")
    .as(advancing(tx, locked.key).returning({ next: invoiceSequences.nextNumber }));
  const rateId = values.kind === "invoice" && !values.correctsInvoiceId ? values.orderRateId : null;
  const [row] = await (rateId ? tx.with(advanced, waitEnded(tx, rateId)) : tx.with(advanced))
    .insert(invoices)
    .values({ ...values, number: locked.number, year: locked.year, sequence: locked.sequence })
    .returning();
  return row!;
}

/** The rate's wait for its invoice, deleted as a CTE of the invoice's insert. */
function waitEnded(tx: Tx, orderRateId: number) {
  return tx
    .$with("wait_ended")
    .as(
      tx
        .delete(ratesAwaitingInvoice)
        .where(eq(ratesAwaitingInvoice.orderRateId, orderRateId))
        .returning({ id: ratesAwaitingInvoice.orderRateId }),
    );
}

/**
 * Issues of one series take turns in the process before they take the row lock: a seller's
 * invoices (a launch, a day of renewals) queue here, not as waiting transactions that each hold a
 * connection and a snapshot, and at most one per process waits on the row.
 */
const seriesTurns = turnsPerKey();

/**
 * Inserts a document under the next number of its series, exactly once: in one transaction the
 * series row is locked, the document looked for again (every issue of the seller queues on that
 * lock, so a concurrent duplicate has committed by now and is seen), the documents that must come
 * first issued (`precede`), the document inserted and the series advanced. The series is locked
 * once: the number read with the lock is handed on to `precede` and to the insert. A rollback at
 * any point gives the numbers back, so numbers never skip.
 */
export async function issueNumbered(
  deps: Deps,
  input: NumberedIn & {
    /** The document this issue would make, if it exists already. */
    existing: (ex: Executor) => Promise<InvoiceRow | null>;
    /**
     * Issues, under the same lock and before this document, the documents that must take the
     * earlier numbers (invoices of rates paid before this one whose jobs have not run yet), from
     * `next` on, and answers the number left for this document.
     */
    precede?: (tx: Tx, next: LockedNumber) => Promise<LockedNumber>;
    /**
     * The document's fields, worked out under the lock (a credit memo reads earlier memos), or
     * null when there is nothing to issue after all: no number is used then.
     */
    values: (tx: Tx) => Promise<DraftDocument | null>;
    /** The unique index that refuses a second document for the same cause. */
    uniqueIndex: string;
    /** Runs in the issuing transaction once the document is inserted (ledger entries, the mail). */
    issued: (tx: Tx, row: InvoiceRow) => Promise<void>;
    /**
     * Issues, under the same lock and after this document, documents that come after it and wait
     * for their own jobs (invoices of rates paid later), from the number after `taken` on.
     */
    follow?: (tx: Tx, taken: LockedNumber) => Promise<void>;
  },
): Promise<InvoiceRow | null> {
  const key = seriesKeyOf(input);
  try {
    return await seriesTurns(`${key.sellerId}:${key.series}:${key.year}`, () =>
      deps.db.transaction(async (tx) => {
        // The series lock first: everything below sees every issue of the seller that came before.
        let next = await lockNumber(tx, input);
        const again = await input.existing(tx);
        if (again) return again;
        if (input.precede) next = await input.precede(tx, next);
        const values = await input.values(tx);
        if (!values) return null;
        const row = await insertNumbered(tx, next, values);
        await input.issued(tx, row);
        if (input.follow) await input.follow(tx, next);
        return row;
      }),
    );
  } catch (err) {
    // A duplicate that slipped past the check (counted in another year's series) is refused by
    // the index; its transaction rolled back, so no number was used. When the duplicate was one of
    // the documents issued beside this one (precede, follow), this one is not there either: the
    // error stands, and the job's retry issues it.
    if (!isUniqueViolation(err, input.uniqueIndex)) throw err;
    const existing = await input.existing(deps.db);
    if (!existing) throw err;
    return existing;
  }
}
