// The DATEV booking batch ("Buchungsstapel") of the accounting export (spec two §3, docs/accounting.md):
// which account each invoice and credit memo is booked to, the tax key, and how DATEV writes
// amounts and dates. Pure, so the export job and the web form agree on the defaults.

/** The export's file: pending → generating → generated | failed (a failed one may be requested again). */
export const DATEV_STATES = ["pending", "generating", "generated", "failed"] as const;
export type DatevState = (typeof DATEV_STATES)[number];
/** Whether the seller (or their accountant) fetched the file yet. */
export const DATEV_EXPORT_STATUSES = ["open", "downloaded"] as const;
export type DatevExportStatus = (typeof DATEV_EXPORT_STATUSES)[number];
export const DATEV_BOOKING_TYPES = ["invoice", "credit_memo"] as const;
export type DatevBookingType = (typeof DATEV_BOOKING_TYPES)[number];

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
};

/** Account numbers as DATEV takes them: digits only, 4 to 9 of them (Sachkonto or Personenkonto). */
export const DATEV_ACCOUNT_PATTERN = /^\d{4,9}$/;

/**
 * SKR03's automatic revenue accounts book their VAT themselves: DATEV rejects a tax key on them.
 * A seller who chose plain revenue accounts instead gets the key of the rate (3 = 19 %, 2 = 7 %).
 */
const AUTOMATIC_ACCOUNTS = new Set(["8400", "8300"]);
const VAT_KEYS: Record<number, string> = { 1900: "3", 700: "2" };

export interface DatevDocument {
  kind: DatevBookingType;
  number: string;
  issuedAt: Date;
  currency: string;
  grossAmount: number;
  /** standard, reverse_charge, small_business, exempt, outside_eu (billing's vat_mode). */
  vatMode: string;
  vatLines: readonly { rateBasisPoints?: number; rateCountry?: string | null; gross?: number }[];
  buyerName: string;
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

/** The revenue account of one VAT line of a document. */
export function revenueAccount(
  accounts: DatevAccounts,
  vatMode: string,
  line: { rateBasisPoints?: number; rateCountry?: string | null },
): string {
  if (vatMode === "reverse_charge") return accounts.revenue_reverse_charge;
  if (vatMode === "outside_eu") return accounts.revenue_non_eu;
  if (vatMode === "small_business") return accounts.revenue_small_business;
  if (vatMode === "exempt" || !line.rateBasisPoints) return accounts.revenue_exempt;
  if (line.rateCountry && line.rateCountry !== "DE") return accounts.revenue_eu_oss;
  return line.rateBasisPoints === 700 ? accounts.revenue_reduced : accounts.revenue_standard;
}

/** The BU-Schlüssel: empty on automatic accounts and for rates DATEV keys elsewhere. */
export function taxKey(account: string, vatMode: string, rateBasisPoints: number | undefined): string {
  if (vatMode !== "standard" || AUTOMATIC_ACCOUNTS.has(account)) return "";
  return VAT_KEYS[rateBasisPoints ?? 0] ?? "";
}

/**
 * One booking per VAT line (each rate goes to its own revenue account); a document without VAT
 * lines is one booking of its gross amount. The bookings of a document sum to its gross amount.
 */
export function datevBookings(accounts: DatevAccounts, doc: DatevDocument): DatevBooking[] {
  const lines = doc.vatLines.length ? doc.vatLines : [{ gross: doc.grossAmount }];
  const label = doc.kind === "invoice" ? "Rechnung" : "Gutschrift";
  return lines
    .filter((line) => (line.gross ?? 0) !== 0 || lines.length === 1)
    .map((line) => {
      const contra = revenueAccount(accounts, doc.vatMode, line);
      return {
        amount: line.gross ?? doc.grossAmount,
        side: doc.kind === "invoice" ? "S" : "H",
        currency: doc.currency.toUpperCase(),
        account: accounts.debitor,
        contraAccount: contra,
        taxKey: taxKey(contra, doc.vatMode, line.rateBasisPoints),
        documentDate: doc.issuedAt,
        // Belegfeld 1 holds at most 36 characters.
        documentField1: doc.number.slice(0, 36),
        // Buchungstext holds at most 60 characters.
        text: `${label} ${doc.number} ${doc.buyerName}`.trim().slice(0, 60),
      };
    });
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
