import { clamp, roundHalfUp } from "../math/round.ts";

/**
 * Reads a number as people type it in either interface language: "12,5", "12.5", "1.234,56",
 * "1,234.56", "1 234". With both separators the last one is the decimal point; a single kind
 * used more than once is grouping. Null when nothing numeric is left.
 */
export function parseNumberInput(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "number") return Number.isFinite(input) ? input : null;
  let text = input.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (text === "") return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma !== -1 && lastDot !== -1) {
    const decimal = lastComma > lastDot ? "," : ".";
    const group = decimal === "," ? "." : ",";
    text = text.split(group).join("").replace(decimal, ".");
  } else {
    const separator = lastComma !== -1 ? "," : lastDot !== -1 ? "." : null;
    if (separator) {
      const count = text.split(separator).length - 1;
      text = count > 1 ? text.split(separator).join("") : text.replace(separator, ".");
    }
  }
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

export interface NumberFieldOptions {
  min?: number;
  max?: number;
  /** When false (default) an empty or unreadable entry becomes the lowest allowed value. */
  allowEmpty?: boolean;
}

export interface FloatFieldOptions extends NumberFieldOptions {
  decimals?: number;
}

function emptyValue({ min, max, allowEmpty }: NumberFieldOptions): number | null {
  return allowEmpty ? null : clamp(min ?? 0, min, max);
}

/**
 * Float field on blur (spec two §5): rounded to `decimals` (2) fractional digits, above max
 * becomes max, at or below min becomes min; empty stays empty only if allowed.
 */
export function normalizeFloat(
  input: string | number | null | undefined,
  options: FloatFieldOptions = {},
): number | null {
  const { min, max, decimals = 2 } = options;
  const value = parseNumberInput(input);
  if (value === null) return emptyValue(options);
  return clamp(roundHalfUp(value, decimals), min, max);
}

/**
 * Integer field on blur (spec two §5): anything not an integer becomes empty, above max becomes
 * max, at or below min becomes min. A required integer field passes allowEmpty and shows
 * `required` for the null it gets back.
 */
export function normalizeInteger(
  input: string | number | null | undefined,
  options: NumberFieldOptions = {},
): number | null {
  const value = parseNumberInput(input);
  if (value === null || !Number.isInteger(value)) return emptyValue(options);
  return clamp(value === 0 ? 0 : value, options.min, options.max);
}

/** The step arrows of an integer field: add or subtract `step`, then keep within bounds. */
export function stepInteger(
  value: number | null | undefined,
  step: number,
  direction: "up" | "down",
  bounds: { min?: number; max?: number } = {},
): number {
  const base =
    value === null || value === undefined || !Number.isFinite(value) ? (bounds.min ?? 0) : Math.trunc(value);
  const next = direction === "up" ? base + Math.abs(step) : base - Math.abs(step);
  return clamp(next, bounds.min, bounds.max);
}
