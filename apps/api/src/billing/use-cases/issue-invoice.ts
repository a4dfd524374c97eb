import { and, asc, desc, eq, gt, gte, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { vatTreatment, type Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor, Tx } from "../../platform/db/client.ts";
import { products } from "../../catalog/index.ts";
import { orderLines, orderRates, orders } from "../../orders/index.ts";
import { payments } from "../../payments/tables.ts";
import { invoiceLabels } from "../documents/labels.ts";
import { invoiceAmounts, rateLines } from "../invoice-lines.ts";
import { insertNumbered, issueNumbered, type DraftDocument } from "../issue-numbered.ts";
import { buyerSnapshot, buyerVat } from "../parties.ts";
import { originalInvoiceOfRate } from "../repository.ts";
import { mailInvoice } from "../document-mail.ts";
import { numberAfter } from "../number-series.ts";
import { sellerBilling } from "../seller-settings.ts";
import { postInvoiceVat } from "../vat-ledger.ts";
import type { InvoiceRow } from "../snapshot.ts";
import { invoices } from "../tables.ts";

/** A document ready to be numbered, and which series numbers it. */
interface Draft {
  values: DraftDocument;
  format: string;
  test: boolean;
  provider: string;
  /** When the rate was paid: invoices are numbered in this order. */
  paidAt: Date | null;
}

/**
 * Everything an invoice of a paid rate says except its number, read before the number is
 * locked so the lock is held for a few statements only (200 concurrent payments of one seller
 * queue on it). Null when the rate has nothing to invoice.
 */
async function draftInvoice(
  deps: Deps,
  ex: Executor,
  orderRateId: number,
  issuedAt: Date,
): Promise<Draft | null> {
  const [rate] = await ex.select().from(orderRates).where(eq(orderRates.id, orderRateId));
  if (!rate || rate.paidAmount <= 0) return null;
  const [order] = await ex.select().from(orders).where(eq(orders.id, rate.orderId));
  if (!order) return null;
  const [product] = await ex
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, order.productId));
  const lines = await ex
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  const rates = await ex
    .select({ id: orderRates.id })
    .from(orderRates)
    .where(eq(orderRates.orderId, order.id));
  // The method that actually paid this rate (a buyer may have replaced the order's method since).
  const [charge] = await ex
    .select({ method: payments.method })
    .from(payments)
    .where(
      and(eq(payments.orderRateId, rate.id), eq(payments.kind, "charge"), eq(payments.state, "successful")),
    )
    .orderBy(desc(payments.id))
    .limit(1);

  const suppliedAt = rate.paidAt ?? deps.clock.now();
  const locale = order.locale as Locale;
  const seller = await sellerBilling(ex, order.sellerId, suppliedAt);
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
    issuedAt,
    suppliedAt,
    locale,
    currency: order.currency,
    ...amounts,
    seller: seller.party,
    buyer,
    referencesInvoiceId: null,
  };
  return {
    values,
    format: seller.invoiceNumberFormat,
    test: order.testMode,
    provider: order.provider,
    paidAt: rate.paidAt,
  };
}

/**
 * How far back an issue looks for rates paid before its own that still wait for their invoice.
 * A job runs seconds after its payment and retries within hours; an older gap (a job failing for
 * days) is left to its own job rather than searched for on every issue.
 */
const CATCH_UP_MS = 7 * 24 * 3600_000;

/** Rates of the draft's seller and series paid before it (within CATCH_UP_MS) without an invoice, in payment order. */
async function uninvoicedBefore(tx: Tx, draft: Draft): Promise<number[]> {
  const paidAt = draft.paidAt;
  const rateId = draft.values.orderRateId;
  if (!paidAt || rateId == null) return [];
  const rows = await tx
    .select({ id: orderRates.id })
    .from(orderRates)
    .innerJoin(orders, eq(orders.id, orderRates.orderId))
    .where(
      and(
        eq(orderRates.sellerId, draft.values.sellerId),
        gte(orderRates.paidAt, new Date(paidAt.getTime() - CATCH_UP_MS)),
        or(lt(orderRates.paidAt, paidAt), and(eq(orderRates.paidAt, paidAt), lt(orderRates.id, rateId))),
        gt(orderRates.paidAmount, 0),
        eq(orders.testMode, draft.test),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(invoices)
            .where(
              and(
                eq(invoices.orderRateId, orderRates.id),
                eq(invoices.kind, "invoice"),
                isNull(invoices.correctsInvoiceId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(orderRates.paidAt), asc(orderRates.id));
  return rows.map((r) => r.id);
}

/** What issuing an invoice does besides the row: its VAT booked (and on the order), the buyer's mail. */
async function afterIssue(deps: Deps, tx: Tx, row: InvoiceRow, draft: Draft): Promise<void> {
  await postInvoiceVat(tx, row, draft.provider);
  await mailInvoice(deps, tx, row);
}

/**
 * Issues the invoice of a paid rate (the `billing.issue-invoice` job), exactly once: the number
 * is taken under the seller's series lock in the transaction that inserts the invoice, and an
 * invoice already there for the rate (a duplicate job, a retry after a crash) is answered as is.
 * Numbers follow the order of payment, not the order the jobs run in: under the lock, rates of
 * the same series paid earlier and still without an invoice are invoiced first (their own jobs
 * then find them issued). Only payments committed by then can be seen, so two payments committed
 * in the same instant may still be numbered either way (docs/billing.md).
 * The PDF is rendered afterwards (`renderInvoicePdfOnce`); the row never changes but for its key.
 * The buyer's mail with the PDF is queued with the invoice.
 */
export async function issueInvoice(deps: Deps, orderRateId: number): Promise<InvoiceRow | null> {
  const existing = (ex: Executor) => originalInvoiceOfRate(ex, orderRateId);
  const found = await existing(deps.db);
  if (found) return found;
  const draft = await draftInvoice(deps, deps.db, orderRateId, deps.clock.now());
  if (!draft) return null;
  const series = {
    sellerId: draft.values.sellerId,
    kind: "invoice" as const,
    format: draft.format,
    test: draft.test,
    issuedAt: draft.values.issuedAt,
  };
  return issueNumbered(deps, {
    ...series,
    existing,
    // Earlier rates take the numbers from the one locked for this invoice on, under the same
    // lock, dated as this one (in whose series they are numbered).
    precede: async (tx, next) => {
      for (const earlierRateId of await uninvoicedBefore(tx, draft)) {
        const earlier = await draftInvoice(deps, tx, earlierRateId, draft.values.issuedAt);
        if (!earlier) continue;
        const row = await insertNumbered(tx, next, earlier.values);
        await afterIssue(deps, tx, row, earlier);
        next = await numberAfter(tx, next);
      }
      return next;
    },
    values: async () => draft.values,
    uniqueIndex: "invoices_rate_invoice_key",
    issued: (tx, row) => afterIssue(deps, tx, row, draft),
  });
}
