import { and, eq, inArray, sql } from "drizzle-orm";
import { dateTimeFormat, formatInvoiceNumber, invoiceSeriesYear } from "@sellwerk/domain";
import type { Executor, Tx } from "../platform/db/client.ts";
import { DOCUMENT_TIME_ZONE } from "../catalog/documents/index.ts";
import { invoices, invoiceSequences } from "./tables.ts";
import { TEST_NUMBER_PREFIX, type InvoiceKind } from "./snapshot.ts";

// Gap-free numbers per seller, series and year (§14 Abs. 4 Nr. 4 UStG). The number is taken in
// the transaction that inserts the document, under the sequence row's lock: a rolled-back issue
// gives its number back, and concurrent issues of one seller queue on the row instead of racing.

/** self_billing: the affiliates' Gutschriften, numbered per publisher (affiliates/credit-memos). */
export type Series = "invoice" | "credit_memo" | "test_invoice" | "test_credit_memo" | "self_billing";

export interface SeriesKey {
  sellerId: number;
  series: Series;
  year: number;
}

/**
 * Locks the series row (creating it at 1 on first use) and answers the number the next document
 * takes. The caller inserts its document and advances the series in the same transaction
 * (`advancing`, `advanceSeries`).
 *
 * One statement once the series exists: SELECT … FOR UPDATE takes the row lock without writing a
 * new row version, so a seller issuing thousands of documents leaves one dead version per document
 * (the advance), not two; the row's version chain, which every waiter on the lock walks, stays
 * short. On first use an upsert whose conflict "updates" the row to itself creates it or, in READ
 * COMMITTED, waits for a concurrent first issue and reads its outcome, so both queue on it.
 */
export async function lockSeries(tx: Tx, key: SeriesKey): Promise<number> {
  const [row] = await tx
    .select({ next: invoiceSequences.nextNumber })
    .from(invoiceSequences)
    .where(where(key))
    .for("update");
  if (row) return row.next;
  const [created] = await tx
    .insert(invoiceSequences)
    .values(key)
    .onConflictDoUpdate({
      target: [invoiceSequences.sellerId, invoiceSequences.series, invoiceSequences.year],
      set: { nextNumber: sql`${invoiceSequences.nextNumber}` },
    })
    .returning({ next: invoiceSequences.nextNumber });
  return created!.next;
}

/**
 * The statement that moves a locked series on by one, for a caller that sends it with its own
 * (a data-modifying CTE beside the document's insert: one round trip).
 */
export function advancing(tx: Tx, key: SeriesKey) {
  return tx
    .update(invoiceSequences)
    .set({ nextNumber: sql`${invoiceSequences.nextNumber} + 1` })
    .where(where(key));
}

export async function advanceSeries(tx: Tx, key: SeriesKey): Promise<void> {
  await advancing(tx, key);
}

/** How a series prints its numbers: what `numberAfter` needs to print the next one. */
interface Printing {
  sellerId: number;
  kind: InvoiceKind;
  format: string;
  test: boolean;
  year: number;
  month: number;
}

export interface LockedNumber {
  key: SeriesKey;
  /** As printed. */
  number: string;
  /** The calendar year of issue (the documents' `year` column). */
  year: number;
  sequence: number;
  printing: Printing;
}

async function numberTaken(tx: Tx, sellerId: number, kind: InvoiceKind, number: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.sellerId, sellerId), eq(invoices.kind, kind), eq(invoices.number, number)))
    .limit(1);
  return row !== undefined;
}

/** What decides a document's series and how its number prints. */
export interface NumberedIn {
  sellerId: number;
  kind: InvoiceKind;
  format: string;
  issuedAt: Date;
  test: boolean;
}

/** The series a document is numbered in. */
export function seriesKeyOf(input: NumberedIn): SeriesKey {
  return {
    sellerId: input.sellerId,
    series: input.test ? `test_${input.kind}` : input.kind,
    year: sequenceYear(input.format, calendarOf(input.issuedAt).year),
  };
}

/**
 * Locks the series of a document about to be issued and answers its number. Test-mode sales
 * count in series of their own and are prefixed, so trying the checkout never uses up the
 * seller's real invoice numbers. The caller checks for an already issued document under this
 * lock, inserts, then advances the series.
 *
 * Formats of one kind that print the year share that year's counter and the others share one
 * that never restarts, so a format change continues a counter rather than restarting one. Only
 * formats crafted to print alike (RE{YY}{NNN} after RE{NNNNN}) could print a number a former
 * format issued; such a number is passed over, never issued twice (docs/billing.md).
 */
export async function lockNumber(tx: Tx, input: NumberedIn): Promise<LockedNumber> {
  const { year, month } = calendarOf(input.issuedAt);
  const key = seriesKeyOf(input);
  const printing = {
    sellerId: input.sellerId,
    kind: input.kind,
    format: input.format,
    test: input.test,
    year,
    month,
  };
  return firstFree(tx, key, printing, await lockSeries(tx, key));
}

/**
 * The number after `locked`, once a document took it and advanced the series, in the transaction
 * that still holds the series lock: documents issued one after another under one lock (invoices
 * of earlier payments first) take the lock once.
 */
export function numberAfter(tx: Tx, locked: LockedNumber): Promise<LockedNumber> {
  return firstFree(tx, locked.key, locked.printing, locked.sequence + 1);
}

/** The first number from `sequence` on that no document has, advancing the series past taken ones. */
async function firstFree(tx: Tx, key: SeriesKey, printing: Printing, from: number): Promise<LockedNumber> {
  const { sellerId, kind, format, test, year, month } = printing;
  for (let sequence = from; ; sequence += 1) {
    const printed = formatInvoiceNumber(format, { year, month, sequence });
    const number = test ? `${TEST_NUMBER_PREFIX}${printed}` : printed;
    if (!(await numberTaken(tx, sellerId, kind, number))) return { key, number, year, sequence, printing };
    await advanceSeries(tx, key);
  }
}

/** A format without a year in it counts on across years, or its numbers would repeat. */
export const sequenceYear = invoiceSeriesYear;

/**
 * The next sequence of a kind's real (not test-mode) counters, unlocked: the year's and the one
 * that never restarts. For previews only; issuing takes the number under the lock.
 */
export async function nextSequences(
  ex: Executor,
  sellerId: number,
  kind: InvoiceKind,
  year: number,
): Promise<{ yearly: number; running: number }> {
  const rows = await ex
    .select({ year: invoiceSequences.year, next: invoiceSequences.nextNumber })
    .from(invoiceSequences)
    .where(
      and(
        eq(invoiceSequences.sellerId, sellerId),
        eq(invoiceSequences.series, kind),
        inArray(invoiceSequences.year, [year, 0]),
      ),
    );
  const next = (y: number) => rows.find((r) => r.year === y)?.next ?? 1;
  return { yearly: next(year), running: next(0) };
}

function where(key: SeriesKey) {
  return and(
    eq(invoiceSequences.sellerId, key.sellerId),
    eq(invoiceSequences.series, key.series),
    eq(invoiceSequences.year, key.year),
  );
}

/**
 * Year and month of a moment where the documents are dated: a payment at 23:30 UTC on
 * 31 December is already January in Germany, and its invoice belongs to the new year's series.
 */
export function calendarOf(at: Date): { year: number; month: number } {
  const parts = dateTimeFormat("en-US", {
    timeZone: DOCUMENT_TIME_ZONE,
    year: "numeric",
    month: "numeric",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part("year"), month: part("month") };
}
