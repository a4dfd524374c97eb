import type { billing } from "@sellwerk/contracts";
import { API } from "../platform/http/route.ts";
import type { BuyerSnapshot, InvoiceKind, InvoiceRow } from "./snapshot.ts";

/** Where each audience fetches a document's PDF. */
export const pdfUrls = {
  cabinet: (id: number) => `${API}/cabinet/invoices/${id}/pdf`,
  order: (token: string, id: number) => `${API}/shop/orders/${token}/invoices/${id}/pdf`,
};

/** The numbers of the documents a document names: what it reverses, corrects, or was cancelled by. */
export interface LinkedNumbers {
  references: string | null;
  corrects: string | null;
  cancelledBy: string | null;
}

export function invoiceListItemView(
  row: InvoiceRow,
  linked: LinkedNumbers,
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
    references_number: linked.references,
    corrects_number: linked.corrects,
    cancelled_by_number: linked.cancelledBy,
    pdf_url: pdfUrl,
  };
}

/** A document in the seller's list and detail: with whether it can be corrected. */
export function cabinetInvoiceView(
  row: InvoiceRow,
  linked: LinkedNumbers & { corrected: boolean; credited: number },
): billing.CabinetInvoiceListItem {
  return {
    ...invoiceListItemView(row, linked, pdfUrls.cabinet(row.id)),
    correctable: row.kind === "invoice" && !linked.corrected && linked.credited < row.grossAmount,
  };
}

export function invoiceDetailView(
  row: InvoiceRow,
  linked: LinkedNumbers & { corrected: boolean; credited: number },
): billing.InvoiceDetail {
  const buyer = row.buyer as BuyerSnapshot;
  return {
    ...cabinetInvoiceView(row, linked),
    buyer: {
      name: buyer.name,
      company: buyer.company,
      street: buyer.street,
      zip: buyer.zip,
      city: buyer.city,
      country: buyer.country,
      vat_id: buyer.vatId,
      kind: buyer.kind === "business" ? "business" : "private",
      email: buyer.email,
    },
  };
}
