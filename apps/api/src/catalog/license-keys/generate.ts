import { randomBytes } from "node:crypto";
import type { LicenseKeyParameterType, LicenseKeySegment } from "@sellwerk/domain";

const ALPHABETS: Record<LicenseKeyParameterType, string> = {
  alphabetic: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  alphanumeric: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
  numeric: "0123456789",
};

/** Uniform characters from the system's CSPRNG: bytes past the last whole alphabet round are dropped. */
function randomString(alphabet: string, size: number): string {
  const ceiling = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < size) {
    for (const byte of randomBytes(size * 2)) {
      if (byte < ceiling) out += alphabet[byte % alphabet.length];
      if (out.length === size) break;
    }
  }
  return out;
}

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
