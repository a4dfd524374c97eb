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
  /** A corrected invoice: the invoice it replaces. */
  correctsNumber: string | null;
  /** An invoice cancelled for a correction: the credit memo that cancelled it. */
  cancelledByNumber: string | null;
  pdfUrl: string;
  /** "Correct" is offered: an invoice not corrected yet and not reversed in full. */
  correctable: boolean;
}

export type BuyerKind = billing.InvoiceBuyerInput["kind"];

/** The buyer as the invoice names them; the correction form starts from it. */
export interface InvoiceBuyer {
  name: string;
  company: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  vatId: string;
  kind: BuyerKind;
  email: string;
}

export interface InvoiceDetail extends InvoiceListItem {
  buyer: InvoiceBuyer;
}

export interface InvoiceCorrection {
  creditMemo: InvoiceListItem;
  invoice: InvoiceListItem;
}

// --- invoice settings (/cabinet/settings/invoices) ---

export const INVOICE_SETTINGS_PATH = "/cabinet/settings/invoices";

export type VatExemptionReasonValue = NonNullable<billing.InvoiceSettings["vat"]["vat_exemption_reason"]>;

export interface VatSettings {
  vatPayer: boolean;
  vatExemptionReason: VatExemptionReasonValue | null;
  vatNo: string | null;
}

export interface PendingVatChange extends VatSettings {
  /** yyyy-mm-dd */
  effectiveOn: string;
  effectiveFrom: string;
  state: billing.PendingVatChange["state"];
}

export interface NextSequences {
  yearly: number;
  running: number;
}

export interface InvoiceSettings {
  invoiceNumberFormat: string;
  creditMemoNumberFormat: string;
  nextInvoiceNumber: string;
  nextCreditMemoNumber: string;
  counters: { year: number; month: number; invoice: NextSequences; creditMemo: NextSequences };
  vat: VatSettings;
  pendingVatChange: PendingVatChange | null;
}
