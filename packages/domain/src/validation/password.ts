import { checkLength } from "./length.ts";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 40;

/** Only length is ruled by the spec (core §9); composition rules would just push people to patterns. */
export function checkPassword(value: string): "too_short" | "too_long" | null {
  return checkLength(value, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}
