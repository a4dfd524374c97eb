import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "../identity/tables.ts";
import { at, createdAt, id, ref, sellerRef, updatedAt } from "../platform/db/columns.ts";

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
    /** Progress while generating: documents written of documents found. */
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
