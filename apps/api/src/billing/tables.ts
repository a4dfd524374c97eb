import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orderRates, orders } from "../orders/tables.ts";
import { payments } from "../payments/tables.ts";
import { users } from "../identity/tables.ts";
import { at, createdAt, id, money, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

/**
 * The next number of each seller's invoice series per year. Taken under the row lock in the
 * transaction that issues the document, so numbers are never skipped or reused (German law asks
 * for a gap-free sequence), also under concurrent payments of one seller.
 */
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    sellerId: sellerRef(),
    /** invoice or credit_memo */
    series: text("series").notNull(),
    year: integer("year").notNull(),
    nextNumber: integer("next_number").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.series, t.year] })],
);

/**
 * Issued invoices and credit memos (Storno). Immutable once issued: every field is a snapshot
 * (seller and buyer as they were, lines, VAT), and the PDF lives in storage under `storageKey`.
 * A credit memo names the invoice it reverses.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    sellerId: sellerRef(),
    orderId: ref("order_id")
      .notNull()
      .references(() => orders.id),
    orderRateId: ref("order_rate_id").references(() => orderRates.id),
    /** The refund or chargeback a credit memo answers. */
    paymentId: ref("payment_id").references(() => payments.id),
    /** invoice or credit_memo */
    kind: text("kind").notNull(),
    /** As printed, from the seller's number format. */
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: at("issued_at").notNull(),
    /** Date of supply (Leistungsdatum). */
    suppliedAt: at("supplied_at").notNull(),
    locale: text("locale").notNull(),
    currency: text("currency").notNull(),
    netAmount: money("net_amount").notNull(),
    vatAmount: money("vat_amount").notNull(),
    grossAmount: money("gross_amount").notNull(),
    /** standard, reverse_charge, small_business, exempt, outside_eu */
    vatMode: text("vat_mode").notNull(),
    /** Per rate: basis points, net, vat, gross. */
    vatLines: jsonb("vat_lines").$type<Record<string, unknown>[]>().notNull(),
    lines: jsonb("lines").$type<Record<string, unknown>[]>().notNull(),
    seller: jsonb("seller").$type<Record<string, unknown>>().notNull(),
    buyer: jsonb("buyer").$type<Record<string, unknown>>().notNull(),
    referencesInvoiceId: ref("references_invoice_id"),
    /** A corrected invoice names the invoice it replaces (which a cancelling credit memo reversed). */
    correctsInvoiceId: ref("corrects_invoice_id"),
    storageKey: text("storage_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_seller_kind_number_key").on(t.sellerId, t.kind, t.number),
    // One invoice per paid rate: a duplicate payment event cannot issue a second one.
    uniqueIndex("invoices_rate_invoice_key")
      .on(t.orderRateId)
      .where(sql`kind = 'invoice' and corrects_invoice_id is null`),
    // An invoice is corrected once: a second correction corrects the corrected one.
    uniqueIndex("invoices_corrects_key").on(t.correctsInvoiceId),
    // One cancelling credit memo (no refund or chargeback behind it) per invoice.
    uniqueIndex("invoices_cancel_memo_key")
      .on(t.referencesInvoiceId)
      .where(sql`kind = 'credit_memo' and payment_id is null`),
    uniqueIndex("invoices_payment_memo_key")
      .on(t.paymentId)
      .where(sql`kind = 'credit_memo'`),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_seller_issued_idx").on(t.sellerId, t.issuedAt, t.id),
    // Sorted by gross amount (and its keyset pages): 171,000 invoices of a seller were a parallel
    // scan and sort, 380 ms a page.
    index("invoices_seller_gross_idx").on(t.sellerId, t.grossAmount, t.id),
    check("invoices_amounts_check", sql`gross_amount = net_amount + vat_amount`),
  ],
);

/**
 * The seller's invoice settings: the number formats of invoices and credit memos (placeholders
 * {YYYY}, {YY}, {MM}, {N…}). No row means the domain's defaults.
 */
export const billingSettings = pgTable("billing_settings", {
  sellerId: ref("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  invoiceNumberFormat: text("invoice_number_format").notNull(),
  creditMemoNumberFormat: text("credit_memo_number_format").notNull(),
  updatedAt: updatedAt(),
});

/**
 * A change of the seller's VAT settings that takes effect at a later date (spec core §4 pending
 * VAT change: pending, in_process). Documents supplied from `effectiveFrom` on use the new
 * settings; the worker copies them into the profile once the date has come and removes the row.
 */
export const pendingVatChanges = pgTable(
  "pending_vat_changes",
  {
    id: id(),
    sellerId: sellerRef(),
    vatPayer: boolean("vat_payer").notNull(),
    /** small_business, educational, regulated_profession, other; only when not a VAT payer. */
    vatExemptionReason: text("vat_exemption_reason"),
    vatNo: text("vat_no"),
    effectiveFrom: at("effective_from").notNull(),
    /** pending → in_process (while the worker applies it) */
    state: text("state").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("pending_vat_changes_seller_key").on(t.sellerId)],
);
