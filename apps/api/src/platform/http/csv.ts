import { Readable } from "node:stream";
import { fromMinorUnits, minorUnits, type Locale } from "@sellwerk/domain";

// CSV lines as RFC 4180 writes them, for exports streamed row by row (csv-stringify is not
// installed yet; this is all the exports need so far).

export type CsvCell = string | number | boolean | null | undefined;

/** A plain decimal number as the exports write amounts and counts: "-12.50", "3". */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Where a spreadsheet starts reading a cell as a formula (or, for tab and CR, skips to one): = + - @ tab CR. */
function formulaStart(text: string): boolean {
  const c = text.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13;
}

/** Per separator, what makes a cell need quotes: a quote, a line break or the separator itself. */
const QUOTE_TRIGGERS = new Map<string, RegExp>();
function quoteTrigger(separator: string): RegExp {
  let trigger = QUOTE_TRIGGERS.get(separator);
  if (!trigger) {
    trigger = new RegExp(`["\r\n${separator.replace(/[\\\]^-]/g, "\\$&")}]`);
    QUOTE_TRIGGERS.set(separator, trigger);
  }
  return trigger;
}

/**
 * CSV injection: seller and buyer data opened in a spreadsheet must never run as a formula. A
 * cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe (the
 * spreadsheet shows it as text), unless the whole cell is a plain decimal number: a negative
 * amount ("-12.50") is no formula and must stay a number to be summed, while a buyer's city
 * "-2+3" would be calculated. Quotes, separators and line breaks are quoted.
 */
function cell(value: CsvCell, trigger: RegExp): string {
  if (value === null || value === undefined) return "";
  // Counts, ids and flags: digits or true/false, which need neither (a negative number is text below).
  if (typeof value === "boolean" || (typeof value === "number" && value >= 0)) return String(value);
  let text = String(value);
  if (text === "") return text;
  if (formulaStart(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return trigger.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One CSV line; `separator` ";" for formats such as DATEV's that expect semicolons. Written as a
 * loop into one string: the exports call it for every row of millions (issue 11).
 */
export function csvLine(cells: readonly CsvCell[], separator = ","): string {
  const trigger = quoteTrigger(separator);
  let line = cells.length ? cell(cells[0], trigger) : "";
  for (let i = 1; i < cells.length; i++) line += separator + cell(cells[i], trigger);
  return `${line}\r\n`;
}

/**
 * How an export writes numbers for the reader's spreadsheet (spec two: csv_decimal_separator):
 * German spreadsheets read "12,50" as a number and split fields on ";", English ones "12.50" and
 * ",". Amounts stay plain numeric text either way, never "1.234,50" or a currency sign.
 */
export interface CsvFormat {
  decimal: "." | ",";
  separator: "," | ";";
}

/** The format of exports that write amounts with a decimal point in every language. */
export const POINT_FORMAT: CsvFormat = { decimal: ".", separator: "," };

export function csvFormat(locale: Locale): CsvFormat {
  return locale === "de" ? { decimal: ",", separator: ";" } : POINT_FORMAT;
}

/** An amount in major units as numeric text with the format's decimal mark. */
export function decimalText(value: string, format: CsvFormat): string {
  return format.decimal === "." ? value : value.replace(".", format.decimal);
}

/** Integer minor units as the major-unit text a CSV shows ("4561", "eur" → "45.61" or "45,61"). */
export function csvAmount(amount: number, currency: string, format: CsvFormat = POINT_FORMAT): string {
  return decimalText(fromMinorUnits(amount, currency).toFixed(minorUnits(currency)), format);
}

/**
 * A CSV streamed in keyset pages by id: `page(after)` reads the rows after that id in id order
 * (at most `size`, its own filters included), `cells` writes one row. Memory holds one page
 * however many rows there are, and the stream's backpressure stops the reading when the reader
 * is slow. A short page is the last.
 */
export function csvPages<R extends { id: number }>(options: {
  header: readonly string[];
  size: number;
  page: (after: number) => Promise<R[]>;
  cells: (row: R) => readonly CsvCell[];
  separator?: string;
}): Readable {
  const { header, size, page, cells, separator } = options;
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(header, separator);
    let after = 0;
    for (;;) {
      const rows = await page(after);
      for (const row of rows) yield csvLine(cells(row), separator);
      if (rows.length < size) return;
      after = rows.at(-1)!.id;
    }
  }
  return Readable.from(lines());
}
