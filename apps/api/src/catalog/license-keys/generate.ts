import type { LicenseKeyParameterType, LicenseKeySegment } from "@sellwerk/domain";
import { randomString } from "../../platform/crypto/random-string.ts";

const ALPHABETS: Record<LicenseKeyParameterType, string> = {
  alphabetic: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  alphanumeric: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  numeric: "0123456789",
};

/** One key from a parsed format. */
export function generateKey(segments: readonly LicenseKeySegment[]): string {
  return segments
    .map((s) => (s.kind === "literal" ? s.text : randomString(ALPHABETS[s.type], s.size)))
    .join("");
}

/** How many different keys a format can produce (Infinity when beyond floating point). */
export function keySpace(segments: readonly LicenseKeySegment[]): number {
  return segments.reduce((n, s) => (s.kind === "literal" ? n : n * ALPHABETS[s.type].length ** s.size), 1);
}
