import { and, asc, eq, gt, sql } from "drizzle-orm";
import { documentBookings, ledgerBooking, sellerAccount, type KeyedBooking } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { invoices } from "../../billing/index.ts";
import { ledgerEntries } from "../../ledger/index.ts";
import { orders } from "../../orders/index.ts";
import { accountingBookings } from "../tables.ts";

const PAGE = 500;
type NewBooking = typeof accountingBookings.$inferInsert;

/**
 * Records the seller's bookings not recorded yet: one per VAT line of each invoice and credit
 * memo, and one per ledger entry on their balance (payments, refunds, chargebacks, fees, VAT,
 * commissions, payouts). Documents and ledger entries never change once written, so a booking
 * recorded once stays right; the source's unique index makes two recorders running at once
 * (list and export job) insert each booking once. Test-mode sales are never booked.
 * Runs before the bookings list is read and before an export is written.
 */
export async function recordBookings(deps: Deps, sellerId: number): Promise<void> {
  await recordDocuments(deps, sellerId);
  await recordLedgerEntries(deps, sellerId);
  await numberPayments(deps, sellerId);
}

const notRecorded = (source: string, sellerId: number, id: typeof invoices.id | typeof ledgerEntries.id) =>
  sql`not exists (select 1 from ${accountingBookings} b where b.seller_id = ${sellerId}
      and b.source = ${source} and b.source_id = ${id})`;

async function recordDocuments(deps: Deps, sellerId: number): Promise<void> {
  let lastId = 0;
  for (;;) {
    const docs = await deps.db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        currency: invoices.currency,
        grossAmount: invoices.grossAmount,
        vatMode: invoices.vatMode,
        vatLines: invoices.vatLines,
        buyer: invoices.buyer,
        orderRateId: invoices.orderRateId,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(
        and(
          eq(invoices.sellerId, sellerId),
          eq(orders.testMode, false),
          gt(invoices.id, lastId),
          notRecorded("invoice", sellerId, invoices.id),
        ),
      )
      .orderBy(asc(invoices.id))
      .limit(PAGE);
    if (!docs.length) return;
    const rows = docs.flatMap((doc) =>
      documentBookings({
        ...doc,
        kind: doc.kind === "credit_memo" ? "credit_memo" : "invoice",
        buyerName: typeof doc.buyer.name === "string" ? doc.buyer.name : "",
      }).map((b, line) =>
        row(sellerId, b, {
          source: "invoice",
          sourceId: doc.id,
          line,
          eventKey: `invoice:${doc.id}`,
          eventDate: doc.issuedAt,
          orderRateId: doc.orderRateId,
        }),
      ),
    );
    await insert(deps, rows);
    if (docs.length < PAGE) return;
    lastId = docs[docs.length - 1]!.id;
  }
}

async function recordLedgerEntries(deps: Deps, sellerId: number): Promise<void> {
  const e = ledgerEntries;
  const account = sellerAccount(sellerId);
  // By id, so entries of a kind no booking has (ledgerBooking null) are passed, not read again.
  let lastId = 0;
  for (;;) {
    const entries = await deps.db
      .select({
        id: e.id,
        transactionId: e.transactionId,
        kind: e.kind,
        amount: e.amount,
        currency: e.currency,
        createdAt: e.createdAt,
        orderRateId: e.orderRateId,
        // payout_reversal returns the amount first, then the fee (ledgerBooking's partIndex).
        partIndex: sql<number>`(select count(*)::int from ${e} f where f.transaction_id = ${e.transactionId}
          and f.account = ${e.account} and f.kind = ${e.kind} and f.id < ${e.id})`,
        invoiceNumber: sql<string | null>`(select i.number from ${invoices} i
          where i.order_rate_id = ${e.orderRateId} and i.kind = 'invoice' order by i.id desc limit 1)`,
      })
      .from(e)
      .leftJoin(orders, eq(orders.id, e.orderId))
      .where(
        and(
          eq(e.account, account),
          sql`${orders.testMode} is not true`,
          gt(e.id, lastId),
          notRecorded("ledger", sellerId, e.id),
        ),
      )
      .orderBy(asc(e.id))
      .limit(PAGE);
    if (!entries.length) return;
    const rows: NewBooking[] = [];
    for (const entry of entries) {
      const booking = ledgerBooking({
        ...entry,
        partIndex: Number(entry.partIndex),
        invoiceNumber: entry.invoiceNumber ?? "",
      });
      if (booking)
        rows.push(
          row(sellerId, booking, {
            source: "ledger",
            sourceId: entry.id,
            line: 0,
            eventKey: `ledger:${entry.transactionId}`,
            eventDate: entry.createdAt,
            orderRateId: entry.orderRateId,
          }),
        );
    }
    await insert(deps, rows);
    if (entries.length < PAGE) return;
    lastId = entries[entries.length - 1]!.id;
  }
}

/**
 * A payment is booked when it is charged; its invoice is issued by a job moments later. Once it
 * exists, its number becomes the payment's Belegfeld 1, so DATEV can match payment and invoice.
 */
async function numberPayments(deps: Deps, sellerId: number): Promise<void> {
  const b = accountingBookings;
  const number = sql`(select i.number from ${invoices} i
    where i.order_rate_id = ${b.orderRateId} and i.kind = 'invoice' order by i.id desc limit 1)`;
  // Reads the partial index of unnumbered bookings: only those still waiting for an invoice.
  await deps.db.execute(sql`
    update ${b} set document_field_1 = left(${number}, 36), text = left(${b.text} || ' ' || ${number}, 60)
    where ${b.sellerId} = ${sellerId} and ${b.documentField1} = '' and ${b.orderRateId} is not null
      and ${b.source} = 'ledger' and ${number} is not null`);
}

function row(
  sellerId: number,
  b: KeyedBooking,
  origin: Pick<NewBooking, "source" | "sourceId" | "line" | "eventKey" | "eventDate" | "orderRateId">,
): NewBooking {
  return {
    sellerId,
    ...origin,
    bookingType: b.bookingType,
    amount: b.amount,
    side: b.side,
    currency: b.currency,
    accountKey: b.accountKey,
    contraKey: b.contraKey,
    vatMode: b.vatMode,
    rateBasisPoints: b.rateBasisPoints,
    documentField1: b.documentField1,
    text: b.text,
  };
}

async function insert(deps: Deps, rows: NewBooking[]): Promise<void> {
  if (rows.length) await deps.db.insert(accountingBookings).values(rows).onConflictDoNothing();
}
