import { and, asc, count, desc, eq, gte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { vatTreatment, type Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor, Tx } from "../../platform/db/client.ts";
import { compiled } from "../../platform/db/compiled.ts";
import { products, sellerProfiles } from "../../catalog/index.ts";
import { users } from "../../identity/index.ts";
import { orderLines, orderRates, orders, ratesAwaitingInvoice } from "../../orders/index.ts";
import { payments } from "../../payments/tables.ts";
import { invoiceLabels } from "../documents/labels.ts";
import { invoiceAmounts, rateLines, type InvoicedLine } from "../invoice-lines.ts";
import { insertNumbered, issueNumbered, type DraftDocument } from "../issue-numbered.ts";
import { buyerSnapshot, buyerVat } from "../parties.ts";
import { isOriginalInvoiceOf, originalInvoiceOfRate } from "../repository.ts";
import { mailInvoice, type MailedOrder } from "../document-mail.ts";
import { numberAfter, type LockedNumber } from "../number-series.ts";
import { sellerBillingColumns, sellerBillingOf } from "../seller-settings.ts";
import { postInvoiceVat } from "../vat-ledger.ts";
import type { InvoiceRow } from "../snapshot.ts";
import { billingSettings, invoices, pendingVatChanges } from "../tables.ts";

/** A document ready to be numbered, and which series numbers it. */
interface Draft {
  values: DraftDocument;
  format: string;
  test: boolean;
  provider: string;
  /** When the rate was paid: invoices are numbered in this order. */
  paidAt: Date | null;
  /** What the buyer's mail names, read with the rate (undefined: the mail reads it). */
  order: MailedOrder | undefined;
}

/** The method that actually paid the rate (a buyer may have replaced the order's since). */
function paidWith(ex: Executor) {
  return ex
    .select({ method: payments.method })
    .from(payments)
    .where(
      and(
        eq(payments.orderRateId, orderRates.id),
        eq(payments.kind, "charge"),
        eq(payments.state, "successful"),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
}

const siblingRates = alias(orderRates, "sibling_rates");

/** The order's lines as an invoice names them, in order, as one JSON array. */
function linesOfOrder() {
  const l = orderLines;
  return sql`select coalesce(json_agg(json_build_object('kind', ${l.kind}, 'name', ${l.name},
    'quantity', ${l.quantity}, 'unitAmount', ${l.unitAmount}, 'discountAmount', ${l.discountAmount},
    'amount', ${l.amount}) order by ${l.id}), '[]'::json) from ${l} where ${eq(l.orderId, orders.id)}`;
}

/** How many rates the rate's order has: an installment's line says "rate n of m". */
function ratesOfOrder(ex: Executor) {
  return ex.select({ n: count() }).from(siblingRates).where(eq(siblingRates.orderId, orders.id));
}

/**
 * The rate with everything of its order an invoice says, and its invoice if one was issued, in
 * one statement (issue 11: it was eight): the order, the product's name, how many rates the order
 * has, the method that paid the rate, the order's lines, what the seller's part says
 * (seller-settings.ts). Built once (platform/db/compiled.ts): drizzle took longer to
 * build it than any other statement of a sale.
 */
const rateToInvoice = compiled((ex: Executor) =>
  ex
    .select({
      rate: orderRates,
      order: orders,
      productName: products.name,
      ratesCount: sql<number>`(${ratesOfOrder(ex)})`.mapWith(Number),
      method: sql<string | null>`(${paidWith(ex)})`,
      issued: invoices,
      ...sellerBillingColumns,
      lines: sql<InvoicedLine[]>`(${linesOfOrder()})`,
    })
    .from(orderRates)
    .innerJoin(orders, eq(orders.id, orderRates.orderId))
    .leftJoin(products, eq(products.id, orders.productId))
    .leftJoin(invoices, isOriginalInvoiceOf(orderRates.id))
    .innerJoin(users, eq(users.id, orders.sellerId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, orders.sellerId))
    .leftJoin(pendingVatChanges, eq(pendingVatChanges.sellerId, orders.sellerId))
    .leftJoin(billingSettings, eq(billingSettings.sellerId, orders.sellerId))
    .where(eq(orderRates.id, sql.placeholder("orderRateId"))),
);

async function readRate(ex: Executor, orderRateId: number) {
  const [row] = await rateToInvoice(ex, { orderRateId });
  return row ?? null;
}

type RateRead = NonNullable<Awaited<ReturnType<typeof readRate>>>;

/**
 * Everything an invoice of a paid rate says except its number, from the rate's read (taken
 * before the number is locked, so the lock is held for a few statements only: 200 concurrent
 * payments of one seller queue on it). Null when the rate has nothing to invoice.
 */
function draftInvoice(deps: Deps, read: RateRead, issuedAt: Date): Draft | null {
  const { rate, order } = read;
  if (rate.paidAmount <= 0) return null;
  const suppliedAt = rate.paidAt ?? deps.clock.now();
  const locale = order.locale as Locale;
  const seller = sellerBillingOf(read, suppliedAt);
  const buyer = buyerSnapshot(order.payer, read.method ?? order.paymentMethod);
  const treatment = vatTreatment(seller.vat, buyerVat(buyer));
  const subscription = (order.plan as { form?: string }).form === "subscription";
  const amounts = invoiceAmounts(
    rateLines({
      labels: invoiceLabels(locale),
      rate,
      ratesCount: subscription ? null : read.ratesCount,
      productName: read.productName ?? "",
      lines: read.lines,
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
    // Without a product the mail reads the order itself and, as before, is not sent.
    order: read.productName === null ? undefined : { token: order.token, product: read.productName },
  };
}

/**
 * How far back an issue looks for rates paid before its own that still wait for their invoice.
 * A job runs seconds after its payment and retries within hours; an older gap (a job failing for
 * days) is left to its own job rather than searched for on every issue.
 */
const CATCH_UP_MS = 7 * 24 * 3600_000;

/**
 * Earlier rates one transaction invoices at most. A longer backlog (a day of renewals charged
 * faster than invoices are made) is worked off earliest first in transactions of this size, so
 * none holds the seller's series, and the database's oldest snapshot, for long: a transaction
 * issuing 99,000 invoices held both for four minutes, and every other query paid for the dead
 * rows it kept.
 */
const CATCH_UP_PER_TRANSACTION = 50;

/**
 * Later rates one transaction invoices at most after its own. When payments come faster than
 * invoices are made (a launch: every invoice of a seller takes its turn on the series), the job
 * of the first rate also issues those paid after it that still wait, in payment order, and their
 * own jobs find them issued: the series is locked once for many invoices instead of once each
 * (issue 11: 17–28 invoices/s when each took the lock alone, behind 60 checkouts/s).
 */
const FOLLOW_PER_TRANSACTION = 25;

/**
 * Rates of the draft's seller and series (test or not) paid within CATCH_UP_MS before it, or any
 * time after it, still awaiting their invoice, in payment order: those paid before (at most
 * `before` + 1, to tell whether more wait) and the first `after` of those paid after. One
 * statement, on the index of the rates awaiting their invoice (orders' ratesAwaitingInvoice): it
 * reads only those, however many rates the seller was paid that week.
 */
async function uninvoicedAround(
  tx: Tx,
  draft: Draft,
  limits: { before: number; after: number },
): Promise<{ before: number[]; after: number[] }> {
  const paidAt = draft.paidAt;
  const rateId = draft.values.orderRateId;
  if (!paidAt || rateId == null) return { before: [], after: [] };
  const w = ratesAwaitingInvoice;
  const rows = await tx
    .select({ id: w.orderRateId, paidAt: w.paidAt })
    .from(w)
    .where(
      and(
        eq(w.sellerId, draft.values.sellerId),
        eq(w.testMode, draft.test),
        gte(w.paidAt, new Date(paidAt.getTime() - CATCH_UP_MS)),
        ne(w.orderRateId, rateId),
      ),
    )
    .orderBy(asc(w.paidAt), asc(w.orderRateId))
    .limit(limits.before + limits.after);
  const earlier = (r: { id: number; paidAt: Date }) =>
    r.paidAt.getTime() < paidAt.getTime() || (r.paidAt.getTime() === paidAt.getTime() && r.id < rateId);
  return {
    before: rows.filter(earlier).map((r) => r.id),
    after: rows
      .filter((r) => !earlier(r))
      .slice(0, limits.after)
      .map((r) => r.id),
  };
}

/** The invoice of a rate read under the series lock, inserted under `number`; false when none is due. */
async function issueUnderLock(
  deps: Deps,
  tx: Tx,
  rateId: number,
  issuedAt: Date,
  number: () => Promise<LockedNumber>,
): Promise<boolean> {
  const read = await readRate(tx, rateId);
  if (!read || read.issued) return false;
  const draft = draftInvoice(deps, read, issuedAt);
  if (!draft) return false;
  const inserted = await insertNumbered(tx, await number(), draft.values);
  await afterIssue(deps, tx, inserted, draft);
  return true;
}

/** What issuing an invoice does besides the row: its VAT booked (and on the order), the buyer's mail. */
async function afterIssue(deps: Deps, tx: Tx, row: InvoiceRow, draft: Draft): Promise<void> {
  await postInvoiceVat(tx, row, draft.provider);
  await mailInvoice(deps, tx, row, draft.order);
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
  const read = await readRate(deps.db, orderRateId);
  if (read?.issued) return read.issued;
  const draft = read && draftInvoice(deps, read, deps.clock.now());
  if (!draft) return null;
  const series = {
    sellerId: draft.values.sellerId,
    kind: "invoice" as const,
    format: draft.format,
    test: draft.test,
    issuedAt: draft.values.issuedAt,
  };
  // Each round is one transaction; a round that leaves earlier rates waiting issues theirs only,
  // and this invoice, whose number must come after theirs, waits for a later round.
  for (;;) {
    let caughtUp = true;
    let later: number[] = [];
    const issuedAt = draft.values.issuedAt;
    const row = await issueNumbered(deps, {
      ...series,
      existing: (ex) => originalInvoiceOfRate(ex, orderRateId),
      // Earlier rates take the numbers from the one locked for this invoice on, under the same
      // lock, dated as this one (in whose series they are numbered).
      precede: async (tx, next) => {
        const around = await uninvoicedAround(tx, draft, {
          before: CATCH_UP_PER_TRANSACTION + 1,
          after: FOLLOW_PER_TRANSACTION,
        });
        later = around.after;
        let issuedHere = 0;
        for (const earlierRateId of around.before.slice(0, CATCH_UP_PER_TRANSACTION)) {
          const taken = next;
          if (!(await issueUnderLock(deps, tx, earlierRateId, issuedAt, async () => taken))) continue;
          next = await numberAfter(tx, next);
          issuedHere += 1;
        }
        // A round that could invoice none of them (rates without an invoice to make) ends the
        // catching up rather than meeting the same rates again.
        caughtUp = around.before.length <= CATCH_UP_PER_TRANSACTION || issuedHere === 0;
        return next;
      },
      values: async () => (caughtUp ? draft.values : null),
      uniqueIndex: "invoices_rate_invoice_key",
      issued: (tx, inserted) => afterIssue(deps, tx, inserted, draft),
      // Rates paid after this one take the numbers after it, in payment order.
      follow: async (tx, taken) => {
        let last = taken;
        for (const laterRateId of later) {
          await issueUnderLock(
            deps,
            tx,
            laterRateId,
            issuedAt,
            async () => (last = await numberAfter(tx, last)),
          );
        }
      },
    });
    if (row || caughtUp) return row;
  }
}
