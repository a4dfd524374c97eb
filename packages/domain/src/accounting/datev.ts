// The DATEV booking batch ("Buchungsstapel") of the accounting export (spec two §3, docs/accounting.md):
// which account each invoice and credit memo is booked to, the tax key, and how DATEV writes
// amounts and dates. Pure, so the export job and the web form agree on the defaults.

import { ACTIVE_PAYMENT_STATES, type PaymentState } from "../states/lists.ts";

/** The export's file: pending → generating → generated | failed (a failed one may be requested again). */
export const DATEV_STATES = ["pending", "generating", "generated", "failed"] as const;
export type DatevState = (typeof DATEV_STATES)[number];
/** Whether the seller (or their accountant) fetched the file yet. */
export const DATEV_EXPORT_STATUSES = ["open", "downloaded"] as const;
export type DatevExportStatus = (typeof DATEV_EXPORT_STATUSES)[number];
/**
 * What a booking books: the seller's documents (invoice, credit memo) and every movement of their
 * balance at the platform that the ledger records (ledger-bookings.ts).
 */
export const DATEV_BOOKING_TYPES = [
  "invoice",
  "credit_memo",
  "payment",
  "refund",
  "chargeback",
  "provider_fee",
  "platform_fee",
  "payout_fee",
  "vat",
  "commission",
  "payout",
  "dunning_fee",
] as const;
export type DatevBookingType = (typeof DATEV_BOOKING_TYPES)[number];
export type DatevDocumentKind = "invoice" | "credit_memo";

/**
 * The bookings list's `access` filter (spec two §3 names it, defines nothing more). Our reading:
 * the buyer's access to what the booking's sale sold, which follows the order's payment state
 * (order rates carry it as `order_payment_state`). `active`: the spec's "active-like" payments
 * (the order runs or is about to); `paused`: a rate is overdue, access waits for it; `ended`:
 * the order was cancelled, refunded, charged back or never completed. A booking of no sale (a
 * payout, its fee) has no access and matches none. Every payment state is in exactly one value.
 */
export const BOOKING_ACCESS_VALUES = ["active", "paused", "ended"] as const;
export type BookingAccess = (typeof BOOKING_ACCESS_VALUES)[number];
export const BOOKING_ACCESS_PAYMENT_STATES: Readonly<Record<BookingAccess, readonly PaymentState[]>> = {
  active: ACTIVE_PAYMENT_STATES,
  paused: ["payment_paused"],
  ended: ["payment_canceled", "payment_refunded", "payment_not_completed", "payment_chargebacked"],
};

/** The account numbers a seller may set; SKR03 defaults. */
export const DATEV_ACCOUNT_KEYS = [
  "debitor",
  "revenue_standard",
  "revenue_reduced",
  "revenue_eu_oss",
  "revenue_reverse_charge",
  "revenue_non_eu",
  "revenue_small_business",
  "revenue_exempt",
  // the seller's money at the platform and where it goes (ledger-bookings.ts)
  "platform_balance",
  "bank",
  "provider_fees",
  "platform_fees",
  "commissions",
  "vat_remitted",
  "dunning_fees",
] as const;
export type DatevAccountKey = (typeof DATEV_ACCOUNT_KEYS)[number];
export type DatevAccounts = Record<DatevAccountKey, string>;

export const DATEV_DEFAULT_ACCOUNTS: DatevAccounts = {
  debitor: "10000",
  revenue_standard: "8400",
  revenue_reduced: "8300",
  revenue_eu_oss: "8320",
  revenue_reverse_charge: "8125",
  revenue_non_eu: "8338",
  revenue_small_business: "8195",
  revenue_exempt: "8100",
  // Geldtransit: the balance the platform holds for the seller until it is paid out.
  platform_balance: "1360",
  bank: "1200",
  // Nebenkosten des Geldverkehrs: what payment providers and the platform take.
  provider_fees: "4970",
  platform_fees: "4970",
  // Provisionen an Dritte: affiliate commissions.
  commissions: "4760",
  // Umsatzsteuer-Vorauszahlungen: the VAT the platform withholds and remits for the seller.
  vat_remitted: "1780",
  // Sonstige Erträge: reminder fees are damages for the delay, no taxable revenue (docs/dunning.md).
  dunning_fees: "2700",
};

/** SKR04's numbers for the same purposes, offered as the other preset. */
export const DATEV_SKR04_ACCOUNTS: DatevAccounts = {
  debitor: "10000",
  revenue_standard: "4400",
  revenue_reduced: "4300",
  revenue_eu_oss: "4320",
  revenue_reverse_charge: "4336",
  revenue_non_eu: "4338",
  revenue_small_business: "4185",
  revenue_exempt: "4100",
  platform_balance: "1460",
  bank: "1800",
  provider_fees: "6855",
  platform_fees: "6855",
  commissions: "6770",
  vat_remitted: "3820",
  dunning_fees: "4830",
};

/** Account numbers as DATEV takes them: digits only, 4 to 9 of them (Sachkonto or Personenkonto). */
export const DATEV_ACCOUNT_PATTERN = /^\d{4,9}$/;

/**
 * SKR03's automatic revenue accounts book their VAT themselves: DATEV rejects a tax key on them.
 * A seller who chose plain revenue accounts instead gets the key of the rate (3 = 19 %, 2 = 7 %).
 */
const AUTOMATIC_ACCOUNTS = new Set(["8400", "8300", "4400", "4300"]);
const VAT_KEYS: Record<number, string> = { 1900: "3", 700: "2" };
/** DATEV's key for an expense with 19 % input VAT (Vorsteuer). */
export const INPUT_VAT_KEY = "9";

export interface DatevDocument {
  kind: DatevDocumentKind;
  number: string;
  issuedAt: Date;
  currency: string;
  grossAmount: number;
  /** standard, reverse_charge, small_business, exempt, outside_eu (billing's vat_mode). */
  vatMode: string;
  vatLines: readonly { rateBasisPoints?: number; rateCountry?: string | null; gross?: number }[];
  buyerName: string;
}

/**
 * A booking as recorded, before account numbers: which of the seller's accounts (by key) it
 * books, so an export writes the numbers configured when it was asked for. `vatMode` and
 * `rateBasisPoints` decide the tax key of a revenue line.
 */
export interface KeyedBooking {
  bookingType: DatevBookingType;
  /** Minor units, always positive: the side says the direction. */
  amount: number;
  /** S: Konto is debited (Gegenkonto credited); H: the other way. */
  side: "S" | "H";
  currency: string;
  accountKey: DatevAccountKey;
  contraKey: DatevAccountKey;
  vatMode: string;
  rateBasisPoints: number;
  documentField1: string;
  text: string;
}

export interface DatevBooking {
  /** Minor units, always positive: the side says the direction. */
  amount: number;
  /** S: the debitor owes (invoice); H: the debitor is credited (credit memo). */
  side: "S" | "H";
  currency: string;
  account: string;
  contraAccount: string;
  taxKey: string;
  documentDate: Date;
  documentField1: string;
  text: string;
}

/** Which revenue account (by key) one VAT line of a document goes to. */
export function revenueAccountKey(
  vatMode: string,
  line: { rateBasisPoints?: number; rateCountry?: string | null },
): DatevAccountKey {
  if (vatMode === "reverse_charge") return "revenue_reverse_charge";
  if (vatMode === "outside_eu") return "revenue_non_eu";
  if (vatMode === "small_business") return "revenue_small_business";
  if (vatMode === "exempt" || !line.rateBasisPoints) return "revenue_exempt";
  if (line.rateCountry && line.rateCountry !== "DE") return "revenue_eu_oss";
  return line.rateBasisPoints === 700 ? "revenue_reduced" : "revenue_standard";
}

/** The revenue account number of one VAT line of a document. */
export function revenueAccount(
  accounts: DatevAccounts,
  vatMode: string,
  line: { rateBasisPoints?: number; rateCountry?: string | null },
): string {
  return accounts[revenueAccountKey(vatMode, line)];
}

/** The BU-Schlüssel: empty on automatic accounts and for rates DATEV keys elsewhere. */
export function taxKey(account: string, vatMode: string, rateBasisPoints: number | undefined): string {
  if (vatMode !== "standard" || AUTOMATIC_ACCOUNTS.has(account)) return "";
  return VAT_KEYS[rateBasisPoints ?? 0] ?? "";
}

/** Belegfeld 1 holds at most 36 characters, Buchungstext at most 60 (DATEV's limits). */
export const datevDocumentField = (text: string): string => text.slice(0, 36);
export const datevText = (text: string): string => text.trim().slice(0, 60);

/**
 * One booking per VAT line (each rate goes to its own revenue account); a document without VAT
 * lines is one booking of its gross amount. The bookings of a document sum to its gross amount.
 */
export function documentBookings(doc: DatevDocument): KeyedBooking[] {
  const lines = doc.vatLines.length ? doc.vatLines : [{ gross: doc.grossAmount }];
  const label = doc.kind === "invoice" ? "Rechnung" : "Gutschrift";
  return lines
    .filter((line) => (line.gross ?? 0) !== 0 || lines.length === 1)
    .map((line) => ({
      bookingType: doc.kind,
      amount: line.gross ?? doc.grossAmount,
      side: doc.kind === "invoice" ? "S" : "H",
      currency: doc.currency.toUpperCase(),
      accountKey: "debitor",
      contraKey: revenueAccountKey(doc.vatMode, line),
      vatMode: doc.vatMode,
      rateBasisPoints: line.rateBasisPoints ?? 0,
      documentField1: datevDocumentField(doc.number),
      text: datevText(`${label} ${doc.number} ${doc.buyerName}`),
    }));
}

/**
 * A recorded booking with the account numbers of `accounts`. Platform and payout fees carry the
 * input-VAT key when the seller says the platform invoices its fees with German VAT.
 */
export function resolveBooking(
  accounts: DatevAccounts,
  booking: KeyedBooking,
  options: { platformFeeVat: boolean },
): { account: string; contraAccount: string; taxKey: string } {
  const contraAccount = accounts[booking.contraKey];
  const isFee = booking.bookingType === "platform_fee" || booking.bookingType === "payout_fee";
  return {
    account: accounts[booking.accountKey],
    contraAccount,
    taxKey: isFee
      ? options.platformFeeVat
        ? INPUT_VAT_KEY
        : ""
      : taxKey(contraAccount, booking.vatMode, booking.rateBasisPoints),
  };
}

/** A document's bookings with account numbers (documentBookings, then resolveBooking). */
export function datevBookings(accounts: DatevAccounts, doc: DatevDocument): DatevBooking[] {
  return documentBookings(doc).map((b) => ({
    amount: b.amount,
    side: b.side,
    currency: b.currency,
    ...resolveBooking(accounts, b, { platformFeeVat: false }),
    documentDate: doc.issuedAt,
    documentField1: b.documentField1,
    text: b.text,
  }));
}

/** DATEV amounts: decimal comma, no thousands separator, two decimals ("1234,56"). */
export function datevAmount(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? "-" : ""}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** Belegdatum as DDMM (the year comes from the batch's header), in UTC like the period. */
export function datevDocumentDate(date: Date): string {
  return `${String(date.getUTCDate()).padStart(2, "0")}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** A batch lies within one fiscal year (DATEV's Wirtschaftsjahr, here the calendar year). */
export function datevPeriodProblem(
  from: string,
  till: string,
): "ends_before_start" | "date_out_of_range" | null {
  if (till < from) return "ends_before_start";
  if (from.slice(0, 4) !== till.slice(0, 4)) return "date_out_of_range";
  return null;
}

/** The first and last day of a month "YYYY-MM". */
export function monthPeriod(month: string): { from: string; till: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, till: `${month}-${String(last).padStart(2, "0")}` };
}
