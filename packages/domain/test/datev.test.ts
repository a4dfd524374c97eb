import { describe, expect, it } from "vitest";
import {
  ACTIVE_PAYMENT_STATES,
  BOOKING_ACCESS_PAYMENT_STATES,
  BOOKING_ACCESS_VALUES,
  PAYMENT_STATES,
  DATEV_DEFAULT_ACCOUNTS as SKR03,
  datevAmount,
  datevBookings,
  datevDocumentDate,
  datevPeriodProblem,
  monthPeriod,
  revenueAccount,
} from "../src/index.ts";

describe("DATEV bookings", () => {
  it("write amounts with a decimal comma and dates as DDMM", () => {
    expect([datevAmount(4900), datevAmount(5), datevAmount(123456), datevAmount(-1000)]).toEqual([
      "49,00",
      "0,05",
      "1234,56",
      "-10,00",
    ]);
    expect(datevDocumentDate(new Date("2026-03-07T23:30:00Z"))).toBe("0703");
  });

  it("book each VAT rate to its SKR03 revenue account", () => {
    const at = (vatMode: string, rateBasisPoints: number, rateCountry = "DE") =>
      revenueAccount(SKR03, vatMode, { rateBasisPoints, rateCountry });
    expect(at("standard", 1900)).toBe("8400");
    expect(at("standard", 700)).toBe("8300");
    expect(at("standard", 2000, "AT")).toBe("8320");
    expect(at("reverse_charge", 0, "FR")).toBe("8125");
    expect(at("outside_eu", 0, "US")).toBe("8338");
    expect(at("small_business", 0)).toBe("8195");
  });

  it("split a document by VAT line, summing to its gross, with the key only off automatic accounts", () => {
    const doc = {
      kind: "invoice" as const,
      number: "RE-2026-00001",
      issuedAt: new Date("2026-03-07T10:00:00Z"),
      currency: "eur",
      grossAmount: 11900 + 1070,
      vatMode: "standard",
      vatLines: [
        { rateBasisPoints: 1900, rateCountry: "DE", gross: 11900 },
        { rateBasisPoints: 700, rateCountry: "DE", gross: 1070 },
      ],
      buyerName: "Bea Buyer",
    };
    const auto = datevBookings(SKR03, doc);
    expect(auto.map((b) => [b.amount, b.side, b.contraAccount, b.taxKey])).toEqual([
      [11900, "S", "8400", ""],
      [1070, "S", "8300", ""],
    ]);
    expect(auto.reduce((s, b) => s + b.amount, 0)).toBe(doc.grossAmount);
    const plain = datevBookings(
      { ...SKR03, revenue_standard: "8000", revenue_reduced: "8001" },
      { ...doc, kind: "credit_memo" },
    );
    expect(plain.map((b) => [b.side, b.contraAccount, b.taxKey])).toEqual([
      ["H", "8000", "3"],
      ["H", "8001", "2"],
    ]);
  });

  it("take periods within one year only", () => {
    expect(monthPeriod("2024-02")).toEqual({ from: "2024-02-01", till: "2024-02-29" });
    expect(datevPeriodProblem("2026-03-02", "2026-03-01")).toBe("ends_before_start");
    expect(datevPeriodProblem("2025-12-01", "2026-01-31")).toBe("date_out_of_range");
    expect(datevPeriodProblem("2026-01-01", "2026-12-31")).toBeNull();
  });
});

describe("the bookings list's access filter", () => {
  it("puts every payment state in exactly one access value", () => {
    const assigned = BOOKING_ACCESS_VALUES.flatMap((a) => BOOKING_ACCESS_PAYMENT_STATES[a]);
    expect([...assigned].sort()).toEqual([...PAYMENT_STATES].sort());
    expect(new Set(assigned).size).toBe(assigned.length);
  });

  it("reads the spec's active-like payments as active, an overdue rate as paused, the rest as ended", () => {
    expect(BOOKING_ACCESS_PAYMENT_STATES.active).toEqual(ACTIVE_PAYMENT_STATES);
    expect(BOOKING_ACCESS_PAYMENT_STATES.paused).toEqual(["payment_paused"]);
    expect([...BOOKING_ACCESS_PAYMENT_STATES.ended].sort()).toEqual([
      "payment_canceled",
      "payment_chargebacked",
      "payment_not_completed",
      "payment_refunded",
    ]);
  });
});
