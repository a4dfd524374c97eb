// Ticket and certificate designs (issue 3, "design" and "keys details" steps). The PDF renderer
// and the editor both read these, so a choice offered in the form is one the renderer knows.

/** standard: an A4 page to print; compact: an A6 landscape ticket that fits a phone screen. */
export const TICKET_LAYOUTS = ["standard", "compact"] as const;
export type TicketLayout = (typeof TICKET_LAYOUTS)[number];

/** The standard PDF fonts every reader has (pdf-lib's StandardFonts); nothing to embed or license. */
export const CERTIFICATE_FONTS = [
  "helvetica",
  "helvetica_bold",
  "helvetica_oblique",
  "times_roman",
  "times_roman_bold",
  "times_roman_italic",
  "courier",
  "courier_bold",
] as const;
export type CertificateFont = (typeof CERTIFICATE_FONTS)[number];

export const CERTIFICATE_ORIENTATIONS = ["landscape", "portrait"] as const;
export type CertificateOrientation = (typeof CERTIFICATE_ORIENTATIONS)[number];

export const TEXT_ALIGNS = ["left", "center", "right"] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Data fields a seller switches on or off for a certificate. */
export const CERTIFICATE_DATA_FIELDS = ["buyer_name", "product", "date", "serial"] as const;
export type CertificateDataField = (typeof CERTIFICATE_DATA_FIELDS)[number];

/** Everything placed on the page: the data fields plus the seller's own texts. */
export const CERTIFICATE_PLACED_FIELDS = [
  "title",
  ...CERTIFICATE_DATA_FIELDS,
  "custom_text",
  "validity",
] as const;
export type CertificatePlacedField = (typeof CERTIFICATE_PLACED_FIELDS)[number];

/**
 * How a serial is built. Issue 5 issues the real serial as prefix, the optional year, a running
 * number per product and a random part (crypto-random, base32), so serials cannot be guessed
 * from one another: e.g. "ACME-2025-000042-K7Q2XF".
 */
export const CERTIFICATE_SERIAL_FORMATS = ["prefix_number", "prefix_year_number"] as const;
export type CertificateSerialFormat = (typeof CERTIFICATE_SERIAL_FORMATS)[number];

const SERIAL_PREFIX = /^[A-Z0-9](?:[A-Z0-9-]{0,10}[A-Z0-9])?$/;

/** Upper-case letters, digits and inner hyphens, at most 12: it is printed and read aloud. */
export function checkSerialPrefix(value: string): "invalid_serial_prefix" | null {
  return value === "" || SERIAL_PREFIX.test(value) ? null : "invalid_serial_prefix";
}

export function formatCertificateSerial(input: {
  prefix: string;
  format: CertificateSerialFormat;
  year: number;
  number: number;
  random: string;
}): string {
  const parts = [
    input.prefix,
    input.format === "prefix_year_number" ? String(input.year) : "",
    String(input.number).padStart(6, "0"),
    input.random,
  ];
  return parts.filter((p) => p !== "").join("-");
}

export const DESIGN_LIMITS = {
  /** Ticket headline, certificate title. */
  titleMax: 100,
  /** Ticket info text and terms, certificate custom text. */
  textMax: 500,
  validityMax: 300,
  fontSizeMin: 6,
  fontSizeMax: 72,
} as const;

/** Field positions are percentages of the page (x from the left, y from the top of the text's baseline box). */
export const DESIGN_POSITION_RANGE = { min: 0, max: 100 } as const;
