import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { orderRates, orders } from "../orders/tables.ts";
import { payments } from "../payments/tables.ts";
import { at, createdAt, id, money, ref, sellerRef } from "../platform/db/columns.ts";

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
    storageKey: text("storage_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_seller_kind_number_key").on(t.sellerId, t.kind, t.number),
    // One invoice per paid rate: a duplicate payment event cannot issue a second one.
    uniqueIndex("invoices_rate_invoice_key")
      .on(t.orderRateId)
      .where(sql`kind = 'invoice'`),
    uniqueIndex("invoices_payment_memo_key")
      .on(t.paymentId)
      .where(sql`kind = 'credit_memo'`),
    index("invoices_order_idx").on(t.orderId),
    index("invoices_seller_issued_idx").on(t.sellerId, t.issuedAt, t.id),
    check("invoices_amounts_check", sql`gross_amount = net_amount + vat_amount`),
  ],
);
