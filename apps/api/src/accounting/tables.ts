import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";
import { at, createdAt, id, money, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

/**
 * The seller's account numbers for the DATEV export (SKR03 defaults in domain
 * DATEV_DEFAULT_ACCOUNTS when there is no row). Stored as one object: the export reads all of
 * them at once and copies them into each export, so a later change never alters an old file.
 */
export const accountingSettings = pgTable("accounting_settings", {
  sellerId: ref("seller_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accounts: jsonb("accounts").$type<Record<string, string>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * One DATEV booking export of a seller for a period (spec two §3 accounting export). Generated
 * by a job: `datevState` pending → generating → generated | failed (domain DATEV_STATES);
 * `downloadedAt` gives the export status (open / downloaded). The CSV lives in storage.
 */
export const accountingExports = pgTable(
  "accounting_exports",
  {
    id: id(),
    sellerId: sellerRef(),
    /** The period's first and last day (dates, inclusive), in the platform's time zone (UTC). */
    periodFrom: text("period_from").notNull(),
    periodTill: text("period_till").notNull(),
    datevState: text("datev_state").notNull().default("pending"),
    /** The booking filters the export was asked with (bookings list's; empty: all of the period). */
    filters: jsonb("filters").$type<Record<string, string>>().notNull().default({}),
    /** A later export of the same period and filters that replaced this one (re-export). */
    supersededById: ref("superseded_by_id"),
    /** Progress while generating: bookings written of bookings found. */
    documentsTotal: integer("documents_total").notNull().default(0),
    documentsDone: integer("documents_done").notNull().default(0),
    bookingsCount: integer("bookings_count").notNull().default(0),
    /** The account numbers the file was written with. */
    accounts: jsonb("accounts").$type<Record<string, string>>().notNull(),
    storageKey: text("storage_key"),
    fileSize: integer("file_size"),
    failureMessage: text("failure_message"),
    generatedAt: at("generated_at"),
    downloadedAt: at("downloaded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounting_exports_seller_idx").on(t.sellerId, t.createdAt, t.id)],
);

/**
 * The seller's DATEV bookings (spec two §3 accounting export), recorded from their invoices and
 * credit memos (one per VAT line) and from the ledger entries on their balance (one each) by
 * record-bookings.ts, so the bookings list can filter and page them by index. Accounts are kept
 * as keys (domain DATEV_ACCOUNT_KEYS): the numbers come from the settings of the list or export.
 * `exportId` is the last generated export that wrote the booking (its datev_state and
 * datev_export_status are the booking's).
 */
export const accountingBookings = pgTable(
  "accounting_bookings",
  {
    id: id(),
    sellerId: sellerRef(),
    /** invoice (invoices.id, one line per VAT line) or ledger (ledger_entries.id, line 0). */
    source: text("source").notNull(),
    sourceId: ref("source_id").notNull(),
    line: integer("line").notNull().default(0),
    /** The event behind it: "invoice:{id}" or "ledger:{transaction id}". */
    eventKey: text("event_key").notNull(),
    eventDate: at("event_date").notNull(),
    bookingType: text("booking_type").notNull(),
    amount: money("amount").notNull(),
    side: text("side").notNull(),
    currency: text("currency").notNull(),
    accountKey: text("account_key").notNull(),
    contraKey: text("contra_key").notNull(),
    vatMode: text("vat_mode").notNull().default(""),
    rateBasisPoints: integer("rate_basis_points").notNull().default(0),
    /** Belegfeld 1: the document's number (a payment's: its invoice's, filled once issued). */
    documentField1: text("document_field_1").notNull().default(""),
    text: text("text").notNull(),
    orderRateId: ref("order_rate_id"),
    exportId: ref("export_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("accounting_bookings_source_idx").on(t.sellerId, t.source, t.sourceId, t.line),
    index("accounting_bookings_date_idx").on(t.sellerId, t.eventDate, t.id),
    index("accounting_bookings_amount_idx").on(t.sellerId, t.amount, t.id),
    index("accounting_bookings_export_idx").on(t.exportId),
    index("accounting_bookings_unnumbered_idx")
      .on(t.sellerId, t.orderRateId)
      .where(sql`document_field_1 = '' and order_rate_id is not null`),
  ],
);
