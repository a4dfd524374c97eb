import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../platform/db/client.ts";
import { invoices } from "./tables.ts";
import type { InvoiceRow } from "./snapshot.ts";

// Queries the billing use-cases share.

/**
 * The condition naming a rate's first invoice, the one its payment issued (a correction is not
 * it); `rate` is an id or a column, for a caller joining it to the rate's row.
 */
export function isOriginalInvoiceOf(rate: number | AnyPgColumn) {
  return and(
    eq(invoices.orderRateId, rate),
    eq(invoices.kind, "invoice"),
    isNull(invoices.correctsInvoiceId),
  );
}

/** The rate's first invoice, the one its payment issued (a correction is not it). */
export async function originalInvoiceOfRate(ex: Executor, orderRateId: number): Promise<InvoiceRow | null> {
  const [row] = await ex.select().from(invoices).where(isOriginalInvoiceOf(orderRateId));
  return row ?? null;
}

/** Invoices a correction replaced: each is named by the invoice correcting it. */
const corrected = alias(invoices, "corrected");

/**
 * The rate's invoice in force: the last of its corrections, or the first invoice when none was
 * corrected. Refunds and chargebacks reverse this one; a replaced invoice was cancelled in full.
 */
export async function currentInvoiceOfRate(ex: Executor, orderRateId: number): Promise<InvoiceRow | null> {
  const [row] = await ex
    .select({ invoice: invoices })
    .from(invoices)
    .leftJoin(corrected, eq(corrected.correctsInvoiceId, invoices.id))
    .where(and(eq(invoices.orderRateId, orderRateId), eq(invoices.kind, "invoice"), isNull(corrected.id)))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row?.invoice ?? null;
}

/** The invoice that replaced this one, if it was corrected. */
export async function correctionOf(ex: Executor, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await ex.select().from(invoices).where(eq(invoices.correctsInvoiceId, invoiceId));
  return row ?? null;
}

export async function creditMemoOfPayment(ex: Executor, paymentId: number): Promise<InvoiceRow | null> {
  const [row] = await ex
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, "credit_memo")));
  return row ?? null;
}

export async function invoiceById(ex: Executor, id: number): Promise<InvoiceRow | null> {
  const [row] = await ex.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/** What earlier credit memos already reversed of an invoice, per VAT line and in total. */
export async function reversedSoFar(ex: Executor, invoiceId: number): Promise<InvoiceRow[]> {
  return ex
    .select()
    .from(invoices)
    .where(and(eq(invoices.referencesInvoiceId, invoiceId), eq(invoices.kind, "credit_memo")))
    .orderBy(invoices.id);
}

/** Sets the PDF's key once; a second render of the same row (a retried job) changes nothing. */
export async function recordStorageKey(ex: Executor, id: number, key: string): Promise<void> {
  await ex
    .update(invoices)
    .set({ storageKey: key })
    .where(and(eq(invoices.id, id), sql`${invoices.storageKey} IS NULL`));
}

/** The document another one reverses or corrects, the memo cancelling it, the invoice replacing it. */
const reversed = alias(invoices, "reversed");
const replaced = alias(invoices, "replaced");
const cancelMemo = alias(invoices, "cancel_memo");

/**
 * Documents with the numbers they name and what the seller's list needs to offer "Correct":
 * whether a correction replaced the invoice and how much of it memos credited. Each join meets
 * at most one row (one correction and one cancelling memo per invoice, by unique index).
 */
export function selectLinkedDocuments(ex: Executor) {
  return ex
    .select({
      invoice: invoices,
      references: reversed.number,
      corrects: replaced.number,
      cancelledBy: cancelMemo.number,
      correctionId: corrected.id,
      credited: sql<number>`(select coalesce(sum(m.gross_amount), 0) from invoices m
        where m.references_invoice_id = ${invoices.id} and m.kind = 'credit_memo')`.mapWith(Number),
    })
    .from(invoices)
    .leftJoin(reversed, eq(reversed.id, invoices.referencesInvoiceId))
    .leftJoin(replaced, eq(replaced.id, invoices.correctsInvoiceId))
    .leftJoin(
      cancelMemo,
      and(
        eq(cancelMemo.referencesInvoiceId, invoices.id),
        eq(cancelMemo.kind, "credit_memo"),
        isNull(cancelMemo.paymentId),
      ),
    )
    .leftJoin(corrected, eq(corrected.correctsInvoiceId, invoices.id))
    .$dynamic();
}

export type LinkedDocumentRow = Awaited<
  ReturnType<ReturnType<typeof selectLinkedDocuments>["execute"]>
>[number];

export function linkedOf(row: LinkedDocumentRow) {
  return {
    references: row.references,
    corrects: row.corrects,
    cancelledBy: row.cancelledBy,
    corrected: row.correctionId !== null,
    credited: row.credited,
  };
}
