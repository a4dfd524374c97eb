import type { Locale } from "../constants/locales.ts";
import { pad2, toCalendarDate } from "./calendar.ts";

export interface FormatDateOptions {
  /** IANA zone the moment is shown in; date-only strings are never shifted. Default UTC. */
  timeZone?: string;
}

/**
 * de: dd.mm.yyyy; en: the en-US numeric style m/d/yyyy (what Intl gives for en-US).
 * An empty or unreadable value gives "" so lists can show a blank cell instead of failing.
 */
export function formatDate(
  value: string | Date | null | undefined,
  locale: Locale,
  options: FormatDateOptions = {},
): string {
  if (value === null || value === undefined || value === "") return "";
  const date = toCalendarDate(value, options.timeZone);
  if (!date) return "";
  const year = String(date.year).padStart(4, "0");
  return locale === "de"
    ? `${pad2(date.day)}.${pad2(date.month)}.${year}`
    : `${date.month}/${date.day}/${year}`;
}
