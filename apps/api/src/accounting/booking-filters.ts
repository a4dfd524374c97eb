import { and, eq, gte, inArray, isNull, lte, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { BOOKING_ACCESS_PAYMENT_STATES, DATEV_ACCOUNT_KEYS, type DatevAccounts } from "@sellwerk/domain";
import type { accounting } from "@sellwerk/contracts";
import { prefixPattern } from "../platform/db/list.ts";
import { orderRates } from "../orders/index.ts";
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
  // The keys that carry an account number at all: settings require one for every key today, so
  // "false" finds nothing unless a key without a number (or an unknown key) is ever stored.
  const numberedKeys = DATEV_ACCOUNT_KEYS.filter((k) => (accounts[k] ?? "").trim() !== "");
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
    f.gen_account_present === "true" ? anyOf(b.contraKey, numberedKeys) : undefined,
    f.gen_account_present === "false" ? noneOf(b.contraKey, numberedKeys) : undefined,
    f.seller_account ? anyOf(b.accountKey, keysOf(f.seller_account)) : undefined,
    f.document_field_1 ? sql`${b.documentField1} like ${prefixPattern(f.document_field_1)}` : undefined,
    f.w_document_field_1_present === "true" ? ne(b.documentField1, "") : undefined,
    f.w_document_field_1_present === "false" ? eq(b.documentField1, "") : undefined,
    f.event_key ? eq(b.eventKey, f.event_key) : undefined,
    f.access ? accessIs(BOOKING_ACCESS_PAYMENT_STATES[f.access]) : undefined,
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
const noneOf = (column: typeof b.contraKey, keys: string[]) =>
  keys.length ? notInArray(column, keys) : undefined;

/**
 * The `access` filter (docs/accounting.md "Access"): the booking's sale, by its rate, whose
 * order's payment state is one of `states` — read from the rate's copy of it
 * (`order_rates.order_payment_state`, kept by triggers), one primary-key lookup per booking.
 * A booking of no rate (payouts and their fees) matches no access value.
 */
const accessIs = (states: readonly string[]) =>
  sql`exists (select 1 from ${orderRates} where ${orderRates.id} = ${b.orderRateId}
       and ${inArray(orderRates.orderPaymentState, [...states])})`;

/** The filters an export was asked with (stored as given), without the keys it does not take. */
export function exportFilters(f: accounting.BookingFilters | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(f ?? {}).filter(([, v]) => typeof v === "string" && v !== ""));
}
