import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CURRENCIES,
  currencySymbol,
  DEFAULT_CURRENCY,
  formatAmount,
  formatMoney,
  fromMinorUnits,
  minorUnits,
  PAYOUT_CURRENCIES,
  toMinorUnits,
} from "../src/index.ts";

describe("formatMoney", () => {
  it("shows zero with its symbol", () => {
    expect(formatMoney(0, "eur", "de")).toBe("0,00 €");
    expect(formatMoney(0, "eur", "en")).toBe("0.00 €");
    expect(formatMoney(0, "gbp", "en")).toBe("£0.00");
  });
  it("puts the symbol left for usd and gbp", () => {
    expect(formatMoney(123456, "usd", "en")).toBe("$1,234.56");
    expect(formatMoney(1250, "usd", "en")).toBe("$12.50");
    expect(formatMoney(1250, "gbp", "en")).toBe("£12.50");
    expect(formatMoney(123456, "usd", "de")).toBe("$1.234,56");
  });
  it("puts the symbol right for every other currency", () => {
    expect(formatMoney(123456, "eur", "de")).toBe("1.234,56 €");
    expect(formatMoney(1250, "eur", "de")).toBe("12,50 €");
    expect(formatMoney(1250, "eur", "en")).toBe("12.50 €");
    expect(formatMoney(500, "chf", "de")).toBe("5,00 CHF");
    expect(formatMoney(9999, "pln", "en")).toBe("99.99 zł");
  });
  it("groups thousands per locale", () => {
    expect(formatMoney(123456789, "eur", "de")).toBe("1.234.567,89 €");
    expect(formatMoney(123456789, "eur", "en")).toBe("1,234,567.89 €");
    expect(formatMoney(100000, "eur", "de")).toBe("1.000,00 €");
    expect(formatMoney(99999, "eur", "de")).toBe("999,99 €");
  });
  it("pads small amounts", () => {
    expect(formatMoney(5, "eur", "de")).toBe("0,05 €");
    expect(formatMoney(50, "usd", "en")).toBe("$0.50");
  });
  it("puts the minus first", () => {
    expect(formatMoney(-1250, "eur", "de")).toBe("-12,50 €");
    expect(formatMoney(-123456, "usd", "en")).toBe("-$1,234.56");
    expect(formatMoney(-50, "gbp", "en")).toBe("-£0.50");
    expect(formatMoney(-0, "eur", "de")).toBe("0,00 €");
  });
  it("respects currencies without or with three minor digits", () => {
    expect(formatMoney(1235, "jpy", "en")).toBe("1,235 ¥");
    expect(formatMoney(1500000, "krw", "de")).toBe("1.500.000 ₩");
    expect(formatMoney(1234, "bhd", "en")).toBe("1.234 BHD");
    expect(formatMoney(1234567, "kwd", "de")).toBe("1.234,567 KWD");
  });
  it("accepts upper case codes and unknown codes", () => {
    expect(formatMoney(1250, "EUR", "de")).toBe("12,50 €");
    expect(formatMoney(1250, "USD", "en")).toBe("$12.50");
    expect(formatMoney(1250, "xyz", "en")).toBe("12.50 XYZ");
  });
  it("refuses non-integer amounts (a bug upstream)", () => {
    expect(() => formatMoney(12.5, "eur", "de")).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, "eur", "de")).toThrow(RangeError);
  });
  it("property: the formatted digits read back as the same integer", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom("en" as const, "de" as const),
        (amount, currency, locale) => {
          const text = formatMoney(amount, currency, locale);
          const digits = Number(text.replace(/\D/g, ""));
          expect(text.startsWith("-") ? -digits : digits).toBe(amount === 0 ? 0 : amount);
          // exactly the currency's minor digits after the decimal separator
          const decimal = locale === "de" ? "," : ".";
          const number = formatAmount(amount, currency, locale);
          const fraction = number.includes(decimal) ? number.split(decimal)[1]! : "";
          expect(fraction.length).toBe(minorUnits(currency));
        },
      ),
    );
  });
});

describe("currencies", () => {
  it("has about 150 lowercase ISO codes with eur as default", () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(140);
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    for (const c of CURRENCIES) expect(c).toMatch(/^[a-z]{3}$/);
    expect(DEFAULT_CURRENCY).toBe("eur");
    for (const c of PAYOUT_CURRENCIES) expect(CURRENCIES).toContain(c);
  });
  it("knows minor digits", () => {
    expect(minorUnits("eur")).toBe(2);
    expect(minorUnits("JPY")).toBe(0);
    expect(minorUnits("krw")).toBe(0);
    expect(minorUnits("kwd")).toBe(3);
  });
  it("has symbols, falling back to the upper case code", () => {
    expect(currencySymbol("eur")).toBe("€");
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("gbp")).toBe("£");
    expect(currencySymbol("chf")).toBe("CHF");
    expect(currencySymbol("mad")).toBe("MAD");
  });
  it("converts between major and minor units without float drift", () => {
    expect(toMinorUnits(12.5, "eur")).toBe(1250);
    expect(toMinorUnits(1.005, "eur")).toBe(101);
    expect(toMinorUnits(0.1 + 0.2, "eur")).toBe(30);
    expect(toMinorUnits(1235.4, "jpy")).toBe(1235);
    expect(fromMinorUnits(1250, "eur")).toBe(12.5);
    expect(fromMinorUnits(1234, "bhd")).toBe(1.234);
  });
  it("property: toMinorUnits(fromMinorUnits(x)) is x", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(...CURRENCIES),
        (amount, currency) => {
          expect(toMinorUnits(fromMinorUnits(amount, currency), currency)).toBe(amount);
        },
      ),
    );
  });
});
