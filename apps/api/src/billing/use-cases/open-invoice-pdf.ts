import type { Deps } from "../../platform/deps.ts";
import type { SendableFile } from "../../platform/http/send-file.ts";
import { findOrderByToken } from "../../orders/repository.ts";
import { invoiceById } from "../repository.ts";
import { storedInvoicePdf } from "./render-invoice-pdf.ts";

/** Who asks: the owning seller (cabinet) or whoever holds the order's token (the buyer). */
export type InvoiceReader = { sellerId: number } | { orderToken: string };

/**
 * A document's PDF for someone allowed to see it, or null (answered 404, so another seller
 * cannot tell an id exists). A document whose job has not rendered it yet, or whose file storage
 * lost, is rendered now. Its bytes never change, so the document's id is a strong validator.
 */
export async function openInvoicePdf(
  deps: Deps,
  reader: InvoiceReader,
  id: number,
): Promise<SendableFile | null> {
  const row = await invoiceById(deps.db, id);
  if (!row) return null;
  if ("sellerId" in reader) {
    if (row.sellerId !== reader.sellerId) return null;
  } else {
    const order = await findOrderByToken(deps.db, reader.orderToken);
    if (!order || order.id !== row.orderId) return null;
  }
  const { key, size } = await storedInvoicePdf(deps, row);
  return {
    filename: `${row.number}.pdf`,
    contentType: "application/pdf",
    size,
    etag: `"invoice-${row.id}"`,
    lastModified: row.issuedAt,
    open: (range) => deps.storage.get(key, range),
  };
}
