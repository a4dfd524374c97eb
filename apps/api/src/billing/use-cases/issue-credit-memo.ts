import { eq } from "drizzle-orm";
import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { orders } from "../../orders/index.ts";
import { payments } from "../../payments/tables.ts";
import { fill, invoiceLabels } from "../documents/labels.ts";
import { issueNumbered, type DraftDocument } from "../issue-numbered.ts";
import { creditMemoOfPayment, invoiceOfRate, reversedSoFar } from "../repository.ts";
import { reversalLines } from "../reversal.ts";
import { sellerBilling } from "../seller-settings.ts";
import { postCreditMemoVat } from "../vat-ledger.ts";
import type { InvoiceRow, LineSnapshot, VatLineSnapshot } from "../snapshot.ts";

/** Thrown so the job is retried: the refund's invoice is issued by a job that has not run yet. */
export class InvoiceNotIssuedYet extends Error {
  constructor(orderRateId: number) {
    super(`the invoice of order rate ${orderRateId} is not issued yet`);
  }
}

/**
 * The memo's fields: the invoice's parties and date of supply as they were printed, and the
 * refunded part of its amounts. A refund of the whole invoice lists the invoice's own lines; a
 * part of it one line naming the invoice.
 */
function memoOf(
  invoice: InvoiceRow,
  earlier: InvoiceRow[],
  refund: { id: number; amount: number },
  issuedAt: Date,
): DraftDocument {
  const before = earlier.reduce((sum, memo) => sum + memo.grossAmount, 0);
  const vatLines = reversalLines(invoice.vatLines as VatLineSnapshot[], before, refund.amount);
  const net = vatLines.reduce((sum, l) => sum + l.net, 0);
  const vat = vatLines.reduce((sum, l) => sum + l.vat, 0);
  const whole = before === 0 && refund.amount === invoice.grossAmount;
  const labels = invoiceLabels(invoice.locale as Locale);
  const lines: LineSnapshot[] = whole
    ? (invoice.lines as LineSnapshot[])
    : [
        {
          description: fill(labels.refundOf, { number: invoice.number }),
          quantity: 1,
          unitAmount: refund.amount,
          discountAmount: 0,
          amount: refund.amount,
          net,
          vat,
        },
      ];
  return {
    sellerId: invoice.sellerId,
    orderId: invoice.orderId,
    orderRateId: invoice.orderRateId,
    paymentId: refund.id,
    kind: "credit_memo",
    issuedAt,
    suppliedAt: invoice.suppliedAt,
    locale: invoice.locale,
    currency: invoice.currency,
    netAmount: net,
    vatAmount: vat,
    grossAmount: refund.amount,
    vatMode: invoice.vatMode,
    vatLines,
    lines,
    seller: invoice.seller,
    buyer: invoice.buyer,
    referencesInvoiceId: invoice.id,
  };
}

/**
 * Issues the credit memo (Storno) of a successful refund (the `billing.issue-credit-memo` job),
 * exactly once per refund, in the seller's credit memo series. Amounts are stored positive; the
 * kind says they are credited. Throws `InvoiceNotIssuedYet` while the rate's invoice is missing,
 * so pg-boss tries again after the invoice job ran.
 */
export async function issueCreditMemo(deps: Deps, paymentId: number): Promise<InvoiceRow | null> {
  const existing = (ex: Executor) => creditMemoOfPayment(ex, paymentId);
  const found = await existing(deps.db);
  if (found) return found;
  const [refund] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!refund || refund.kind !== "refund" || refund.state !== "successful" || refund.amount <= 0) return null;
  if (!refund.orderRateId) return null;
  const invoice = await invoiceOfRate(deps.db, refund.orderRateId);
  if (!invoice) throw new InvoiceNotIssuedYet(refund.orderRateId);
  const [order] = await deps.db
    .select({ testMode: orders.testMode })
    .from(orders)
    .where(eq(orders.id, invoice.orderId));
  const { creditMemoNumberFormat } = await sellerBilling(deps.db, invoice.sellerId, invoice.suppliedAt);
  const issuedAt = deps.clock.now();
  return issueNumbered(deps, {
    sellerId: invoice.sellerId,
    kind: "credit_memo",
    format: creditMemoNumberFormat,
    test: order?.testMode ?? false,
    issuedAt,
    existing,
    // Earlier memos are read under the series lock, which every memo of this seller takes first.
    values: async (tx) => memoOf(invoice, await reversedSoFar(tx, invoice.id), refund, issuedAt),
    uniqueIndex: "invoices_payment_memo_key",
    issued: (tx, row) => postCreditMemoVat(tx, row, refund.provider),
  });
}
