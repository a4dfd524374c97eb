import { Readable } from "node:stream";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { datevAmount, datevDocumentDate, resolveBooking } from "@sellwerk/domain";
import type { accounting } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { csvLine, type CsvCell } from "../../platform/http/csv.ts";
import { tillInclusive } from "../../platform/db/list.ts";
import { accountingBookings, accountingExports } from "../tables.ts";
import { settingsOfCopy } from "../settings-store.ts";
import { bookingConditions } from "../booking-filters.ts";
import { keyedBooking } from "../views.ts";
import { encodeWindows1252 } from "../windows-1252.ts";
import { recordBookings } from "./record-bookings.ts";

const PAGE = 500;
/** Bookings marked with their export per statement (bound parameters stay well below the limit). */
const MARK_CHUNK = 5000;
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
 * The job: records the seller's new bookings, writes the export's bookings to storage page by
 * page (progress after each page), then marks it generated; any error marks it failed with the
 * message. Only a pending export is taken, so a job that runs twice does the work once.
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
    await recordBookings(deps, row.sellerId);
    const stats = { written: [] as number[] };
    const stored = await deps.storage.put(key, Readable.from(fileChunks(deps, row, stats)));
    await finish(deps, row, key, stored.size, stats.written);
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

/** The export's bookings: its period (UTC days) and the filters it was asked with. */
function bookingsOf(row: ExportRow) {
  const settings = settingsOfCopy(row.accounts);
  // Stored from the validated request (request-export.ts), so they are BookingFilters.
  const filters = row.filters as accounting.BookingFilters;
  return bookingConditions(row.sellerId, filters, settings.accounts, {
    from: new Date(`${row.periodFrom}T00:00:00.000Z`),
    till: tillInclusive(row.periodTill),
  });
}

async function* fileChunks(deps: Deps, row: ExportRow, stats: { written: number[] }) {
  const settings = settingsOfCopy(row.accounts);
  const where = bookingsOf(row);
  const b = accountingBookings;
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(b)
    .where(where);
  await deps.db
    .update(accountingExports)
    .set({ documentsTotal: Number(count?.n ?? 0), updatedAt: sql`now()` })
    .where(eq(accountingExports.id, row.id));

  yield encode(headerLine(row, settings.consultant_number, settings.client_number, deps.clock.now()));
  yield encode(csvLine(DATEV_COLUMNS, SEPARATOR));

  // Oldest first, by (event_date, id): the keyset of the bookings' date index.
  let last: { eventDate: Date; id: number } | undefined;
  for (;;) {
    const page = await deps.db
      .select()
      .from(b)
      .where(and(where, last ? sql`(${b.eventDate}, ${b.id}) > (${last.eventDate}, ${last.id})` : undefined))
      .orderBy(asc(b.eventDate), asc(b.id))
      .limit(PAGE);
    if (!page.length) break;
    let text = "";
    for (const booking of page) {
      const resolved = resolveBooking(settings.accounts, keyedBooking(booking), {
        platformFeeVat: settings.platform_fee_vat,
      });
      text += csvLine(
        [
          datevAmount(booking.amount),
          booking.side,
          booking.currency,
          "",
          "",
          "",
          resolved.account,
          resolved.contraAccount,
          resolved.taxKey,
          datevDocumentDate(booking.eventDate),
          booking.documentField1,
          "",
          "",
          booking.text,
        ],
        SEPARATOR,
      );
      stats.written.push(booking.id);
    }
    yield encode(text);
    last = page[page.length - 1]!;
    await deps.db
      .update(accountingExports)
      .set({ documentsDone: stats.written.length, updatedAt: sql`now()` })
      .where(eq(accountingExports.id, row.id));
  }
}

/**
 * The file is stored: the export is generated, its bookings now carry it (their datev_state and
 * export status are this export's), and an earlier generated export of the same period and
 * filters is marked as replaced by it — together, so a booking never points at a half-done export.
 */
async function finish(deps: Deps, row: ExportRow, key: string, size: number, written: number[]) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accountingExports)
      .set({
        datevState: "generated",
        storageKey: key,
        fileSize: size,
        bookingsCount: written.length,
        generatedAt: deps.clock.now(),
        updatedAt: sql`now()`,
      })
      .where(eq(accountingExports.id, row.id));
    for (let i = 0; i < written.length; i += MARK_CHUNK)
      await tx
        .update(accountingBookings)
        .set({ exportId: row.id })
        .where(inArray(accountingBookings.id, written.slice(i, i + MARK_CHUNK)));
    const e = accountingExports;
    await tx
      .update(e)
      .set({ supersededById: row.id, updatedAt: sql`now()` })
      .where(
        and(
          eq(e.sellerId, row.sellerId),
          lt(e.id, row.id),
          eq(e.datevState, "generated"),
          isNull(e.supersededById),
          eq(e.periodFrom, row.periodFrom),
          eq(e.periodTill, row.periodTill),
          sql`${e.filters} = ${JSON.stringify(row.filters)}::jsonb`,
        ),
      );
  });
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
