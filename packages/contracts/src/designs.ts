import {
  CERTIFICATE_DATA_FIELDS,
  CERTIFICATE_FONTS,
  CERTIFICATE_ORIENTATIONS,
  CERTIFICATE_PLACED_FIELDS,
  CERTIFICATE_SERIAL_FORMATS,
  checkHexColor,
  checkSerialPrefix,
  DEFAULT_CERTIFICATE_PLACEMENTS,
  DEFAULT_CERTIFICATE_TEXT_COLOR,
  DEFAULT_TICKET_COLORS,
  DESIGN_LIMITS,
  DESIGN_POSITION_RANGE,
  TEXT_ALIGNS,
  TICKET_LAYOUTS,
  type CertificatePlacedField,
} from "@sellwerk/domain";
import { z, fromCheck } from "./zod.ts";
import { productVersion } from "./product-parts.ts";
import { storedFile } from "./catalog-files.ts";

// The "design" step (ticket of an event, certificate) and the certificate's "keys details" step.
// Every field has a default, so a stored design that lacks one (older or empty) still renders.

const hex = (fallback: string) => z.string().trim().superRefine(fromCheck(checkHexColor)).default(fallback);
const freeText = (max: number) => z.string().trim().max(max).default("");
const fileId = z.number().int().positive().nullable().default(null);

export const ticketDesign = z.object({
  kind: z.literal("ticket"),
  layout: z.enum(TICKET_LAYOUTS).default("standard"),
  logo_file_id: fileId,
  colors: z
    .object({
      primary: hex(DEFAULT_TICKET_COLORS.primary),
      background: hex(DEFAULT_TICKET_COLORS.background),
      text: hex(DEFAULT_TICKET_COLORS.text),
    })
    .prefault({}),
  /** Printed above the event name, e.g. "Admission ticket". */
  headline: freeText(DESIGN_LIMITS.titleMax),
  /** Information for the attendee (entrance, what to bring). */
  info_text: freeText(DESIGN_LIMITS.textMax),
  /** Small print at the bottom. */
  terms: freeText(DESIGN_LIMITS.textMax),
  show_price: z.boolean().default(true),
});
export type TicketDesign = z.infer<typeof ticketDesign>;

const position = z.number().min(DESIGN_POSITION_RANGE.min).max(DESIGN_POSITION_RANGE.max);

const placement = (field: CertificatePlacedField) => {
  const fallback = DEFAULT_CERTIFICATE_PLACEMENTS[field];
  return z
    .object({
      x: position.default(fallback.x),
      y: position.default(fallback.y),
      size: z
        .number()
        .int()
        .min(DESIGN_LIMITS.fontSizeMin)
        .max(DESIGN_LIMITS.fontSizeMax)
        .default(fallback.size),
      font: z.enum(CERTIFICATE_FONTS).default(fallback.font),
      align: z.enum(TEXT_ALIGNS).default(fallback.align),
    })
    .prefault({});
};

const placements = z
  .object(
    Object.fromEntries(CERTIFICATE_PLACED_FIELDS.map((field) => [field, placement(field)])) as {
      [F in CertificatePlacedField]: ReturnType<typeof placement>;
    },
  )
  .prefault({});

export const certificateDesign = z.object({
  kind: z.literal("certificate"),
  orientation: z.enum(CERTIFICATE_ORIENTATIONS).default("landscape"),
  background_file_id: fileId,
  text_color: hex(DEFAULT_CERTIFICATE_TEXT_COLOR),
  /** Where each text sits: x and y in percent of the page, font size in points. */
  positions: placements,
});
export type CertificateDesign = z.infer<typeof certificateDesign>;

export const design = z.discriminatedUnion("kind", [ticketDesign, certificateDesign]);
export type Design = z.infer<typeof design>;

export const designBody = z.object({ version: productVersion, design });

/** The design with every default filled in, and the files it names, for the editor. */
export const designAnswer = z.object({
  design,
  files: z.array(storedFile),
  product_version: z.number().int(),
});

/** The certificate's "keys details": what it says and how its serial reads (stored in type_settings). */
export const certificateSettings = z.object({
  fields: z
    .array(z.enum(CERTIFICATE_DATA_FIELDS))
    .max(CERTIFICATE_DATA_FIELDS.length)
    .refine((list) => new Set(list).size === list.length, { message: "invalid_value" })
    .default([...CERTIFICATE_DATA_FIELDS]),
  title: freeText(DESIGN_LIMITS.titleMax),
  custom_text: freeText(DESIGN_LIMITS.textMax),
  validity_text: freeText(DESIGN_LIMITS.validityMax),
  serial_prefix: z.string().trim().toUpperCase().superRefine(fromCheck(checkSerialPrefix)).default(""),
  serial_format: z.enum(CERTIFICATE_SERIAL_FORMATS).default("prefix_year_number"),
});
export type CertificateSettings = z.infer<typeof certificateSettings>;

export const keysDetailsBody = certificateSettings.extend({ version: productVersion });
export const keysDetailsAnswer = z.object({
  keys_details: certificateSettings,
  /** How a serial of this product will read; the random part is drawn when issue 5 issues it. */
  serial_example: z.string(),
  product_version: z.number().int(),
});
