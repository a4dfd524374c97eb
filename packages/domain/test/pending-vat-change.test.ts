import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { calendarDateOf, checkPendingVatChange, isValidationCode, startOfDayIn } from "../src/index.ts";

const today = { year: 2026, month: 6, day: 15 };
const small = {
  vatPayer: false,
  vatExemptionReason: "small_business",
  vatNo: null,
  effectiveFrom: "2026-07-01",
};

describe("checkPendingVatChange", () => {
  it("accepts a change to the small-business exemption or to paying VAT with an id", () => {
    expect(checkPendingVatChange(small, today)).toEqual({});
    expect(
      checkPendingVatChange(
        { vatPayer: true, vatExemptionReason: null, vatNo: "DE 136 695 976", effectiveFrom: "2026-06-16" },
        today,
      ),
    ).toEqual({});
  });

  it("asks the reason of a seller who charges no VAT, and the id of one who does", () => {
    expect(checkPendingVatChange({ ...small, vatExemptionReason: null }, today)).toEqual({
      vatExemptionReason: "required",
    });
    expect(checkPendingVatChange({ ...small, vatExemptionReason: "lazy" }, today)).toEqual({
      vatExemptionReason: "invalid_value",
    });
    expect(checkPendingVatChange({ ...small, vatPayer: true, vatExemptionReason: null }, today)).toEqual({
      vatNo: "required",
    });
    expect(checkPendingVatChange({ ...small, vatNo: "DE1" }, today)).toEqual({ vatNo: "wrong_vat" });
  });

  it("takes a day after today only", () => {
    expect(checkPendingVatChange({ ...small, effectiveFrom: "2026-06-15" }, today)).toEqual({
      effectiveFrom: "date_not_in_future",
    });
    expect(checkPendingVatChange({ ...small, effectiveFrom: "2025-12-31" }, today)).toEqual({
      effectiveFrom: "date_not_in_future",
    });
    expect(checkPendingVatChange({ ...small, effectiveFrom: "2026-02-30" }, today)).toEqual({
      effectiveFrom: "invalid_date",
    });
    expect(checkPendingVatChange({ ...small, effectiveFrom: "soon" }, today)).toEqual({
      effectiveFrom: "invalid_date",
    });
    expect(checkPendingVatChange({ ...small, effectiveFrom: " " }, today)).toEqual({
      effectiveFrom: "required",
    });
    for (const code of ["date_not_in_future", "invalid_date", "wrong_vat", "required"])
      expect(isValidationCode(code)).toBe(true);
  });
});

describe("startOfDayIn", () => {
  it("is midnight where documents are dated, in summer and in winter time", () => {
    const berlin = "Europe/Berlin";
    expect(startOfDayIn({ year: 2026, month: 7, day: 1 }, berlin).toISOString()).toBe(
      "2026-06-30T22:00:00.000Z",
    );
    expect(startOfDayIn({ year: 2027, month: 1, day: 1 }, berlin).toISOString()).toBe(
      "2026-12-31T23:00:00.000Z",
    );
    // The days of the clock changes start at their own midnight.
    expect(startOfDayIn({ year: 2026, month: 3, day: 29 }, berlin).toISOString()).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(startOfDayIn({ year: 2026, month: 10, day: 25 }, berlin).toISOString()).toBe(
      "2026-10-24T22:00:00.000Z",
    );
    expect(startOfDayIn({ year: 2026, month: 7, day: 1 }, "UTC").toISOString()).toBe(
      "2026-07-01T00:00:00.000Z",
    );
  });

  it("property: the moment falls on its day there, and a millisecond earlier on the day before", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2100-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.constantFrom("Europe/Berlin", "America/New_York", "Asia/Kolkata", "UTC"),
        (moment, zone) => {
          const day = calendarDateOf(moment, zone)!;
          const start = startOfDayIn(day, zone);
          expect(calendarDateOf(start, zone)).toEqual(day);
          expect(calendarDateOf(new Date(start.getTime() - 1), zone)).not.toEqual(day);
          expect(start.getTime()).toBeLessThanOrEqual(moment.getTime());
        },
      ),
    );
  });
});
