// CSV lines as RFC 4180 writes them, for exports streamed row by row (csv-stringify is not
// installed yet; this is all the exports need so far).

export type CsvCell = string | number | boolean | null | undefined;

/** Where a spreadsheet starts reading a cell as a formula (or, for tab and CR, skips to one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number as the exports write amounts and counts: "-12.50", "3". */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * CSV injection: seller and buyer data opened in a spreadsheet must never run as a formula. A
 * cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe (the
 * spreadsheet shows it as text), unless the whole cell is a plain decimal number: a negative
 * amount ("-12.50") is no formula and must stay a number to be summed, while a buyer's city
 * "-2+3" would be calculated. Quotes, commas and line breaks are quoted.
 */
function cell(value: CsvCell, separator: string): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line; `separator` ";" for formats such as DATEV's that expect semicolons. */
export function csvLine(cells: readonly CsvCell[], separator = ","): string {
  return `${cells.map((c) => cell(c, separator)).join(separator)}\r\n`;
}
