import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkAdult,
  checkDate,
  checkTime,
  calendarDateOf,
  DATE_YEAR_MAX,
  dateTimeFormat,
  DATE_YEAR_MIN,
  daysInMonth,
  formatDate,
  isLeapYear,
  numberFormat,
  parseCalendarDate,
} from "../src/index.ts";

describe("checkTime", () => {
  it("accepts 00:00 to 23:59", () => {
    for (const t of ["00:00", "09:05", "12:30", "23:59"]) expect(checkTime(t), t).toBeNull();
  });
  it("rejects anything else", () => {
    for (const t of ["24:00", "23:60", "9:05", "09:5", "0905", "09:05:00", "ab:cd", "", " 09:05"]) {
      expect(checkTime(t), t).toBe("invalid_time");
    }
  });
});

describe("checkDate", () => {
  it("uses the spec's year bounds 1800 to 2019", () => {
    expect(DATE_YEAR_MIN).toBe(1800);
    expect(DATE_YEAR_MAX).toBe(2019);
    expect(checkDate("01.01.1800")).toBeNull();
    expect(checkDate("31.12.2019")).toBeNull();
    expect(checkDate("31.12.1799")).toBe("date_out_of_range");
    expect(checkDate("01.01.2020")).toBe("date_out_of_range");
  });
  it("lets callers pass other bounds", () => {
    expect(checkDate("01.01.2024", { maxYear: 2030 })).toBeNull();
    expect(checkDate("01.01.1950", { minYear: 1990, maxYear: 2030 })).toBe("date_out_of_range");
  });
  it("knows leap years: 29 February exists in 2000, 2016 and 1904, not in 1900 or 2019", () => {
    expect(checkDate("29.02.2000")).toBeNull();
    expect(checkDate("29.02.2016")).toBeNull();
    expect(checkDate("29.02.1904")).toBeNull();
    expect(checkDate("29.02.1900")).toBe("invalid_date");
    expect(checkDate("29.02.2019")).toBe("invalid_date");
  });
  it("rejects days that do not exist and malformed input", () => {
    for (const d of [
      "31.04.2010",
      "32.01.2010",
      "00.01.2010",
      "01.13.2010",
      "01.00.2010",
      "1.1.2010",
      "01-01-2010",
      "",
      "01.01.10",
    ]) {
      expect(checkDate(d), d).toBe("invalid_date");
    }
  });
  it("also reads the API's yyyy-mm-dd", () => {
    expect(checkDate("2016-02-29")).toBeNull();
    expect(checkDate("2015-02-29")).toBe("invalid_date");
  });
  it("property: every real day of 1800..2019 passes, written either way", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1800, max: 2019 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const real = d <= daysInMonth(y, m);
          const p = (n: number) => String(n).padStart(2, "0");
          expect(checkDate(`${p(d)}.${p(m)}.${y}`) === null).toBe(real);
          expect(checkDate(`${y}-${p(m)}-${p(d)}`) === null).toBe(real);
        },
      ),
    );
  });
  it("leap year rule", () => {
    expect([1600, 2000, 2004, 2024].every(isLeapYear)).toBe(true);
    expect([1700, 1800, 1900, 2100, 2023].some(isLeapYear)).toBe(false);
  });
});

describe("checkAdult", () => {
  const today = new Date("2024-06-15T10:00:00Z");
  it("is adult on the 18th birthday and not the day before", () => {
    expect(checkAdult("2006-06-15", today)).toBeNull();
    expect(checkAdult("2006-06-16", today)).toBe("not_adult");
    expect(checkAdult("15.06.2006", today)).toBeNull();
    expect(checkAdult("16.06.2006", today)).toBe("not_adult");
  });
  it("accepts Date birthdays", () => {
    expect(checkAdult(new Date("2006-06-15T00:00:00Z"), today)).toBeNull();
    expect(checkAdult(new Date("2006-06-16T00:00:00Z"), today)).toBe("not_adult");
  });
  it("a 29 February birthday comes of age on 1 March in common years", () => {
    expect(checkAdult("2004-02-29", new Date("2022-02-28T12:00:00Z"))).toBe("not_adult");
    expect(checkAdult("2004-02-29", new Date("2022-03-01T00:00:00Z"))).toBeNull();
    // the birthday itself must exist
    expect(checkAdult("2006-02-29", today)).toBe("invalid_date");
    expect(checkAdult("1992-02-29", new Date("2010-02-28T00:00:00Z"))).toBe("not_adult");
    expect(checkAdult("1992-02-29", new Date("2010-03-01T00:00:00Z"))).toBeNull();
    expect(checkAdult("2000-02-29", new Date("2018-02-28T00:00:00Z"))).toBe("not_adult");
  });
  it("reads Date values in the given time zone", () => {
    // 23:30 UTC on 14 June is already 15 June in Berlin.
    const lateEvening = new Date("2024-06-14T23:30:00Z");
    expect(checkAdult("2006-06-15", lateEvening)).toBe("not_adult");
    expect(checkAdult("2006-06-15", lateEvening, { timeZone: "Europe/Berlin" })).toBeNull();
  });
  it("future and unreadable birthdays", () => {
    expect(checkAdult("2030-01-01", today)).toBe("not_adult");
    expect(checkAdult("not a date", today)).toBe("invalid_date");
    expect(checkAdult("2006-02-30T10:00:00Z", today)).toBe("invalid_date");
  });
  it("property: adult exactly when 18 years have passed", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1900-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: -3, max: 3 }),
        (now, offsetDays) => {
          const anniversary = new Date(
            Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()),
          );
          // skip 29 February, whose rule has its own test
          fc.pre(!(now.getUTCMonth() === 1 && now.getUTCDate() === 29));
          const birthday = new Date(anniversary.getTime() + offsetDays * 86_400_000);
          expect(checkAdult(birthday, now) === null).toBe(offsetDays <= 0);
        },
      ),
    );
  });
});

describe("formatDate", () => {
  it("de is dd.mm.yyyy, en is the en-US numeric style", () => {
    expect(formatDate("2024-01-05", "de")).toBe("05.01.2024");
    expect(formatDate("2024-01-05", "en")).toBe("1/5/2024");
    expect(formatDate("2024-12-31", "en")).toBe("12/31/2024");
  });
  it("matches Intl for en-US", () => {
    const d = new Date("2024-03-09T12:00:00Z");
    expect(formatDate(d, "en")).toBe(d.toLocaleDateString("en-US", { timeZone: "UTC" }));
  });
  it("reads moments in UTC unless given a zone", () => {
    const d = new Date("2024-06-14T23:30:00Z");
    expect(formatDate(d, "de")).toBe("14.06.2024");
    expect(formatDate(d, "de", { timeZone: "Europe/Berlin" })).toBe("15.06.2024");
    expect(formatDate("2024-06-14T23:30:00Z", "de", { timeZone: "Europe/Berlin" })).toBe("15.06.2024");
  });
  it("never shifts a date-only string", () => {
    expect(formatDate("2024-06-15", "de", { timeZone: "America/Los_Angeles" })).toBe("15.06.2024");
  });
  it("gives an empty string for missing or unreadable values", () => {
    expect(formatDate(null, "de")).toBe("");
    expect(formatDate("", "en")).toBe("");
    expect(formatDate("garbage", "en")).toBe("");
    expect(formatDate(new Date(Number.NaN), "en")).toBe("");
    expect(formatDate("2023-02-29", "de")).toBe("");
  });
  it("round-trips with parseCalendarDate in de", () => {
    expect(parseCalendarDate(formatDate("1999-12-31", "de"))).toEqual({ year: 1999, month: 12, day: 31 });
  });
});

describe("dateTimeFormat and numberFormat", () => {
  it("make one formatter per locale and options, and it formats like a new one", () => {
    const options = { dateStyle: "long", timeZone: "Europe/Berlin" } as const;
    const first = dateTimeFormat("de-DE", options);
    expect(dateTimeFormat("de-DE", { ...options })).toBe(first);
    expect(dateTimeFormat("en-GB", options)).not.toBe(first);
    expect(dateTimeFormat("de-DE", { ...options, timeZone: "UTC" })).not.toBe(first);
    const moment = new Date("2031-06-12T22:30:00Z");
    expect(first.format(moment)).toBe(new Intl.DateTimeFormat("de-DE", options).format(moment));
    expect(first.format(moment)).toBe("13. Juni 2031");
    expect(numberFormat("de-DE", { maximumFractionDigits: 2 })).toBe(
      numberFormat("de-DE", { maximumFractionDigits: 2 }),
    );
    expect(numberFormat("de-DE", { maximumFractionDigits: 2 }).format(1234.567)).toBe("1.234,57");
  });

  it("a moment's calendar day in a zone stays right across many zones and moments", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("1970-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom("Europe/Berlin", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati", "UTC"),
        (date, timeZone) => {
          // en-CA writes a day as yyyy-mm-dd: an oracle that does not share calendarDateOf's parts.
          const [year, month, day] = date.toLocaleDateString("en-CA", { timeZone }).split("-").map(Number);
          expect(calendarDateOf(date, timeZone)).toEqual({ year, month, day });
        },
      ),
    );
  });
});
