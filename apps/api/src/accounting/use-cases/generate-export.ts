import { Readable } from "node:stream";
import { and, asc, eq, gt, gte, lte, sql } from "drizzle-orm";
import { datevAmount, datevBookings, datevDocumentDate, type DatevBookingType } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { csvLine, type CsvCell } from "../../platform/http/csv.ts";
import { tillInclusive } from "../../platform/db/list.ts";
import { invoices } from "../../billing/index.ts";
import { orders } from "../../orders/index.ts";
import { accountingExports } from "../tables.ts";
import { settingsOfCopy } from "../settings-store.ts";
import { encodeWindows1252 } from "../windows-1252.ts";

const PAGE = 500;
const SEPARATOR = ";";

/** The first 14 columns of DATEV's Buchungsstapel (format 700, category 21, version 13). */
export const DATEV_COLUMNS = [
  "Umsatz (ohne Soll/Haben-Kz)",
  "Soll/Haben-Kennzeichen",
  "WKZ Umsatz",
  "Kurs",
  "Basis-Umsatz",
  "WKZ Basis-Umsatz",
  "Konto",
  "Gegenkonto (ohne BU-Schlüssel)",
  "BU-Schlüssel",
  "Belegdatum",
  "Belegfeld 1",
  "Belegfeld 2",
  "Skonto",
  "Buchungstext",
] as const;

type ExportRow = typeof accountingExports.$inferSelect;

/**
 * The job: writes the export's file to storage page by page (progress after each page), then
 * marks it generated; any error marks it failed with the message. Only a pending export is
 * taken, so a job that runs twice does the work once.
 */
export async function generateExport(deps: Deps, exportId: number): Promise<void> {
  const [row] = await deps.db
    .update(accountingExports)
    .set({ datevState: "generating", updatedAt: sql`now()` })
    .where(and(eq(accountingExports.id, exportId), eq(accountingExports.datevState, "pending")))
    .returning();
  if (!row) return;
  const key = `accounting/${row.sellerId}/${row.id}.csv`;
  try {
    const stats = { bookings: 0 };
    const stored = await deps.storage.put(key, Readable.from(fileChunks(deps, row, stats)));
    await deps.db
      .update(accountingExports)
      .set({
        datevState: "generated",
        storageKey: key,
        fileSize: stored.size,
        bookingsCount: stats.bookings,
        generatedAt: deps.clock.now(),
        updatedAt: sql`now()`,
      })
      .where(eq(accountingExports.id, row.id));
  } catch (error) {
    deps.log.error({ err: error, exportId }, "accounting export failed");
    await deps.db
      .update(accountingExports)
      .set({
        datevState: "failed",
        failureMessage: error instanceof Error ? error.message.slice(0, 500) : String(error),
        updatedAt: sql`now()`,
      })
      .where(eq(accountingExports.id, row.id));
  }
}

/** The seller's live invoices and credit memos issued within the period (test-mode sales never). */
function documentsOf(row: ExportRow) {
  return and(
    eq(invoices.sellerId, row.sellerId),
    gte(invoices.issuedAt, new Date(`${row.periodFrom}T00:00:00.000Z`)),
    lte(invoices.issuedAt, tillInclusive(row.periodTill)),
    eq(orders.testMode, false),
  );
}

async function* fileChunks(deps: Deps, row: ExportRow, stats: { bookings: number }) {
  const settings = settingsOfCopy(row.accounts);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(documentsOf(row));
  const total = Number(count?.n ?? 0);
  await deps.db
    .update(accountingExports)
    .set({ documentsTotal: total, updatedAt: sql`now()` })
    .where(eq(accountingExports.id, row.id));

  yield encode(headerLine(row, settings.consultant_number, settings.client_number, deps.clock.now()));
  yield encode(csvLine(DATEV_COLUMNS, SEPARATOR));

  let lastId = 0;
  let done = 0;
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
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(documentsOf(row), gt(invoices.id, lastId)))
      .orderBy(asc(invoices.id))
      .limit(PAGE);
    if (!docs.length) break;
    let text = "";
    for (const doc of docs) {
      const bookings = datevBookings(settings.accounts, {
        ...doc,
        kind: doc.kind as DatevBookingType,
        buyerName: typeof doc.buyer.name === "string" ? doc.buyer.name : "",
      });
      for (const b of bookings) {
        text += csvLine(
          [
            datevAmount(b.amount),
            b.side,
            b.currency,
            "",
            "",
            "",
            b.account,
            b.contraAccount,
            b.taxKey,
            datevDocumentDate(b.documentDate),
            b.documentField1,
            "",
            "",
            b.text,
          ],
          SEPARATOR,
        );
        stats.bookings++;
      }
    }
    yield encode(text);
    lastId = docs[docs.length - 1]!.id;
    done += docs.length;
    await deps.db
      .update(accountingExports)
      .set({ documentsDone: done, updatedAt: sql`now()` })
      .where(eq(accountingExports.id, row.id));
  }
}

const encode = (text: string) => encodeWindows1252(text);
const compact = (day: string) => day.replaceAll("-", "");

/**
 * DATEV's header line: EXTF format 700, Buchungsstapel (category 21, version 13), the creation
 * time, consultant and client numbers, the fiscal year's start (calendar year), account length 4,
 * the period, a label and the currency.
 */
function headerLine(row: ExportRow, consultant: string, client: string, now: Date): string {
  const created = now
    .toISOString()
    .replace(/[-:TZ.]/g, "")
    .slice(0, 17);
  const cells: CsvCell[] = [
    "EXTF",
    700,
    21,
    "Buchungsstapel",
    13,
    created,
    "",
    "SW",
    "Sellwerk",
    "",
    consultant,
    client,
    `${row.periodFrom.slice(0, 4)}0101`,
    4,
    compact(row.periodFrom),
    compact(row.periodTill),
    `Sellwerk ${row.periodFrom} ${row.periodTill}`,
    "",
    1,
    0,
    0,
    "EUR",
  ];
  return csvLine(cells, SEPARATOR);
}
