import { parseCalendarDate } from "../dates/calendar.ts";

/** Year bounds of date inputs per spec core §5 ("years 1800 to 2019"); callers may pass others. */
export const DATE_YEAR_MIN = 1800;
export const DATE_YEAR_MAX = 2019;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** 24-hour hh:mm, 00:00 to 23:59, always two digits each. */
export function checkTime(value: string): "invalid_time" | null {
  return TIME.test(value) ? null : "invalid_time";
}

export interface DateBounds {
  minYear?: number;
  maxYear?: number;
}

/** "dd.mm.yyyy" (or the API's "yyyy-mm-dd") naming a real calendar day, leap years included. */
export function checkDate(
  value: string,
  { minYear = DATE_YEAR_MIN, maxYear = DATE_YEAR_MAX }: DateBounds = {},
): "invalid_date" | "date_out_of_range" | null {
  const date = parseCalendarDate(value);
  if (!date) return "invalid_date";
  if (date.year < minYear || date.year > maxYear) return "date_out_of_range";
  return null;
}
