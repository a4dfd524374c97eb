import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkInvoiceNumberFormat,
  checkInvoiceNumberFormats,
  invoiceSeriesYear,
  DEFAULT_CREDIT_MEMO_NUMBER_FORMAT,
  DEFAULT_INVOICE_NUMBER_FORMAT,
  formatInvoiceNumber,
  INVOICE_NUMBER_FORMAT_MAX_LENGTH,
  isValidationCode,
} from "../src/index.ts";

describe("formatInvoiceNumber", () => {
  it("fills the defaults", () => {
    expect(formatInvoiceNumber(DEFAULT_INVOICE_NUMBER_FORMAT, { year: 2026, month: 1, sequence: 42 })).toBe(
      "RE-2026-00042",
    );
    expect(
      formatInvoiceNumber(DEFAULT_CREDIT_MEMO_NUMBER_FORMAT, { year: 2026, month: 12, sequence: 1 }),
    ).toBe("GS-2026-00001");
  });

  it("fills every placeholder and keeps literal text", () => {
    expect(formatInvoiceNumber("{YY}{MM}-{NNN}", { year: 2026, month: 3, sequence: 7 })).toBe("2603-007");
    expect(formatInvoiceNumber("INV {N} / {YYYY}", { year: 2007, month: 3, sequence: 7 })).toBe(
      "INV 7 / 2007",
    );
    expect(formatInvoiceNumber("{YY}-{NN}", { year: 2100, month: 1, sequence: 1 })).toBe("00-01");
  });

  it("grows the counter past its width, never cutting it", () => {
    expect(formatInvoiceNumber("A{NN}", { year: 2026, month: 1, sequence: 12_345 })).toBe("A12345");
    expect(
      formatInvoiceNumber(DEFAULT_INVOICE_NUMBER_FORMAT, { year: 2026, month: 1, sequence: 100_000 }),
    ).toBe("RE-2026-100000");
  });

  it("refuses a bad format or parts out of range", () => {
    const parts = { year: 2026, month: 1, sequence: 1 };
    expect(() => formatInvoiceNumber("RE-{YYYY}", parts)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("{NN}", { ...parts, sequence: 0 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber("{NN}", { ...parts, sequence: 1.5 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber("{NN}", { ...parts, month: 13 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber("{NN}", { ...parts, year: 99 })).toThrow(RangeError);
  });
});

describe("checkInvoiceNumberFormat", () => {
  it("accepts formats with exactly one counter", () => {
    for (const format of [
      DEFAULT_INVOICE_NUMBER_FORMAT,
      DEFAULT_CREDIT_MEMO_NUMBER_FORMAT,
      "{N}",
      "Invoice #{NNNNNN} ({MM}/{YY})",
      "x".repeat(INVOICE_NUMBER_FORMAT_MAX_LENGTH - 3) + "{N}",
    ])
      expect([format, checkInvoiceNumberFormat(format)]).toEqual([format, null]);
  });

  it("names what is wrong", () => {
    expect(checkInvoiceNumberFormat("")).toBe("required");
    expect(checkInvoiceNumberFormat("  ")).toBe("required");
    expect(checkInvoiceNumberFormat("RE-{YYYY}")).toBe("invoice_number_counter");
    expect(checkInvoiceNumberFormat("{NN}-{NNN}")).toBe("invoice_number_counter");
    expect(checkInvoiceNumberFormat("{FOO}-{NN}")).toBe("unknown_placeholder");
    expect(checkInvoiceNumberFormat("{nnn}")).toBe("unknown_placeholder");
    expect(checkInvoiceNumberFormat("{}{NN}")).toBe("unknown_placeholder");
    expect(checkInvoiceNumberFormat("{N")).toBe("unknown_placeholder");
    expect(checkInvoiceNumberFormat("RE}-{NN}")).toBe("unknown_placeholder");
    expect(checkInvoiceNumberFormat("{{NN}}")).toBe("unknown_placeholder");
    expect(checkInvoiceNumberFormat("x".repeat(INVOICE_NUMBER_FORMAT_MAX_LENGTH - 2) + "{N}")).toBe(
      "too_long",
    );
    expect(checkInvoiceNumberFormat("RÉ-{NNN}")).toBe("not_printable_ascii");
    expect(checkInvoiceNumberFormat("RE\t{NNN}")).toBe("not_printable_ascii");
    for (const code of ["invoice_number_counter", "not_printable_ascii", "unknown_placeholder", "too_long"])
      expect(isValidationCode(code)).toBe(true);
  });
});

describe("checkInvoiceNumberFormats", () => {
  it("checks each format, naming the field", () => {
    expect(
      checkInvoiceNumberFormats({
        invoiceNumberFormat: DEFAULT_INVOICE_NUMBER_FORMAT,
        creditMemoNumberFormat: DEFAULT_CREDIT_MEMO_NUMBER_FORMAT,
      }),
    ).toEqual({});
    expect(
      checkInvoiceNumberFormats({ invoiceNumberFormat: "RE-{YYYY}", creditMemoNumberFormat: "" }),
    ).toEqual({
      invoiceNumberFormat: "invoice_number_counter",
      creditMemoNumberFormat: "required",
    });
  });

  it("refuses formats that could give an invoice and a credit memo the same number", () => {
    const alike = { creditMemoNumberFormat: "invoice_number_formats_alike" };
    expect(
      checkInvoiceNumberFormats({ invoiceNumberFormat: "{NNN}", creditMemoNumberFormat: "{NNN}" }),
    ).toEqual(alike);
    // Only digits differ: "A12" is A{N} at 12 and A1{N} at 2.
    expect(
      checkInvoiceNumberFormats({ invoiceNumberFormat: "A{N}", creditMemoNumberFormat: "A1{N}" }),
    ).toEqual(alike);
    expect(
      checkInvoiceNumberFormats({
        invoiceNumberFormat: "{YYYY}-{NN}",
        creditMemoNumberFormat: "{YY}-{NNNN}",
      }),
    ).toEqual(alike);
    expect(
      checkInvoiceNumberFormats({
        invoiceNumberFormat: "{YYYY}-{NN}",
        creditMemoNumberFormat: "{YYYY}/{NN}",
      }),
    ).toEqual({});
  });

  it("property: formats with different letters or separators never print the same number", () => {
    const literal = fc.string({ unit: fc.constantFrom(..."RE-/GS0129"), maxLength: 3 });
    const format = fc
      .tuple(literal, fc.constantFrom("", "{YYYY}", "{YY}", "{MM}"), literal, fc.integer({ min: 1, max: 4 }))
      .map(([a, p, b, n]) => `${a}${p}${b}{${"N".repeat(n)}}`);
    const parts = fc.record({
      year: fc.integer({ min: 1000, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      sequence: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(format, format, parts, parts, (invoice, memo, p, q) => {
        const errors = checkInvoiceNumberFormats({
          invoiceNumberFormat: invoice,
          creditMemoNumberFormat: memo,
        });
        if (Object.keys(errors).length === 0)
          expect(formatInvoiceNumber(invoice, p)).not.toBe(formatInvoiceNumber(memo, q));
      }),
    );
  });
});

describe("invoiceSeriesYear", () => {
  it("counts per year only when the format prints the year", () => {
    expect(invoiceSeriesYear(DEFAULT_INVOICE_NUMBER_FORMAT, 2026)).toBe(2026);
    expect(invoiceSeriesYear("R{YY}-{NNN}", 2026)).toBe(2026);
    expect(invoiceSeriesYear("R{MM}-{NNN}", 2026)).toBe(0);
    expect(invoiceSeriesYear("R-{NNN}", 2026)).toBe(0);
  });
});

describe("invoice number properties", () => {
  const literal = fc.string({ unit: fc.constantFrom(..."RE-/_. #x0129AZ"), maxLength: 4 });
  const token = fc.oneof(literal, fc.constantFrom("{YYYY}", "{YY}", "{MM}"));
  const formatArb = fc
    .record({
      before: fc.array(token, { maxLength: 3 }),
      width: fc.integer({ min: 1, max: 8 }),
      after: fc.array(token, { maxLength: 3 }),
    })
    .map(({ before, width, after }) => ({
      format: `${before.join("")}{${"N".repeat(width)}}${after.join("")}`,
      width,
    }))
    .filter(({ format }) => format.length <= INVOICE_NUMBER_FORMAT_MAX_LENGTH);
  const dateArb = fc.record({
    year: fc.integer({ min: 1000, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
  });

  it("property: every generated format is valid; distinct sequences give distinct numbers", () => {
    fc.assert(
      fc.property(
        formatArb,
        dateArb,
        fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 2, maxLength: 20 }),
        ({ format }, date, sequences) => {
          expect(checkInvoiceNumberFormat(format)).toBeNull();
          const numbers = sequences.map((sequence) => formatInvoiceNumber(format, { ...date, sequence }));
          expect(new Set(numbers).size).toBe(sequences.length);
        },
      ),
    );
  });

  it("property: numbers sort by sequence while the counter's width suffices", () => {
    fc.assert(
      fc.property(
        formatArb,
        dateArb,
        fc.array(fc.nat(), { minLength: 2, maxLength: 20 }),
        ({ format, width }, date, raw) => {
          const sequences = raw.map((n) => 1 + (n % (10 ** width - 1)));
          const numbers = sequences.map((sequence) => formatInvoiceNumber(format, { ...date, sequence }));
          const bySequence = [...sequences]
            .sort((a, b) => a - b)
            .map((sequence) => formatInvoiceNumber(format, { ...date, sequence }));
          expect([...numbers].sort()).toEqual(bySequence);
        },
      ),
    );
  });
});
