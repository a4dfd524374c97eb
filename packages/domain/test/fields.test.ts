import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  normalizeFloat,
  normalizeInteger,
  parseNumberInput,
  roundHalfUp,
  stepInteger,
  trimOnBlur,
} from "../src/index.ts";

describe("trimOnBlur", () => {
  it("trims and turns missing values into empty text", () => {
    expect(trimOnBlur("  anna \n")).toBe("anna");
    expect(trimOnBlur(null)).toBe("");
    expect(trimOnBlur(undefined)).toBe("");
  });
});

describe("parseNumberInput", () => {
  it("reads both languages' separators", () => {
    expect(parseNumberInput("12,5")).toBe(12.5);
    expect(parseNumberInput("12.5")).toBe(12.5);
    expect(parseNumberInput("1.234,56")).toBe(1234.56);
    expect(parseNumberInput("1,234.56")).toBe(1234.56);
    expect(parseNumberInput("1 234")).toBe(1234);
    expect(parseNumberInput("1.234.567")).toBe(1234567);
    expect(parseNumberInput("-3")).toBe(-3);
    expect(parseNumberInput(".5")).toBe(0.5);
  });
  it("gives null for nothing numeric", () => {
    for (const v of ["", "  ", "abc", "1a", "--1", "1,2,3.4.5", null, undefined, Number.NaN, Infinity]) {
      expect(parseNumberInput(v as string | number | null), String(v)).toBeNull();
    }
  });
});

describe("roundHalfUp", () => {
  it("rounds on decimal digits", () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(1.004, 2)).toBe(1);
    expect(roundHalfUp(2.5, 0)).toBe(3);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfUp(-0.001, 2)).toBe(0);
    expect(roundHalfUp(9.995, 2)).toBe(10);
  });
});

describe("normalizeFloat", () => {
  it("keeps 2 fractional digits by default", () => {
    expect(normalizeFloat("12,345")).toBe(12.35);
    expect(normalizeFloat(1.005)).toBe(1.01);
    expect(normalizeFloat("3.1", { decimals: 0 })).toBe(3);
    expect(normalizeFloat("3.14159", { decimals: 3 })).toBe(3.142);
  });
  it("clamps to max and sets values at or below min to min", () => {
    expect(normalizeFloat("150", { min: 0, max: 100 })).toBe(100);
    expect(normalizeFloat("-5", { min: 0, max: 100 })).toBe(0);
    expect(normalizeFloat("0.5", { min: 1 })).toBe(1);
    expect(normalizeFloat("1", { min: 1 })).toBe(1);
  });
  it("empty only when allowed", () => {
    expect(normalizeFloat("", { allowEmpty: true })).toBeNull();
    expect(normalizeFloat(null, { allowEmpty: true, min: 5 })).toBeNull();
    expect(normalizeFloat("", { min: 5, max: 10 })).toBe(5);
    expect(normalizeFloat("abc")).toBe(0);
  });
  it("property: the result is always within bounds with at most `decimals` digits", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.integer().map(String)),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (input, min, span, decimals, allowEmpty) => {
          const max = min + span;
          const result = normalizeFloat(input, { min, max, decimals, allowEmpty });
          if (result === null) {
            expect(allowEmpty).toBe(true);
            return;
          }
          expect(result).toBeGreaterThanOrEqual(min);
          expect(result).toBeLessThanOrEqual(max);
          expect(roundHalfUp(result, decimals)).toBe(result);
        },
      ),
    );
  });
});

describe("normalizeInteger", () => {
  it("turns non-integers into empty", () => {
    expect(normalizeInteger("1.5", { allowEmpty: true })).toBeNull();
    expect(normalizeInteger("abc", { allowEmpty: true })).toBeNull();
    expect(normalizeInteger(2.5, { allowEmpty: true })).toBeNull();
    expect(normalizeInteger("", { allowEmpty: true })).toBeNull();
  });
  it("without allowEmpty an empty entry becomes the lowest allowed value", () => {
    expect(normalizeInteger("1.5", { min: 1, max: 10 })).toBe(1);
    expect(normalizeInteger("")).toBe(0);
  });
  it("clamps to max, and at or below min becomes min", () => {
    expect(normalizeInteger("42")).toBe(42);
    expect(normalizeInteger(" 7 ", { min: 1, max: 5 })).toBe(5);
    expect(normalizeInteger("0", { min: 1, max: 5 })).toBe(1);
    expect(normalizeInteger("-3", { min: 0 })).toBe(0);
    expect(normalizeInteger(2_000_000, { min: 1, max: 1_000_000 })).toBe(1_000_000);
  });
  it("property: the result is an integer within bounds, or null only if allowed", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.integer().map(String)),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.boolean(),
        (input, min, span, allowEmpty) => {
          const max = min + span;
          const result = normalizeInteger(input, { min, max, allowEmpty });
          if (result === null) {
            expect(allowEmpty).toBe(true);
            return;
          }
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(min);
          expect(result).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});

describe("stepInteger", () => {
  it("adds or subtracts the step within bounds", () => {
    expect(stepInteger(5, 1, "up", { min: 0, max: 10 })).toBe(6);
    expect(stepInteger(5, 2, "down", { min: 0, max: 10 })).toBe(3);
    expect(stepInteger(10, 1, "up", { min: 0, max: 10 })).toBe(10);
    expect(stepInteger(0, 1, "down", { min: 0, max: 10 })).toBe(0);
    expect(stepInteger(null, 1, "up", { min: 3 })).toBe(4);
    expect(stepInteger(undefined, 5, "down")).toBe(-5);
  });
  it("property: always within bounds", () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -5000, max: 5000 })),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom("up" as const, "down" as const),
        fc.integer({ min: -1000, max: 1000 }),
        fc.nat(2000),
        (value, step, direction, min, span) => {
          const result = stepInteger(value, step, direction, { min, max: min + span });
          expect(result).toBeGreaterThanOrEqual(min);
          expect(result).toBeLessThanOrEqual(min + span);
        },
      ),
    );
  });
});
