import { Readable } from "node:stream";
import type { Deps } from "../../platform/deps.ts";
import { renderInvoicePdf } from "../documents/invoice-pdf.ts";
import { invoiceById, recordStorageKey } from "../repository.ts";
import { documentData, type InvoiceRow } from "../snapshot.ts";

/** Where a document's PDF lives: by id, since printed numbers may hold any character. */
export function invoicePdfKey(row: Pick<InvoiceRow, "sellerId" | "id">): string {
  return `invoices/${row.sellerId}/${row.id}.pdf`;
}

/**
 * Renders a stored document and puts the PDF into storage, once: a row that has its key is left
 * alone. Runs after the issuing transaction committed, so a failed render (the job retries) never
 * takes the number back; the retry renders the same row into the same bytes.
 */
export async function renderInvoicePdfOnce(deps: Deps, row: InvoiceRow): Promise<string> {
  if (row.storageKey) return row.storageKey;
  const reverses = row.referencesInvoiceId ? await invoiceById(deps.db, row.referencesInvoiceId) : null;
  const bytes = await renderInvoicePdf(documentData(row, reverses));
  const key = invoicePdfKey(row);
  await deps.storage.put(key, Readable.from([Buffer.from(bytes)]));
  await recordStorageKey(deps.db, row.id, key);
  return key;
}
