import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { orders } from "../../orders/index.ts";
import { payments } from "../../payments/tables.ts";
import { creditMemoValues, leftToCredit } from "../credit-memo-values.ts";
import { mailCreditMemo } from "../document-mail.ts";
import { issueNumbered } from "../issue-numbered.ts";
import { creditMemoOfPayment, currentInvoiceOfRate, reversedSoFar } from "../repository.ts";
import { readNumberFormats } from "../settings-store.ts";
import { postCreditMemoVat } from "../vat-ledger.ts";
import type { InvoiceRow } from "../snapshot.ts";

/** Thrown so the job is retried: the refund's invoice is issued by a job that has not run yet. */
export class InvoiceNotIssuedYet extends Error {
  constructor(orderRateId: number) {
    super(`the invoice of order rate ${orderRateId} is not issued yet`);
  }
}

/** Payments that give money back to the buyer, and the line a memo for part of an invoice gets. */
const CREDITING = { refund: "refundOf", chargeback: "chargebackOf" } as const;

/**
 * Issues the credit memo (Storno) of a successful refund or chargeback (the
 * `billing.issue-credit-memo` job), exactly once per payment, in the seller's credit memo series.
 * It reverses the rate's invoice in force (the last correction, if it was corrected), read again
 * under the series lock that corrections take too. Amounts are stored positive; the kind says
 * they are credited. A chargeback after refunds credits what is left of the invoice, and nothing
 * when nothing is. Throws `InvoiceNotIssuedYet` while the rate has no invoice, so pg-boss tries
 * again after the invoice job ran.
 */
export async function issueCreditMemo(deps: Deps, paymentId: number): Promise<InvoiceRow | null> {
  const existing = (ex: Executor) => creditMemoOfPayment(ex, paymentId);
  const found = await existing(deps.db);
  if (found) return found;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.state !== "successful" || payment.amount <= 0 || !payment.orderRateId) return null;
  if (payment.kind !== "refund" && payment.kind !== "chargeback") return null;
  const orderRateId = payment.orderRateId;
  const first = await currentInvoiceOfRate(deps.db, orderRateId);
  if (!first) throw new InvoiceNotIssuedYet(orderRateId);
  const [order] = await deps.db
    .select({ testMode: orders.testMode })
    .from(orders)
    .where(eq(orders.id, first.orderId));
  const { creditMemoNumberFormat } = await readNumberFormats(deps.db, first.sellerId);
  const issuedAt = deps.clock.now();
  let invoice = first;
  return issueNumbered(deps, {
    sellerId: first.sellerId,
    kind: "credit_memo",
    format: creditMemoNumberFormat,
    test: order?.testMode ?? false,
    issuedAt,
    existing,
    // Every memo and correction of this seller takes the series lock first, so the invoice in
    // force and its earlier memos read here are final.
    values: async (tx) => {
      invoice = (await currentInvoiceOfRate(tx, orderRateId)) ?? first;
      const earlier = await reversedSoFar(tx, invoice.id);
      const amount = Math.min(payment.amount, leftToCredit(invoice, earlier));
      if (amount <= 0) return null;
      return creditMemoValues({
        invoice,
        earlier,
        amount,
        paymentId: payment.id,
        part: CREDITING[payment.kind as keyof typeof CREDITING],
        issuedAt,
      });
    },
    uniqueIndex: "invoices_payment_memo_key",
    issued: async (tx, row) => {
      await postCreditMemoVat(tx, row, payment.provider);
      await mailCreditMemo(deps, tx, row, invoice);
    },
  });
}
