import { and, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { DATEV_ACCOUNT_KEYS, type DatevAccounts } from "@sellwerk/domain";
import type { accounting } from "@sellwerk/contracts";
import { prefixPattern } from "../platform/db/list.ts";
import { accountingBookings, accountingExports } from "./tables.ts";

const b = accountingBookings;

/**
 * Spec two §3's accounting-export filters as conditions on the seller's bookings; the bookings
 * list and the export apply the same. Bookings keep account keys, so an account number filter
 * becomes the keys that carry that number in `accounts` (the list's current settings, the
 * export's copy): what is shown and written is what is filtered.
 */
export function bookingConditions(
  sellerId: number,
  f: accounting.BookingFilters,
  accounts: DatevAccounts,
  range: { from?: Date; till?: Date },
): SQL | undefined {
  const keysOf = (number: string) => DATEV_ACCOUNT_KEYS.filter((k) => accounts[k] === number);
  const exportsWhere = (condition: SQL) =>
    inArray(
      b.exportId,
      sql`(select ${accountingExports.id} from ${accountingExports}
           where ${accountingExports.sellerId} = ${sellerId} and ${condition})`,
    );
  return and(
    eq(b.sellerId, sellerId),
    range.from ? gte(b.eventDate, range.from) : undefined,
    range.till ? lte(b.eventDate, range.till) : undefined,
    f.booking_type ? eq(b.bookingType, f.booking_type) : undefined,
    f.gen_account ? anyOf(b.contraKey, keysOf(f.gen_account)) : undefined,
    f.seller_account ? anyOf(b.accountKey, keysOf(f.seller_account)) : undefined,
    f.document_field_1 ? sql`${b.documentField1} like ${prefixPattern(f.document_field_1)}` : undefined,
    f.w_document_field_1_present === "true" ? ne(b.documentField1, "") : undefined,
    f.w_document_field_1_present === "false" ? eq(b.documentField1, "") : undefined,
    f.event_key ? eq(b.eventKey, f.event_key) : undefined,
    // A booking's state is its last export's; one in no export has none.
    f.datev_state ? exportsWhere(sql`${accountingExports.datevState} = ${f.datev_state}`) : undefined,
    f.datev_export_status === "downloaded"
      ? exportsWhere(sql`${accountingExports.downloadedAt} is not null`)
      : undefined,
    f.datev_export_status === "open"
      ? or(isNull(b.exportId), exportsWhere(sql`${accountingExports.downloadedAt} is null`))
      : undefined,
  );
}

const anyOf = (column: typeof b.contraKey | typeof b.accountKey, keys: string[]) =>
  keys.length ? inArray(column, keys) : sql`false`;

/** The filters an export was asked with (stored as given), without the keys it does not take. */
export function exportFilters(f: accounting.BookingFilters | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(f ?? {}).filter(([, v]) => typeof v === "string" && v !== ""));
}
