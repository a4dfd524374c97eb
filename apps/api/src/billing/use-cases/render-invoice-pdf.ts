import { Readable } from "node:stream";
import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { payments } from "../../payments/tables.ts";
import { renderInvoicePdf } from "../documents/invoice-pdf.ts";
import { correctionOf, invoiceById, recordStorageKey } from "../repository.ts";
import { documentData, type InvoiceRow, type RelatedDocuments } from "../snapshot.ts";
import { invoices } from "../tables.ts";

/** Where a document's PDF lives: by id, since printed numbers may hold any character. */
export function invoicePdfKey(row: Pick<InvoiceRow, "sellerId" | "id">): string {
  return `invoices/${row.sellerId}/${row.id}.pdf`;
}

/** The credit memo that cancelled an invoice for its correction (no payment behind it). */
async function cancellingMemoOf(ex: Executor, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await ex
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.referencesInvoiceId, invoiceId),
        eq(invoices.kind, "credit_memo"),
        isNull(invoices.paymentId),
      ),
    );
  return row ?? null;
}

/**
 * What the document says about its neighbours: the invoice a memo reverses and why (refund,
 * chargeback, or cancelled for a correction, then which invoice replaces it), the invoice a
 * correction replaces. All of them committed with or before the document (a correction issues its
 * memo and invoice together), so a re-render reads the same.
 */
async function relatedDocuments(ex: Executor, row: InvoiceRow): Promise<RelatedDocuments> {
  const reverses = row.referencesInvoiceId ? await invoiceById(ex, row.referencesInvoiceId) : null;
  let memoReason: RelatedDocuments["memoReason"] = null;
  let replacedBy: string | null = null;
  if (row.kind === "credit_memo" && row.paymentId) {
    const [payment] = await ex
      .select({ kind: payments.kind })
      .from(payments)
      .where(eq(payments.id, row.paymentId));
    memoReason = payment?.kind === "chargeback" ? "chargeback" : "refund";
  } else if (row.kind === "credit_memo" && reverses) {
    memoReason = "cancellation";
    replacedBy = (await correctionOf(ex, reverses.id))?.number ?? null;
  }
  let corrects: RelatedDocuments["corrects"] = null;
  if (row.correctsInvoiceId) {
    const original = await invoiceById(ex, row.correctsInvoiceId);
    const memo = await cancellingMemoOf(ex, row.correctsInvoiceId);
    if (original)
      corrects = { number: original.number, issuedAt: original.issuedAt, cancelledBy: memo?.number ?? "" };
  }
  return { reverses, memoReason, replacedBy, corrects };
}

/** A stored document as PDF bytes. */
export async function invoicePdfBytes(deps: Deps, row: InvoiceRow): Promise<Uint8Array> {
  return renderInvoicePdf(documentData(row, await relatedDocuments(deps.db, row)));
}

/** Renders a document and puts its PDF under the key (the one it records, or has recorded). */
async function putInvoicePdf(
  deps: Deps,
  row: InvoiceRow,
  key = invoicePdfKey(row),
): Promise<{ key: string; size: number }> {
  const stored = await deps.storage.put(key, Readable.from([Buffer.from(await invoicePdfBytes(deps, row))]));
  return { key, size: stored.size };
}

/**
 * Renders a stored document and puts the PDF into storage, once: a row that has its key is left
 * alone. Runs after the issuing transaction committed, so a failed render (the job retries) never
 * takes the number back; the retry renders the same row into the same bytes.
 */
export async function renderInvoicePdfOnce(deps: Deps, row: InvoiceRow): Promise<string> {
  if (row.storageKey) return row.storageKey;
  const { key } = await putInvoicePdf(deps, row);
  await recordStorageKey(deps.db, row.id, key);
  return key;
}

/**
 * Where a document's PDF is stored and its size, rendered and stored again when storage lost it
 * (a database restored without its files, a bucket's expiry rule): the row never changes, so it
 * renders into the same bytes, and a seller's or buyer's document stays downloadable.
 */
export async function storedInvoicePdf(deps: Deps, row: InvoiceRow): Promise<{ key: string; size: number }> {
  const key = await renderInvoicePdfOnce(deps, row);
  const stat = await deps.storage.stat(key);
  if (stat) return { key, size: stat.size };
  deps.log.warn({ invoiceId: row.id, key }, "a document's PDF was missing from storage; rendered again");
  return putInvoicePdf(deps, row, key);
}
