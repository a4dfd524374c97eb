import type { ValidationCode } from "../validation/codes.ts";

// Invoice and credit memo numbers (docs/billing.md, "VAT and invoice numbers"). Each seller counts
// its own sequence without gaps; the format only turns (year, month, sequence) into the printed
// number. Placeholders: {YYYY} year, {YY} its last two digits, {MM} month 01–12, and exactly one
// counter {N…N}, zero-padded to as many digits as it has Ns and growing past them, never cut.
// Everything else is literal text; braces are for placeholders only.

export const DEFAULT_INVOICE_NUMBER_FORMAT = "RE-{YYYY}-{NNNNN}";
export const DEFAULT_CREDIT_MEMO_NUMBER_FORMAT = "GS-{YYYY}-{NNNNN}";
export const INVOICE_NUMBER_FORMAT_MAX_LENGTH = 40;

export interface InvoiceNumberParts {
  /** Four digits, 1000–9999. */
  year: number;
  /** 1–12. */
  month: number;
  /** The seller's counter, 1 or more. */
  sequence: number;
}

type Token = { literal: string } | { placeholder: "YYYY" | "YY" | "MM" } | { counter: number };

const PLACEHOLDER = /\{([^{}]*)\}/g;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** The format's tokens, or the reason it is not a format. */
function parse(format: string): Token[] | ValidationCode {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of format.matchAll(PLACEHOLDER)) {
    const literal = format.slice(last, match.index);
    if (/[{}]/.test(literal)) return "unknown_placeholder";
    if (literal) tokens.push({ literal });
    const name = match[1]!;
    if (name === "YYYY" || name === "YY" || name === "MM") tokens.push({ placeholder: name });
    else if (/^N+$/.test(name)) tokens.push({ counter: name.length });
    else return "unknown_placeholder";
    last = match.index + match[0].length;
  }
  const rest = format.slice(last);
  if (/[{}]/.test(rest)) return "unknown_placeholder";
  if (rest) tokens.push({ literal: rest });
  return tokens;
}

/**
 * Why `format` cannot number invoices, or null: it must be printable ASCII, at most 40
 * characters, use only the known placeholders and contain exactly one counter {N…N}.
 */
export function checkInvoiceNumberFormat(format: string): ValidationCode | null {
  if (format.trim() === "") return "required";
  if (!PRINTABLE_ASCII.test(format)) return "not_printable_ascii";
  if (format.length > INVOICE_NUMBER_FORMAT_MAX_LENGTH) return "too_long";
  const tokens = parse(format);
  if (typeof tokens === "string") return tokens;
  if (tokens.filter((t) => "counter" in t).length !== 1) return "invoice_number_counter";
  return null;
}

export type InvoiceNumberFormatField = "invoiceNumberFormat" | "creditMemoNumberFormat";

/** Letters and separators of a format: what it prints apart from digits. */
function skeleton(format: string): string {
  return format.replace(PLACEHOLDER, "").replace(/[0-9]/g, "");
}

/**
 * The seller's two formats, each checked alone and then against each other: a credit memo is an
 * invoice too (Stornorechnung) and must never carry a number an invoice has. Placeholders print
 * digits only, so two numbers can be equal only when their formats have the same letters and
 * separators in the same order; formats that differ in them never print the same number.
 */
export function checkInvoiceNumberFormats(formats: {
  invoiceNumberFormat: string;
  creditMemoNumberFormat: string;
}): Partial<Record<InvoiceNumberFormatField, ValidationCode>> {
  const errors: Partial<Record<InvoiceNumberFormatField, ValidationCode>> = {};
  for (const field of ["invoiceNumberFormat", "creditMemoNumberFormat"] as const) {
    const code = checkInvoiceNumberFormat(formats[field]);
    if (code) errors[field] = code;
  }
  if (
    Object.keys(errors).length === 0 &&
    skeleton(formats.invoiceNumberFormat) === skeleton(formats.creditMemoNumberFormat)
  )
    errors.creditMemoNumberFormat = "invoice_number_formats_alike";
  return errors;
}

/**
 * The year a number's counter belongs to (0 for a counter that never restarts). A counter
 * restarts each year only when the format prints the year, or its numbers would repeat; every
 * format of one kind that prints the year shares the year's counter, so changing the format
 * mid-year continues it (RE-2026-00042, then INV-2026-00043) instead of starting again.
 */
export function invoiceSeriesYear(format: string, year: number): number {
  return /\{YY(YY)?\}/.test(format) ? year : 0;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

/**
 * The printed number, e.g. ("RE-{YYYY}-{NNNNN}", 2026, 1, 42) → "RE-2026-00042". Throws a
 * RangeError for a format checkInvoiceNumberFormat refuses or parts out of range.
 */
export function formatInvoiceNumber(format: string, parts: InvoiceNumberParts): string {
  const code = checkInvoiceNumberFormat(format);
  if (code) throw new RangeError(`invalid invoice number format (${code}): "${format}"`);
  const { year, month, sequence } = parts;
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`year out of range: ${year}`);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`month out of range: ${month}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`sequence must be a positive integer: ${sequence}`);
  return (parse(format) as Token[])
    .map((token) => {
      if ("literal" in token) return token.literal;
      if ("counter" in token) return pad(sequence, token.counter);
      if (token.placeholder === "YYYY") return String(year);
      if (token.placeholder === "YY") return pad(year % 100, 2);
      return pad(month, 2);
    })
    .join("");
}
