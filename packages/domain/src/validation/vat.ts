// VAT identification numbers by prefix: the EU member states (VIES formats), Northern Ireland (XI)
// and Switzerland (CHE, UID). Only the shape is checked here; whether a number is registered is
// asked of VIES by the server.
const VAT_PATTERNS = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
  CHE: /^\d{9}(?:MWST|TVA|IVA|TPV)?$/,
} as const satisfies Record<string, RegExp>;

export type VatPrefix = keyof typeof VAT_PATTERNS;
export const VAT_PREFIXES = Object.keys(VAT_PATTERNS) as VatPrefix[];

/** Prefix to ISO 3166 country: Greece files as EL, Switzerland as CHE; XI is the EU's Northern Ireland. */
const PREFIX_COUNTRY: Record<VatPrefix, string> = {
  ...(Object.fromEntries(VAT_PREFIXES.map((p) => [p, p])) as Record<VatPrefix, string>),
  EL: "GR",
  CHE: "CH",
};

/** Upper case without spaces, dots and hyphens; GR is rewritten to EL, the prefix VIES uses. */
export function normalizeVatNumber(value: string): string {
  const compact = value.replace(/[\s.-]+/g, "").toUpperCase();
  return compact.startsWith("GR") ? `EL${compact.slice(2)}` : compact;
}

function splitVat(value: string): { prefix: VatPrefix; rest: string } | null {
  const compact = normalizeVatNumber(value);
  if (compact.startsWith("CHE")) return { prefix: "CHE", rest: compact.slice(3) };
  const prefix = compact.slice(0, 2);
  if (prefix in VAT_PATTERNS) return { prefix: prefix as VatPrefix, rest: compact.slice(2) };
  return null;
}

/** The ISO country of a VAT number's prefix (GR for EL, CH for CHE, XI for Northern Ireland), or null. */
export function vatCountry(value: string): string | null {
  const parts = splitVat(value);
  return parts ? PREFIX_COUNTRY[parts.prefix] : null;
}

export function isValidVatNumber(value: string): boolean {
  const parts = splitVat(value);
  return parts !== null && VAT_PATTERNS[parts.prefix].test(parts.rest);
}

/** `wrong_vat` is the spec's own message key (core §5, §8). */
export function checkVatNumber(value: string): "wrong_vat" | null {
  return isValidVatNumber(value) ? null : "wrong_vat";
}
