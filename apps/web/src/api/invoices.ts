import { fetchBytes, saveBlob } from "./bytes.ts";
import { INVOICES_PATH, type InvoiceListItem } from "./invoiceTypes.ts";

/** Fetches a document's PDF with the seller's token and hands it to the browser as a download. */
export async function downloadInvoicePdf(invoice: Pick<InvoiceListItem, "id" | "number">): Promise<void> {
  const blob = await fetchBytes(`${INVOICES_PATH}/${invoice.id}/pdf`, "application/pdf");
  saveBlob(blob, `${invoice.number}.pdf`);
}
