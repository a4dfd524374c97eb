/*
 * License key formats (spec core §9). Syntax: literal text with parameters in braces,
 *
 *   {type:size}   type is alphabetic (A-Z), alphanumeric (A-Z0-9) or numeric (0-9),
 *                 size is how many random characters the parameter produces (1 to 64).
 *
 * Example: "SW-{alphanumeric:5}-{numeric:4}" produces keys like "SW-7K2QF-0381".
 * Literals may use letters, digits and - _ . / # : (no spaces, so keys survive copy and paste).
 *
 * Errors: license_key_bad_format for broken syntax or characters; license_key_format_type when
 * no parameter is given or a parameter names an unknown type; license_key_format_size when the
 * parameters together produce fewer than LICENSE_KEY_MIN_SIZE random characters, a parameter's
 * size is outside 1..64, or the whole key would exceed LICENSE_KEY_MAX_LENGTH.
 */

export const LICENSE_KEY_PARAMETER_TYPES = ["alphabetic", "alphanumeric", "numeric"] as const;
export type LicenseKeyParameterType = (typeof LICENSE_KEY_PARAMETER_TYPES)[number];

/** Fewer random characters than this would let buyers guess each other's keys. */
export const LICENSE_KEY_MIN_SIZE = 3;
export const LICENSE_KEY_PARAMETER_MAX_SIZE = 64;
export const LICENSE_KEY_MAX_LENGTH = 255;

export type LicenseKeySegment =
  { kind: "literal"; text: string } | { kind: "parameter"; type: LicenseKeyParameterType; size: number };

export type LicenseKeyFormatCode =
  "license_key_bad_format" | "license_key_format_size" | "license_key_format_type";

const LITERAL = /^[A-Za-z0-9_./#:-]+$/;
const PARAMETER = /^([a-z_]+):(\d{1,4})$/;

function isParameterType(value: string): value is LicenseKeyParameterType {
  return (LICENSE_KEY_PARAMETER_TYPES as readonly string[]).includes(value);
}

/** Splits a format into segments, or returns the first error code. */
export function parseLicenseKeyFormat(format: string): LicenseKeySegment[] | LicenseKeyFormatCode {
  if (format.length === 0) return "license_key_bad_format";
  const segments: LicenseKeySegment[] = [];
  let unknownType = false;
  let badSize = false;
  let rest = format;
  while (rest.length > 0) {
    const open = rest.indexOf("{");
    const close = rest.indexOf("}");
    if (open === -1) {
      if (close !== -1) return "license_key_bad_format";
      if (!LITERAL.test(rest)) return "license_key_bad_format";
      segments.push({ kind: "literal", text: rest });
      break;
    }
    if (open > 0) {
      const literal = rest.slice(0, open);
      if (!LITERAL.test(literal)) return "license_key_bad_format";
      segments.push({ kind: "literal", text: literal });
    }
    const end = rest.indexOf("}", open);
    if (end === -1) return "license_key_bad_format";
    const inner = rest.slice(open + 1, end);
    const match = PARAMETER.exec(inner.trim());
    if (!match) return "license_key_bad_format";
    const type = match[1] ?? "";
    const size = Number(match[2]);
    if (!isParameterType(type)) unknownType = true;
    else segments.push({ kind: "parameter", type, size });
    if (size < 1 || size > LICENSE_KEY_PARAMETER_MAX_SIZE) badSize = true;
    rest = rest.slice(end + 1);
  }
  if (unknownType || !segments.some((s) => s.kind === "parameter")) return "license_key_format_type";
  if (badSize) return "license_key_format_size";
  return segments;
}

function segmentLength(s: LicenseKeySegment): number {
  return s.kind === "literal" ? s.text.length : s.size;
}

export function checkLicenseKeyFormat(format: string): LicenseKeyFormatCode | null {
  const parsed = parseLicenseKeyFormat(format);
  if (typeof parsed === "string") return parsed;
  const random = parsed.reduce((sum, s) => sum + (s.kind === "parameter" ? s.size : 0), 0);
  const total = parsed.reduce((sum, s) => sum + segmentLength(s), 0);
  if (random < LICENSE_KEY_MIN_SIZE || total > LICENSE_KEY_MAX_LENGTH) return "license_key_format_size";
  return null;
}

const CLASS: Record<LicenseKeyParameterType, string> = {
  alphabetic: "[A-Z]",
  alphanumeric: "[A-Z0-9]",
  numeric: "[0-9]",
};

/** Whether an uploaded or typed key fits a format; keys compare case-insensitively. */
export function licenseKeyMatchesFormat(key: string, format: string): boolean {
  const parsed = parseLicenseKeyFormat(format);
  if (typeof parsed === "string") return false;
  const source = parsed
    .map((s) =>
      s.kind === "literal" ? s.text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&") : `${CLASS[s.type]}{${s.size}}`,
    )
    .join("");
  return new RegExp(`^${source}$`, "i").test(key);
}
