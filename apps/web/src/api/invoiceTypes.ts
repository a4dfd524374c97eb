import type { billing } from "@sellwerk/contracts";

// The seller's invoices and credit memos (docs/billing.md "Invoices and credit memos"), camelCase
// as the client hands them out; the list itself goes through useList.

export const INVOICES_PATH = "/cabinet/invoices";

export type InvoiceKind = billing.InvoiceKind;

export interface InvoiceListItem {
  id: number;
  number: string;
  kind: InvoiceKind;
  orderId: number;
  issuedAt: string;
  suppliedAt: string;
  currency: string;
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
  vatMode: billing.InvoiceListItem["vat_mode"];
  buyerName: string;
  buyerEmail: string;
  referencesNumber: string | null;
  pdfUrl: string;
}
