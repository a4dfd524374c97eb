// CSV lines as RFC 4180 writes them, for exports streamed row by row (csv-stringify is not
// installed yet; this is all the exports need so far).

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A cell that a spreadsheet would run as a formula (=, +, @, tab, carriage return) gets a leading
 * apostrophe: seller data opened in Excel must never execute (CSV injection). Quotes, commas and
 * line breaks are quoted.
 */
function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(cell).join(",")}\r\n`;
}
