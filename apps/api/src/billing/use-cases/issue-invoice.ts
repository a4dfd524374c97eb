import { and, desc, eq } from "drizzle-orm";
import { vatTreatment, type Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { products } from "../../catalog/index.ts";
import { orderLines, orderRates, orders } from "../../orders/index.ts";
import { payments } from "../../payments/tables.ts";
import { invoiceLabels } from "../documents/labels.ts";
import { invoiceAmounts, rateLines } from "../invoice-lines.ts";
import { issueNumbered, type DraftDocument } from "../issue-numbered.ts";
import { buyerSnapshot, buyerVat } from "../parties.ts";
import { originalInvoiceOfRate } from "../repository.ts";
import { mailInvoice } from "../document-mail.ts";
import { sellerBilling } from "../seller-settings.ts";
import { postInvoiceVat } from "../vat-ledger.ts";
import type { InvoiceRow } from "../snapshot.ts";

/** A document ready to be numbered, and which series numbers it. */
interface Draft {
  values: DraftDocument;
  format: string;
  test: boolean;
  provider: string;
}

/**
 * Everything an invoice of a paid rate says except its number, read before the number is
 * locked so the lock is held for a few statements only (200 concurrent payments of one seller
 * queue on it). Null when the rate has nothing to invoice.
 */
async function draftInvoice(deps: Deps, orderRateId: number): Promise<Draft | null> {
  const [rate] = await deps.db.select().from(orderRates).where(eq(orderRates.id, orderRateId));
  if (!rate || rate.paidAmount <= 0) return null;
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, rate.orderId));
  if (!order) return null;
  const [product] = await deps.db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, order.productId));
  const lines = await deps.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  const rates = await deps.db
    .select({ id: orderRates.id })
    .from(orderRates)
    .where(eq(orderRates.orderId, order.id));
  // The method that actually paid this rate (a buyer may have replaced the order's method since).
  const [charge] = await deps.db
    .select({ method: payments.method })
    .from(payments)
    .where(
      and(eq(payments.orderRateId, rate.id), eq(payments.kind, "charge"), eq(payments.state, "successful")),
    )
    .orderBy(desc(payments.id))
    .limit(1);

  const suppliedAt = rate.paidAt ?? deps.clock.now();
  const locale = order.locale as Locale;
  const seller = await sellerBilling(deps.db, order.sellerId, suppliedAt);
  const buyer = buyerSnapshot(order.payer, charge?.method ?? order.paymentMethod);
  const treatment = vatTreatment(seller.vat, buyerVat(buyer));
  const subscription = (order.plan as { form?: string }).form === "subscription";
  const amounts = invoiceAmounts(
    rateLines({
      labels: invoiceLabels(locale),
      rate,
      ratesCount: subscription ? null : rates.length,
      productName: product?.name ?? "",
      lines,
    }),
    treatment,
  );
  const values: DraftDocument = {
    sellerId: order.sellerId,
    orderId: order.id,
    orderRateId: rate.id,
    kind: "invoice",
    issuedAt: deps.clock.now(),
    suppliedAt,
    locale,
    currency: order.currency,
    ...amounts,
    seller: seller.party,
    buyer,
    referencesInvoiceId: null,
  };
  return { values, format: seller.invoiceNumberFormat, test: order.testMode, provider: order.provider };
}

/**
 * Issues the invoice of a paid rate (the `billing.issue-invoice` job), exactly once: the number
 * is taken under the seller's series lock in the transaction that inserts the invoice, and an
 * invoice already there for the rate (a duplicate job, a retry after a crash) is answered as is.
 * The PDF is rendered afterwards (`renderInvoicePdfOnce`); the row never changes but for its key.
 * The buyer's mail with the PDF is queued with the invoice.
 */
export async function issueInvoice(deps: Deps, orderRateId: number): Promise<InvoiceRow | null> {
  const existing = (ex: Executor) => originalInvoiceOfRate(ex, orderRateId);
  const found = await existing(deps.db);
  if (found) return found;
  const draft = await draftInvoice(deps, orderRateId);
  if (!draft) return null;
  return issueNumbered(deps, {
    sellerId: draft.values.sellerId,
    kind: "invoice",
    format: draft.format,
    test: draft.test,
    issuedAt: draft.values.issuedAt,
    existing,
    values: async () => draft.values,
    uniqueIndex: "invoices_rate_invoice_key",
    issued: async (tx, row) => {
      await postInvoiceVat(tx, row, draft.provider);
      await mailInvoice(deps, tx, row);
    },
  });
}
