import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dueExportPeriod, exportTimingProblem, isoWeekKey, type ExportTiming } from "../src/index.ts";

const at = (iso: string) => new Date(`${iso}T10:00:00.000Z`);

describe("the period a scheduled export belongs to", () => {
  it("is the day, the ISO week from its weekday on, or the month from its day on", () => {
    const daily: ExportTiming = { frequency: "daily", weekday: null, monthDay: null };
    expect(dueExportPeriod(daily, at("2026-11-25"))).toBe("2026-11-25");
    const thursdays: ExportTiming = { frequency: "weekly", weekday: 4, monthDay: null };
    expect(dueExportPeriod(thursdays, at("2026-11-25"))).toBeNull(); // a Wednesday
    expect(dueExportPeriod(thursdays, at("2026-11-26"))).toBe("2026-W48");
    expect(dueExportPeriod(thursdays, at("2026-11-29"))).toBe("2026-W48"); // Sunday: still that week's
    const fifth: ExportTiming = { frequency: "monthly", weekday: null, monthDay: 5 };
    expect(dueExportPeriod(fifth, at("2026-12-04"))).toBeNull();
    expect(dueExportPeriod(fifth, at("2026-12-31"))).toBe("2026-12");
  });

  it("names one period per week for every day of it that is due (so a week runs once)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2035-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 7 }),
        (day, weekday) => {
          const period = dueExportPeriod({ frequency: "weekly", weekday, monthDay: null }, day);
          if (period !== null) expect(period).toBe(isoWeekKey(day));
          const weekdayOf = day.getUTCDay() || 7;
          expect(period === null).toBe(weekdayOf < weekday);
        },
      ),
    );
  });

  it("asks for the day its frequency needs", () => {
    expect(exportTimingProblem({ frequency: "weekly", weekday: null, monthDay: 3 })).toBe("weekday");
    expect(exportTimingProblem({ frequency: "monthly", weekday: 2, monthDay: null })).toBe("month_day");
    expect(exportTimingProblem({ frequency: "daily", weekday: null, monthDay: null })).toBeNull();
  });
});
