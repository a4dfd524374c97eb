import { z } from "./zod.ts";

// Pieces shared by the schemas of a product's parts (course content, events, designs).

/** Database ids in paths and bodies. */
export const recordId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);

export const productParams = z.object({ id: recordId });

/** The product version an edit was based on (optimistic concurrency, docs/api-catalog.md). */
export const productVersion = z.number().int().positive();

/** DELETE has no body: the version travels as `If-Match: <version>` (quotes of an ETag allowed). */
export const ifMatchHeaders = z.object({
  "if-match": z
    .string()
    .regex(/^"?\d{1,9}"?$/, { message: "invalid" })
    .transform((value) => Number(value.replaceAll('"', ""))),
});

/** Moments with their offset, answered in UTC ISO form. */
export const dateTime = z.iso.datetime({ offset: true });

export const versionAnswer = z.object({ product_version: z.number().int() });
