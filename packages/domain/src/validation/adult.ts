import { compareCalendarDates, isLeapYear, toCalendarDate } from "../dates/calendar.ts";
import type { CalendarDate } from "../dates/calendar.ts";

export const ADULT_AGE = 18;

/**
 * The day someone reaches `age`. A 29 February birthday falls on 1 March in common years, as
 * German (BGB §188(3)) and British law count it: the year is only complete after 28 February.
 */
export function birthdayAtAge(birthday: CalendarDate, age: number): CalendarDate {
  const year = birthday.year + age;
  if (birthday.month === 2 && birthday.day === 29 && !isLeapYear(year)) return { year, month: 3, day: 1 };
  return { year, month: birthday.month, day: birthday.day };
}

export interface AdultCheckOptions {
  /** Zone in which Date values are read; default UTC. */
  timeZone?: string;
  minAge?: number;
}

/**
 * `not_adult` unless the 18th birthday is today or earlier; `invalid_date` if the birthday
 * cannot be read. Strings may be "dd.mm.yyyy", "yyyy-mm-dd" or an ISO moment.
 */
export function checkAdult(
  birthday: Date | string,
  today: Date | string,
  { timeZone, minAge = ADULT_AGE }: AdultCheckOptions = {},
): "not_adult" | "invalid_date" | null {
  const born = toCalendarDate(birthday, timeZone);
  const now = toCalendarDate(today, timeZone);
  if (!born || !now) return "invalid_date";
  return compareCalendarDates(now, birthdayAtAge(born, minAge)) >= 0 ? null : "not_adult";
}
