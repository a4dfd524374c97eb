import { and, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { accounting } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, prefixPattern, tillInclusive } from "../../platform/db/list.ts";
import { accountingBookings, accountingExports } from "../tables.ts";
import { bookingConditions } from "../booking-filters.ts";
import { readAccountingSettings } from "../settings-store.ts";
import { bookingView } from "../views.ts";
import { recordBookings } from "./record-bookings.ts";

const SORT_COLUMNS = {
  event_date: accountingBookings.eventDate,
  amount: accountingBookings.amount,
  id: accountingBookings.id,
} as const;

/**
 * The seller's DATEV bookings with spec two §3's accounting-export filters, newest first, keyset
 * pages and a capped count; accounts shown with the seller's current numbers. New documents and
 * ledger entries are recorded first, so the list is never behind the sales.
 */
export async function listBookings(deps: Deps, sellerId: number, q: accounting.BookingsQuery) {
  await recordBookings(deps, sellerId);
  const settings = await readAccountingSettings(deps.db, sellerId);
  const where = and(
    bookingConditions(sellerId, q, settings.accounts, {
      from: q.event_date_from ? new Date(q.event_date_from) : undefined,
      till: q.event_date_till ? tillInclusive(q.event_date_till) : undefined,
    }),
    q.query ? search(q.query) : undefined,
  );
  return listPage(deps.db, {
    table: accountingBookings,
    where,
    request: q,
    keyset: {
      column: SORT_COLUMNS[q.sort_key],
      id: accountingBookings.id,
      scope: eq(accountingBookings.sellerId, sellerId),
      idOf: (item: accounting.AccountingBooking) => item.id,
    },
    fetch: async ({ limit, offset, after, orderBy }) => {
      const rows = await deps.db
        .select()
        .from(accountingBookings)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      const exportIds = [...new Set(rows.flatMap((r) => (r.exportId ? [r.exportId] : [])))];
      const exports = exportIds.length
        ? await deps.db
            .select({
              id: accountingExports.id,
              datevState: accountingExports.datevState,
              downloadedAt: accountingExports.downloadedAt,
            })
            .from(accountingExports)
            .where(inArray(accountingExports.id, exportIds))
        : [];
      const byId = new Map(exports.map((e) => [e.id, e]));
      return rows.map((r) => bookingView(r, settings, r.exportId ? byId.get(r.exportId) : undefined));
    },
  });
}

/** The list's search box: a document number from its start, or words of the booking text. */
function search(query: string) {
  const b = accountingBookings;
  return or(sql`${b.documentField1} like ${prefixPattern(query)}`, ilike(b.text, likePattern(query)));
}
