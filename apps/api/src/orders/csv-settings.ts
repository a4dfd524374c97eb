import { eq } from "drizzle-orm";
import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import { orderCsvSettings } from "./tables.ts";

/**
 * How an export writes numbers for the reader's spreadsheet (spec two: csv_decimal_separator):
 * German spreadsheets read "12,50" as a number and split fields on ";", English ones "12.50" and
 * ",". Amounts stay plain numeric text either way, never "1.234,50" or a currency sign.
 */
export interface CsvFormat {
  decimal: "." | ",";
  separator: "," | ";";
}

export function csvFormat(locale: Locale): CsvFormat {
  return locale === "de" ? { decimal: ",", separator: ";" } : { decimal: ".", separator: "," };
}

/** An amount in major units as numeric text with the format's decimal mark. */
export function decimalText(value: string, format: CsvFormat): string {
  return format.decimal === "." ? value : value.replace(".", format.decimal);
}

/**
 * The seller's remembered order CSV columns in the order of `available`; unknown names (a column
 * since removed) are dropped, and without a choice (or nothing left of it) every column is used.
 */
export async function chosenOrderColumns<C extends string>(
  deps: Deps,
  sellerId: number,
  available: readonly C[],
): Promise<C[]> {
  const [row] = await deps.db
    .select({ columns: orderCsvSettings.columns })
    .from(orderCsvSettings)
    .where(eq(orderCsvSettings.sellerId, sellerId));
  const chosen = new Set(row?.columns ?? []);
  const kept = available.filter((c) => chosen.has(c));
  return kept.length ? kept : [...available];
}

/** Remembers the seller's choice (one row per seller, replaced on every save). */
export async function saveOrderColumns(deps: Deps, sellerId: number, columns: string[]): Promise<void> {
  await deps.db
    .insert(orderCsvSettings)
    .values({ sellerId, columns })
    .onConflictDoUpdate({ target: orderCsvSettings.sellerId, set: { columns, updatedAt: new Date() } });
}
