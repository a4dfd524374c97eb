import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { invoices } from "./tables.ts";
import type { InvoiceRow } from "./snapshot.ts";

// Queries the billing use-cases share.

export async function invoiceOfRate(ex: Executor, orderRateId: number): Promise<InvoiceRow | null> {
  const [row] = await ex
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderRateId, orderRateId), eq(invoices.kind, "invoice")));
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
