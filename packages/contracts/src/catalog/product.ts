import {
  ACCESS_PASSWORD_MAX_LENGTH,
  ACCESS_PASSWORD_MIN_LENGTH,
  checkSlug,
  CONTENT_LANGUAGES,
  CURRENCIES,
  INPUT_RANGE,
  PRODUCT_NOT_READY_REASONS,
  PRODUCT_PUBLISHING_STATES,
  PRODUCT_REVIEW_STATES,
  PRODUCT_RICH_TEXT_LIMIT,
  PRODUCT_TEXT_LIMIT,
  PRODUCT_TYPES,
  PRODUCTS_PAGE_SIZE,
  PRODUCT_EDIT_STEPS,
} from "@sellwerk/domain";
import { z, fromCheck, text } from "../zod.ts";
import { listQuery, queryBoolean } from "../list.ts";
import { productVersion as version, recordId } from "../product-parts.ts";
import { storedFile } from "../catalog-files.ts";
import * as eventsContract from "../events.ts";
import * as courseContract from "../course.ts";
import { discount, discountInput, pricingPlan, pricingPlanInput } from "./pricing.ts";
import {
  advancedFields,
  advancedSettings,
  checkDelivery,
  checkoutFields,
  checkoutSettings,
  checkPages,
  deliveryFields,
  deliverySettings,
  pagesFields,
  pagesSettings,
  STEP_LIST_MAX,
  trackingCode,
  trackingCodeInput,
  upsellFields,
  upsellSettings,
} from "./settings.ts";

// Products: the answer shape, the list, and the bodies of the editor steps (docs/api-catalog.md).

export const productForm = z.enum(PRODUCT_TYPES);
const notReadyReason = z.enum(PRODUCT_NOT_READY_REASONS);
/** More steps than any product type has (8); the use-case checks the product's own count. */
const STEPS_MAX = Math.max(...Object.values(PRODUCT_EDIT_STEPS).map((s) => s.length));
export const PRICING_PLANS_MAX = 20;

export const product = z.object({
  id: z.number().int(),
  form: productForm,
  name: z.string(),
  slug: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  short_description: z.string(),
  internal_name: z.string(),
  cost_center: z.string(),
  content_language: z.string(),
  free: z.boolean(),
  state: z.enum(PRODUCT_PUBLISHING_STATES),
  review_state: z.enum(PRODUCT_REVIEW_STATES),
  /** The manager's reason of the latest rejection or take-down. */
  review_reason: z.string().nullable(),
  archived: z.boolean(),
  limit: z.number().int().nullable(),
  sold_count: z.number().int(),
  reserved_count: z.number().int(),
  is_sold_out: z.boolean(),
  access_password: z.string().nullable(),
  currency: z.string(),
  /** The headline of the plan the checkout opens with (domain listPrice), before a discount. */
  display_price: z.number().int().nullable(),
  /** Other active plans show another amount: lists write "from" before the price. */
  display_price_from: z.boolean(),
  /** The public checkout page (/s/{username}/{slug}) while buyers can open it, else null. */
  checkout_path: z.string().nullable(),
  cover: storedFile.nullable(),
  banner: storedFile.nullable(),
  category_ids: z.array(z.number().int()),
  pricing_plans: z.array(pricingPlan),
  discount: discount.nullable(),
  checkout: checkoutSettings,
  upsell: upsellSettings,
  delivery: deliverySettings,
  pages: pagesSettings,
  advanced: advancedSettings,
  design: z.record(z.string(), z.unknown()),
  type_settings: z.record(z.string(), z.unknown()),
  tracking_codes: z.array(trackingCode),
  steps: z.array(z.string()),
  last_step: z.number().int(),
  not_ready_reasons: z.array(notReadyReason),
  /** The list's warnings for this viewer: review ones for power sellers only. */
  warnings: z.array(notReadyReason),
  can_be_sold_via_shop: z.boolean(),
  has_digitals: z.boolean(),
  active_tickets_count: z.number().int(),
  product_addons_count: z.number().int(),
  license_keys_available: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof product>;
export const productEnvelope = z.object({ product });

/** The product list's row: the product without the editor steps' settings. */
export const productListItem = product.omit({
  description: true,
  pricing_plans: true,
  discount: true,
  access_password: true,
  banner: true,
  checkout: true,
  upsell: true,
  delivery: true,
  pages: true,
  advanced: true,
  design: true,
  type_settings: true,
  tracking_codes: true,
});
export type ProductListItem = z.infer<typeof productListItem>;

export const PRODUCT_SORT_KEYS = [
  "id",
  "name",
  "created_at",
  "updated_at",
  "display_price",
  "sold_count",
] as const;

export const productsQuery = listQuery(
  { sortKeys: PRODUCT_SORT_KEYS, defaultSortKey: "created_at", defaultPer: PRODUCTS_PAGE_SIZE },
  {
    form: productForm.optional(),
    state: z.enum(PRODUCT_PUBLISHING_STATES).optional(),
    /** Default false: archived products are listed only when asked for. */
    archived: queryBoolean,
    category_id: recordId.optional(),
    /** Products showing this warning (for this viewer). */
    warning: notReadyReason.optional(),
  },
);
export type ProductsQuery = z.infer<typeof productsQuery>;

export const productName = text(PRODUCT_TEXT_LIMIT);

export const createProductBody = z.object({
  form: productForm,
  name: productName,
  currency: z.enum(CURRENCIES).default("eur"),
});

const plainText = z.string().trim().max(PRODUCT_TEXT_LIMIT);

/** Details step; every field optional (PATCH). */
export const detailsBody = z.object({
  version,
  name: productName.optional(),
  slug: z.string().trim().superRefine(fromCheck(checkSlug)).optional(),
  description: z.string().max(PRODUCT_RICH_TEXT_LIMIT).optional(),
  short_description: plainText.optional(),
  internal_name: plainText.optional(),
  cost_center: plainText.optional(),
  content_language: z.enum(CONTENT_LANGUAGES).optional(),
  free: z.boolean().optional(),
  category_ids: z
    .array(recordId)
    .max(STEP_LIST_MAX * 5)
    .optional(),
  cover_file_id: recordId.nullable().optional(),
  banner_file_id: recordId.nullable().optional(),
});
export type DetailsBody = z.infer<typeof detailsBody>;

/** No two entries of a list may be the same (plan ids, product ids, payment methods). */
function unique<T>(path: string, values: readonly T[], ctx: z.RefinementCtx): void {
  values.forEach((v, i) => {
    if (values.indexOf(v) !== i) ctx.addIssue({ code: "custom", path: [path, i], message: "already_exists" });
  });
}

const accessPassword = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z.string().trim().min(ACCESS_PASSWORD_MIN_LENGTH).max(ACCESS_PASSWORD_MAX_LENGTH).nullable(),
);

export const checkoutBody = z
  .object({
    version,
    /** The product's currency; every plan is in it. */
    currency: z.enum(CURRENCIES).optional(),
    pricing_plans: z.array(pricingPlanInput).max(PRICING_PLANS_MAX),
    discount: discountInput.nullable().default(null),
    limit: z.number().int().min(INPUT_RANGE.min).max(INPUT_RANGE.max).nullable().default(null),
    access_password: accessPassword.default(null),
    ...checkoutFields,
  })
  .superRefine((b, ctx) => {
    unique(
      "pricing_plans",
      b.pricing_plans.map((p, i) => p.id ?? -i - 1),
      ctx,
    );
    unique("payment_methods", b.payment_methods, ctx);
  });
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const upsellBody = z
  .strictObject({ version, ...upsellFields })
  .superRefine((b, ctx) => unique("product_ids", b.product_ids, ctx));
export type UpsellBody = z.infer<typeof upsellBody>;

export const deliveryBody = z.object({ version, ...deliveryFields }).superRefine(checkDelivery);
export type DeliveryBody = z.infer<typeof deliveryBody>;

export const pagesBody = z.strictObject({ version, ...pagesFields }).superRefine(checkPages);
export type PagesBody = z.infer<typeof pagesBody>;

export const advancedBody = z.object({
  version,
  tracking_codes: z.array(trackingCodeInput).max(STEP_LIST_MAX).default([]),
  ...advancedFields,
});
export type AdvancedBody = z.infer<typeof advancedBody>;

export const stepBody = z.object({ version, step: z.number().int().min(1).max(STEPS_MAX) });
export const versionBody = z.object({ version });

export const previewAnswer = z.object({
  /** The product with what its page lists besides the description: events and course modules. */
  product: product.extend({
    events: z.array(eventsContract.event),
    course_modules: z.array(courseContract.courseModule),
  }),
  seller: z.object({ username: z.string(), name: z.string() }),
  /** The buyer's checkout page in preview mode (signed; shows drafts, buying switched off). */
  page_url: z.string(),
});
