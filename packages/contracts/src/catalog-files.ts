import { checkLicenseKeyFormat, LICENSE_KEY_MAX_LENGTH } from "@sellwerk/domain";
import { z, fromCheck } from "./zod.ts";
import { listQuery, listResponse } from "./list.ts";
import { productVersion as version, recordId as id } from "./product-parts.ts";

// Files, digitals (download step), the license key pool and included products (bundle and
// membership step) of docs/api-catalog.md.

export const FILE_PURPOSES = [
  "cover",
  "banner",
  "digital",
  "ticket_logo",
  "certificate_background",
  "lesson_media",
  /** The seller's own trust seal on the checkout (checkout themes). */
  "trust_seal",
  /** A seller verification (KYC) document: PDF, JPEG or PNG (docs/verification.md). */
  "kyc_document",
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** Size variants of uploaded images, by width in pixels. */
export const IMAGE_VARIANT_WIDTHS = { s: 200, m: 600, l: 1200 } as const;
export const IMAGE_VARIANTS = ["s", "m", "l"] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

export const uploadQuery = z.object({ purpose: z.enum(FILE_PURPOSES) });

/** Crop area in pixels of the (orientation-corrected) original; all four or none. */
export const cropFields = z.object({
  crop_x: z.coerce.number().int().min(0).optional(),
  crop_y: z.coerce.number().int().min(0).optional(),
  crop_w: z.coerce.number().int().min(1).optional(),
  crop_h: z.coerce.number().int().min(1).optional(),
});

export const storedFile = z.object({
  id: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  variants: z.record(z.string(), z.string()),
});
export const fileEnvelope = z.object({ file: storedFile });

export const fileParams = z.object({ id, variant: z.enum(IMAGE_VARIANTS).optional() });
export const fileQuery = z.object({
  sig: z.string().max(64).optional(),
  /** Ask the browser to save the file instead of showing it. */
  download: z.enum(["1", "true"]).optional(),
});

/** Per purpose: the largest accepted file and the accepted content types (empty: any type). */
export const uploadLimits = z.object({
  purposes: z.record(
    z.enum(FILE_PURPOSES),
    z.object({ max_bytes: z.number().int(), accept: z.array(z.string()) }),
  ),
});

export const digitalParams = z.object({ id, digital_id: id });
export const licenseKeyParams = z.object({ id, key_id: id });

// Download step: the product's files, in order.
export const digital = z.object({
  id: z.number().int(),
  file: storedFile,
  position: z.number().int(),
  stamp_pdf: z.boolean(),
});
export const digitalsAnswer = z.object({ list: z.array(digital), product_version: z.number().int() });
export const addDigitalBody = z.object({ version, file_id: id, stamp_pdf: z.boolean().default(false) });
/** Replace the file (keeping the position) and/or switch PDF stamping. */
export const updateDigitalBody = z.object({
  version,
  file_id: id.optional(),
  stamp_pdf: z.boolean().optional(),
});
export const orderBody = z.object({ version, ids: z.array(id).max(1000) });

// License key step: the pool, its stock and the generator format.
export const LICENSE_KEY_STATES = ["available", "reserved", "assigned"] as const;
export const LICENSE_KEYS_PER_REQUEST = 10_000;

export const licenseKeyFormat = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .superRefine(fromCheck(checkLicenseKeyFormat));

export const licenseKey = z.object({
  id: z.number().int(),
  key: z.string(),
  state: z.enum(LICENSE_KEY_STATES),
  source: z.string(),
  created_at: z.string(),
  assigned_at: z.string().nullable(),
});
export const licenseKeyStock = z.object({
  available: z.number().int(),
  reserved: z.number().int(),
  assigned: z.number().int(),
});
export const licenseKeysQuery = listQuery(
  { sortKeys: ["id", "key", "created_at"], defaultSortKey: "id", defaultSortDir: "desc" },
  { state: z.enum(LICENSE_KEY_STATES).optional() },
);
export const licenseKeysAnswer = listResponse(licenseKey).extend({
  stock: licenseKeyStock,
  format: z.string().nullable(),
  product_version: z.number().int(),
});

/** Either pasted or uploaded keys, or a request to generate keys from a format. */
export const addLicenseKeysBody = z
  .object({
    version,
    keys: z
      .array(z.string().max(LICENSE_KEY_MAX_LENGTH * 4))
      .max(LICENSE_KEYS_PER_REQUEST)
      .optional(),
    generate: z
      .object({ format: licenseKeyFormat, count: z.number().int().min(1).max(LICENSE_KEYS_PER_REQUEST) })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.keys && !body.generate) ctx.addIssue({ code: "custom", message: "required", path: ["keys"] });
  });
export const addLicenseKeysAnswer = z.object({
  added: z.number().int(),
  /** Keys given twice in the input or already in the pool; none is stored twice. */
  duplicates: z.number().int(),
  /** The first of those duplicates, to show the seller which ones. */
  duplicate_keys: z.array(z.string()),
  available: z.number().int(),
  stock: licenseKeyStock,
  format: z.string().nullable(),
  product_version: z.number().int(),
});
export const licenseKeyFormatBody = z.object({ version, format: licenseKeyFormat });
export const licenseKeyFormatAnswer = z.object({ format: z.string(), product_version: z.number().int() });
export const removeLicenseKeysBody = z.object({ ids: z.array(id).min(1).max(1000) });
export const removeLicenseKeysAnswer = z.object({
  removed: z.number().int(),
  stock: licenseKeyStock,
  product_version: z.number().int(),
});

// Products step of bundles and memberships: the included products, in order.
export const INCLUDED_PRODUCTS_MAX = 100;
export const includedProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  form: z.string(),
  state: z.string(),
  archived: z.boolean(),
  position: z.number().int(),
});
export const itemsAnswer = z.object({ list: z.array(includedProduct), product_version: z.number().int() });
export const setItemsBody = z.object({ version, item_ids: z.array(id).max(INCLUDED_PRODUCTS_MAX) });
