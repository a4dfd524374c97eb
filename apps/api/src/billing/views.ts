import type { billing } from "@sellwerk/contracts";
import { API } from "../platform/http/route.ts";
import type { BuyerSnapshot, InvoiceKind, InvoiceRow } from "./snapshot.ts";

/** Where each audience fetches a document's PDF. */
export const pdfUrls = {
  cabinet: (id: number) => `${API}/cabinet/invoices/${id}/pdf`,
  order: (token: string, id: number) => `${API}/shop/orders/${token}/invoices/${id}/pdf`,
};

export function invoiceListItemView(
  row: InvoiceRow,
  referencesNumber: string | null,
  pdfUrl: string,
): billing.InvoiceListItem {
  const buyer = row.buyer as BuyerSnapshot;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceKind,
    order_id: row.orderId,
    issued_at: row.issuedAt.toISOString(),
    supplied_at: row.suppliedAt.toISOString(),
    currency: row.currency,
    net_amount: row.netAmount,
    vat_amount: row.vatAmount,
    gross_amount: row.grossAmount,
    vat_mode: row.vatMode as billing.InvoiceListItem["vat_mode"],
    buyer_name: buyer.company || buyer.name,
    buyer_email: buyer.email,
    references_number: referencesNumber,
    pdf_url: pdfUrl,
  };
}
