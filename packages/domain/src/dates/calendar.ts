// Calendar dates as plain year/month/day, so a birthday or a filter day never shifts with a
// time zone. Date objects are read in a named time zone (UTC unless told otherwise).

import { dateTimeFormat } from "./intl.ts";

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads "dd.mm.yyyy" (the spec's input format) or "yyyy-mm-dd" (the API's); null unless a real date. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const text = value.trim();
  let year: number, month: number, day: number;
  const german = GERMAN_DATE.exec(text);
  const iso = german ? null : ISO_DATE.exec(text);
  if (german) [day, month, year] = [Number(german[1]), Number(german[2]), Number(german[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** The calendar day a moment falls on in a time zone (an IANA name, default UTC). */
export function calendarDateOf(date: Date, timeZone = "UTC"): CalendarDate | null {
  if (Number.isNaN(date.getTime())) return null;
  if (timeZone === "UTC") {
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  const parts = dateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

const ISO_MOMENT_DATE = /^(\d{4})-(\d{2})-(\d{2})T/;

/** A date-only string is taken as the calendar day it names; anything else as a moment. */
export function toCalendarDate(value: string | Date, timeZone = "UTC"): CalendarDate | null {
  if (typeof value !== "string") return calendarDateOf(value, timeZone);
  const text = value.trim();
  if (GERMAN_DATE.test(text) || ISO_DATE.test(text)) return parseCalendarDate(text);
  // V8 turns "2006-02-30T10:00Z" into 2 March; a day that does not exist is an error instead.
  const moment = ISO_MOMENT_DATE.exec(text);
  if (moment && !isRealDate(Number(moment[1]), Number(moment[2]), Number(moment[3]))) return null;
  return calendarDateOf(new Date(text), timeZone);
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

export function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** How far a time zone's wall clock is ahead of UTC at a moment, in milliseconds. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The first moment of a calendar day in a time zone (midnight there), e.g. 1 July 2026 in
 * Europe/Berlin is 2026-06-30T22:00:00Z. Taken twice, so a day whose offset differs from the
 * previous evening's (a clock change) still starts at its own midnight.
 */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  let at = wall - zoneOffsetMs(wall, timeZone);
  at = wall - zoneOffsetMs(at, timeZone);
  return new Date(at);
}
