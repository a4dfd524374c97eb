import { checkHexColor, PRODUCT_TEXT_LIMIT } from "@sellwerk/domain";
import { z, fromCheck, text } from "../zod.ts";
import { recordId } from "../product-parts.ts";

// Product categories (spec two §3 Category; spec core §3 parentId and children): a seller's tree.

export const CATEGORY_DESCRIPTION_LIMIT = 5000;

/**
 * Answered as a flat list in tree order (each parent before its children, siblings by position),
 * with `depth`, so a client can indent it as is or rebuild the tree from `parent_id`.
 */
export const category = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  title: z.string(),
  description: z.string(),
  color: z.string().nullable(),
  hidden: z.boolean(),
  position: z.number().int(),
  product_ids: z.array(z.number().int()),
});
export type Category = z.infer<typeof category>;
export const categoriesAnswer = z.object({ list: z.array(category) });
export const categoryEnvelope = z.object({ category });

const fields = {
  title: text(PRODUCT_TEXT_LIMIT),
  description: z.string().trim().max(CATEGORY_DESCRIPTION_LIMIT),
  color: z.string().trim().superRefine(fromCheck(checkHexColor)).nullable(),
  hidden: z.boolean(),
  position: z.number().int().min(0).max(100_000),
  parent_id: recordId.nullable(),
};

export const createCategoryBody = z.object({
  ...fields,
  description: fields.description.default(""),
  color: fields.color.default(null),
  hidden: fields.hidden.default(false),
  position: fields.position.default(0),
  parent_id: fields.parent_id.default(null),
});
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

export const updateCategoryBody = z.object(fields).partial();
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

export const categoryParams = z.object({ id: recordId });
