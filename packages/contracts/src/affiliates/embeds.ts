import {
  AFFILIATE_PAGE_SIZE,
  EMBED_DESCRIPTION_MAX,
  EMBED_DISPLAYS,
  EMBED_FORMS,
  EMBED_LABEL_MAX,
  EMBED_NAME_MAX,
  EMBED_PURPOSES,
  EMBED_SLIDES_MAX,
  EMBED_URL_MAX,
} from "@sellwerk/domain";
import { z } from "../zod.ts";
import { listQuery, listResponse } from "../list.ts";
import { dateTime, recordId } from "../product-parts.ts";

// Embeddable items (issue 14, spec two §3): the publisher's own list and editor
// (/api/v1/publish/embeddable_items) and the public answer the embed script reads
// (/api/v1/app/embeddable_items/{id}). The rules between form, purpose and display are the
// domain's (validateEmbeddableItem); here only shapes and lengths.

const text = (max: number) => z.string().trim().max(max).nullable().optional();

export const embedSettings = z.object({
  /** The link's or button's text. */
  label: text(EMBED_LABEL_MAX),
  /** Banner and slider: a line under the image. */
  description: text(EMBED_DESCRIPTION_MAX),
  /** #rrggbb: the button's background and text. */
  color: text(7),
  text_color: text(7),
  /** Banner and badge. */
  image_url: text(EMBED_URL_MAX),
  /** Slider: its images, in order. */
  images: z
    .array(z.string().trim().max(EMBED_URL_MAX))
    .max(EMBED_SLIDES_MAX + 1)
    .nullable()
    .optional(),
  /** course_lesson: the lesson the link opens. */
  lesson_id: recordId.nullable().optional(),
});
export type EmbedSettings = z.infer<typeof embedSettings>;

export const embeddableItemBody = z.object({
  name: z.string().trim().min(1).max(EMBED_NAME_MAX),
  form: z.enum(EMBED_FORMS),
  purpose: z.enum(EMBED_PURPOSES),
  display: z.enum(EMBED_DISPLAYS).default("modal"),
  program_id: recordId.nullable().default(null),
  product_id: recordId.nullable().default(null),
  custom_url: z.string().trim().max(EMBED_URL_MAX).nullable().default(null),
  settings: embedSettings.default({}),
});
export type EmbeddableItemBody = z.infer<typeof embeddableItemBody>;

export const embeddableItem = z.object({
  id: z.number().int(),
  name: z.string(),
  form: z.enum(EMBED_FORMS),
  purpose: z.enum(EMBED_PURPOSES),
  display: z.enum(EMBED_DISPLAYS),
  program_id: z.number().int().nullable(),
  program_name: z.string().nullable(),
  product_id: z.number().int().nullable(),
  product_name: z.string().nullable(),
  custom_url: z.string().nullable(),
  settings: embedSettings,
  /** Where a click leads (the affiliate link, the login page or the publisher's URL). */
  link_url: z.string(),
  /** The copyable HTML. */
  snippet: z.string(),
  created_at: dateTime,
  updated_at: dateTime,
});
export type EmbeddableItem = z.infer<typeof embeddableItem>;
export const embeddableItemEnvelope = z.object({ embeddable_item: embeddableItem });
export const embeddableItemParams = z.object({ id: recordId });

export const EMBEDDABLE_ITEM_SORT_KEYS = ["created_at", "name", "form", "purpose"] as const;
export const embeddableItemsQuery = listQuery(
  { sortKeys: EMBEDDABLE_ITEM_SORT_KEYS, defaultSortKey: "created_at", defaultPer: AFFILIATE_PAGE_SIZE },
  {
    form: z.enum(EMBED_FORMS).optional(),
    program_id: recordId.optional(),
  },
);
export type EmbeddableItemsQuery = z.infer<typeof embeddableItemsQuery>;
export const embeddableItemsAnswer = listResponse(embeddableItem);

/**
 * What the embed script needs and nothing private: the form's look, where a click leads, and the
 * checkout page to frame (null: not a product, or the program does not allow embedding — then
 * a click navigates like a link).
 */
export const publicEmbeddableItem = z.object({
  id: z.number().int(),
  form: z.enum(EMBED_FORMS),
  display: z.enum(EMBED_DISPLAYS),
  label: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  text_color: z.string().nullable(),
  image_url: z.string().nullable(),
  images: z.array(z.string()),
  link_url: z.string(),
  frame_url: z.string().nullable(),
  /** For the click call (POST /api/v1/app/affiliate_clicks) before the checkout opens. */
  publisher_id: z.number().int(),
  program_id: z.number().int().nullable(),
  product_id: z.number().int().nullable(),
});
export type PublicEmbeddableItem = z.infer<typeof publicEmbeddableItem>;
export const publicEmbeddableItemEnvelope = z.object({ embeddable_item: publicEmbeddableItem });

/** The editor's product choices for one of the publisher's programs. */
export const embedProductsQuery = z.object({ program_id: recordId });
export const embedProduct = z.object({ id: z.number().int(), name: z.string() });
export type EmbedProduct = z.infer<typeof embedProduct>;
export const embedProductsAnswer = z.object({ products: z.array(embedProduct) });
