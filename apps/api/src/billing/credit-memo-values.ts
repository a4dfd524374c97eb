import type { Locale } from "@sellwerk/domain";
import { fill, invoiceLabels, type InvoiceLabels } from "./documents/labels.ts";
import type { DraftDocument } from "./issue-numbered.ts";
import { reversalLines } from "./reversal.ts";
import type { InvoiceRow, LineSnapshot, VatLineSnapshot } from "./snapshot.ts";

/** What credits the invoice: its line when the memo covers part of it. */
type PartLabel = keyof Pick<InvoiceLabels, "refundOf" | "chargebackOf" | "cancellationOf">;

/** The part of an invoice its memos have not reversed yet. */
export function leftToCredit(invoice: InvoiceRow, earlier: readonly InvoiceRow[]): number {
  return invoice.grossAmount - earlier.reduce((sum, memo) => sum + memo.grossAmount, 0);
}

/**
 * A credit memo's fields: the invoice's parties and date of supply as they were printed, and
 * `amount` of its amounts in proportion to what earlier memos reversed already (so memos adding
 * up to the invoice reverse exactly its net and VAT). A memo of the whole invoice lists the
 * invoice's own lines; a part, one line naming the invoice. `paymentId` is the refund or
 * chargeback behind it, null for a cancellation (an invoice corrected).
 */
export function creditMemoValues(input: {
  invoice: InvoiceRow;
  earlier: readonly InvoiceRow[];
  amount: number;
  paymentId: number | null;
  part: PartLabel;
  issuedAt: Date;
}): DraftDocument {
  const { invoice, amount } = input;
  const before = invoice.grossAmount - leftToCredit(invoice, input.earlier);
  const vatLines = reversalLines(invoice.vatLines as VatLineSnapshot[], before, amount);
  const net = vatLines.reduce((sum, l) => sum + l.net, 0);
  const vat = vatLines.reduce((sum, l) => sum + l.vat, 0);
  const whole = before === 0 && amount === invoice.grossAmount;
  const labels = invoiceLabels(invoice.locale as Locale);
  const lines: LineSnapshot[] = whole
    ? (invoice.lines as LineSnapshot[])
    : [
        {
          description: fill(labels[input.part], { number: invoice.number }),
          quantity: 1,
          unitAmount: amount,
          discountAmount: 0,
          amount,
          net,
          vat,
        },
      ];
  return {
    sellerId: invoice.sellerId,
    orderId: invoice.orderId,
    orderRateId: invoice.orderRateId,
    paymentId: input.paymentId,
    kind: "credit_memo",
    issuedAt: input.issuedAt,
    suppliedAt: invoice.suppliedAt,
    locale: invoice.locale,
    currency: invoice.currency,
    netAmount: net,
    vatAmount: vat,
    grossAmount: amount,
    vatMode: invoice.vatMode,
    vatLines,
    lines,
    seller: invoice.seller,
    buyer: invoice.buyer,
    referencesInvoiceId: invoice.id,
  };
}
