import {
  normalizeVatNumber,
  vatTreatment,
  type Locale,
  type SellerVat,
  type VatNoteKey,
} from "@sellwerk/domain";
import type { billing } from "@sellwerk/contracts";
import { fill, invoiceLabels } from "./documents/labels.ts";
import { invoiceAmounts } from "./invoice-lines.ts";
import type { DraftDocument } from "./issue-numbered.ts";
import { buyerVat } from "./parties.ts";
import type { BuyerSnapshot, InvoiceRow, LineSnapshot, SellerSnapshot, VatLineSnapshot } from "./snapshot.ts";

// The invoice a correction issues in place of one it cancels: the same sale (order rate, lines,
// date of supply, seller as printed), a new buyer, and VAT decided again for that buyer by the
// same rules the first invoice used.

const EXEMPTION_OF_NOTE: Partial<Record<VatNoteKey, SellerVat["exemptionReason"]>> = {
  small_business: "small_business",
  small_business_de: "small_business",
  exempt_educational: "educational",
  exempt_regulated_profession: "regulated_profession",
  exempt_other: "other",
};

/**
 * The seller's VAT settings the invoice was issued under, read back from it: the seller may have
 * changed them since, but a correction corrects the buyer of a sale made under the old ones.
 */
export function sellerVatOfDocument(invoice: InvoiceRow): SellerVat {
  const seller = invoice.seller as SellerSnapshot;
  const note = (invoice.vatLines as VatLineSnapshot[])[0]?.noteKey ?? null;
  if (invoice.vatMode === "small_business" || invoice.vatMode === "exempt")
    return {
      country: seller.country,
      vatPayer: false,
      exemptionReason: (note && EXEMPTION_OF_NOTE[note]) ?? null,
      vatId: null,
    };
  return { country: seller.country, vatPayer: true, exemptionReason: null, vatId: seller.vatId || null };
}

/** The buyer as corrected; email and the method that paid stay what they were. */
export function correctedBuyer(before: BuyerSnapshot, input: billing.InvoiceBuyerInput): BuyerSnapshot {
  return {
    name: input.name,
    company: input.company,
    email: before.email,
    street: input.street,
    zip: input.zip,
    city: input.city,
    country: input.country,
    kind: input.kind,
    vatId: input.vat_id ? normalizeVatNumber(input.vat_id) : "",
    paymentMethod: before.paymentMethod,
  };
}

/**
 * The corrected invoice of `amount` (all of the invoice, or what refunds left of it). The gross
 * stays what the buyer paid; the VAT is taken out of it at the rate the new buyer's treatment
 * gives (a foreign EU business with its VAT id: reverse charge, 0 %), so the net changes. Charging
 * the buyer more or refunding the difference would be a new payment, not a correction.
 */
export function correctedInvoiceValues(input: {
  original: InvoiceRow;
  buyer: BuyerSnapshot;
  amount: number;
  issuedAt: Date;
}): DraftDocument {
  const { original, buyer, amount } = input;
  const treatment = vatTreatment(sellerVatOfDocument(original), buyerVat(buyer));
  const labels = invoiceLabels(original.locale as Locale);
  const lines =
    amount === original.grossAmount
      ? (original.lines as LineSnapshot[]).map(({ net: _net, vat: _vat, ...line }) => line)
      : [
          {
            description: fill(labels.remainderOf, { number: original.number }),
            quantity: 1,
            unitAmount: amount,
            discountAmount: 0,
            amount,
          },
        ];
  return {
    sellerId: original.sellerId,
    orderId: original.orderId,
    orderRateId: original.orderRateId,
    kind: "invoice",
    issuedAt: input.issuedAt,
    suppliedAt: original.suppliedAt,
    locale: original.locale,
    currency: original.currency,
    ...invoiceAmounts(lines, treatment),
    seller: original.seller,
    buyer,
    referencesInvoiceId: null,
    correctsInvoiceId: original.id,
  };
}
