import type { Locale, VatMode, VatNoteKey } from "@sellwerk/domain";
import type { invoices } from "./tables.ts";

// What an issued document keeps of the world as it was (§14 UStG: the invoice shows the parties,
// lines and VAT as of its issue). The jsonb columns hold these shapes; nothing reads the seller
// profile or the order again to print a document, so later edits never change an issued one.
// Type aliases (not interfaces) so they fit the columns' Record<string, unknown>.

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceKind = "invoice" | "credit_memo";

export type SellerSnapshot = {
  /** The company, or the person's name when there is none. */
  name: string;
  /** The person behind a company ("" when the name above is the person). */
  contact: string;
  street: string;
  zip: string;
  city: string;
  region: string;
  country: string;
  email: string;
  vatId: string;
  taxNumber: string;
};

export type BuyerSnapshot = {
  name: string;
  company: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  /** private or business */
  kind: string;
  vatId: string;
  /** How the rate was paid (a payment method code); the document prints it in its language. */
  paymentMethod: string;
};

/** One line as printed; amounts are gross (what the buyer paid), net and VAT its share. */
export type LineSnapshot = {
  description: string;
  quantity: number;
  unitAmount: number;
  discountAmount: number;
  amount: number;
  net: number;
  vat: number;
};

/** The document's amounts per VAT rate; `noteKey` names the VAT_NOTES text the PDF prints. */
export type VatLineSnapshot = {
  rateBasisPoints: number;
  rateCountry: string | null;
  noteKey: VatNoteKey | null;
  net: number;
  vat: number;
  gross: number;
};

/** A document row with its jsonb read back in the shapes written by the issuing use-cases. */
export interface InvoiceDocumentData {
  id: number;
  kind: InvoiceKind;
  number: string;
  orderId: number;
  issuedAt: Date;
  suppliedAt: Date;
  locale: Locale;
  currency: string;
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
  vatMode: VatMode;
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
  lines: LineSnapshot[];
  vatLines: VatLineSnapshot[];
  /** The number and date of the invoice a credit memo reverses. */
  reverses: { number: string; issuedAt: Date } | null;
  /** A test-mode sale: the PDF is marked as not being a valid invoice. */
  test: boolean;
  /** Why a credit memo credits: a refund, a chargeback, or cancelling an invoice to correct it. */
  memoReason?: MemoReason | null;
  /** A cancelling credit memo: the number of the invoice that replaces the cancelled one. */
  replacedBy?: string | null;
  /** A corrected invoice: the invoice it replaces and the credit memo that cancelled that. */
  corrects?: { number: string; issuedAt: Date; cancelledBy: string } | null;
}

export type MemoReason = "refund" | "chargeback" | "cancellation";

/** What a document says about the documents around it, read when it is rendered. */
export interface RelatedDocuments {
  reverses: InvoiceRow | null;
  memoReason: MemoReason | null;
  replacedBy: string | null;
  corrects: InvoiceDocumentData["corrects"];
}

/** Marks the numbers of documents for test-mode sales, which run in series of their own. */
export const TEST_NUMBER_PREFIX = "TEST-";

/**
 * The columns only ever hold what `issueInvoice` / `issueCreditMemo` wrote through these types,
 * so reading them back is a cast, not a parse.
 */
export function documentData(row: InvoiceRow, related: RelatedDocuments): InvoiceDocumentData {
  const { reverses } = related;
  return {
    id: row.id,
    kind: row.kind as InvoiceKind,
    number: row.number,
    orderId: row.orderId,
    issuedAt: row.issuedAt,
    suppliedAt: row.suppliedAt,
    locale: row.locale as Locale,
    currency: row.currency,
    netAmount: row.netAmount,
    vatAmount: row.vatAmount,
    grossAmount: row.grossAmount,
    vatMode: row.vatMode as VatMode,
    seller: row.seller as SellerSnapshot,
    buyer: row.buyer as BuyerSnapshot,
    lines: row.lines as LineSnapshot[],
    vatLines: row.vatLines as VatLineSnapshot[],
    reverses: reverses ? { number: reverses.number, issuedAt: reverses.issuedAt } : null,
    test: row.number.startsWith(TEST_NUMBER_PREFIX),
    memoReason: related.memoReason,
    replacedBy: related.replacedBy,
    corrects: related.corrects,
  };
}
