import type { ValidationCode } from "./codes.ts";

/** Profile first/last name maximum (spec core §9 "other text lengths 3, 60, 50"). */
export const NAME_MAX_LENGTH = 60;

export interface LengthBounds {
  min?: number;
  max?: number;
}

/** Length in characters as a person counts them (code points), matching PostgreSQL's varchar. */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Inclusive bounds (spec core §5): min and max themselves are valid. */
export function checkLength(value: string, { min, max }: LengthBounds): "too_short" | "too_long" | null {
  const length = textLength(value);
  if (min !== undefined && length < min) return "too_short";
  if (max !== undefined && length > max) return "too_long";
  return null;
}

/** Empty means absent, an empty or whitespace-only string, or an empty array; false and 0 are values. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function checkRequired(value: unknown): Extract<ValidationCode, "required"> | null {
  return isBlank(value) ? "required" : null;
}
