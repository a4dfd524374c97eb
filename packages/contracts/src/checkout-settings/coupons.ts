import {
  checkCouponCode,
  COUPON_AMOUNT_BASES,
  COUPON_BULK_MAX,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_CODE_TYPES,
  COUPON_DISCOUNT_TYPES,
  COUPON_FORMS,
  COUPON_SCOPES,
  CURRENCIES,
  INPUT_RANGE,
  PLAN_AMOUNT_MAX,
} from "@sellwerk/domain";
import { z, fromCheck } from "../zod.ts";
import { listQuery, queryBoolean } from "../list.ts";
import { dateTime, recordId } from "../product-parts.ts";

// Coupons (spec two §3): single codes and bulk batches. A percentage travels as the percent
// (12.5) like the product discount; the table keeps hundredths of a percent (1250).
// docs/api-checkout-settings.md.

/** Products one coupon may name; far above real use, stops abuse. */
export const COUPON_PRODUCTS_MAX = 100;
export const COUPON_DEFAULT_LENGTH = 8;
export const COUPON_PREFIX_MAX = 20;

export const coupon = z.object({
  id: z.number().int(),
  code: z.string(),
  form: z.enum(COUPON_FORMS),
  /** The bulk batch it was generated in; null for single coupons. */
  batch: z.number().int().nullable(),
  code_type: z.enum(COUPON_CODE_TYPES),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  /** Minor units for currency, the percent (up to two decimals) for percents. */
  value: z.number(),
  currency: z.string().nullable(),
  amount_base: z.enum(COUPON_AMOUNT_BASES),
  scope: z.enum(COUPON_SCOPES),
  product_ids: z.array(z.number().int()),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  applies_to_all_rates: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  /** The publisher's node a sale with this coupon is attributed to (issue 14); null: none. */
  affiliate_node_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Coupon = z.infer<typeof coupon>;
export const couponEnvelope = z.object({ coupon });

/** What a coupon takes off, for whom and when: shared by single, bulk and edit. */
const discountFields = {
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  value: z.number().min(0),
  /** Required for currency coupons; ignored for percents. */
  currency: z.enum(CURRENCIES).nullable().default(null),
  amount_base: z.enum(COUPON_AMOUNT_BASES).default("end_amount"),
  scope: z.enum(COUPON_SCOPES).default("all"),
  /** The seller's own products (scope single: exactly one; multiple: at least one). */
  product_ids: z.array(recordId).max(COUPON_PRODUCTS_MAX).default([]),
  /** Redemptions allowed; null = unlimited. */
  usage_limit: z.number().int().min(INPUT_RANGE.min).max(INPUT_RANGE.max).nullable().default(null),
  starts_at: dateTime.nullable().default(null),
  ends_at: dateTime.nullable().default(null),
  /** Off every rate of an installment or subscription plan, not only the first payment. */
  applies_to_all_rates: z.boolean().default(false),
  active: z.boolean().default(true),
  /** Coupon-bound attribution: an accepted node of one of the seller's affiliate programs. */
  affiliate_node_id: recordId.nullable().default(null),
};
type DiscountFields = z.infer<z.ZodObject<typeof discountFields>>;

function checkDiscount(c: DiscountFields, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string, params?: Record<string, number>) =>
    ctx.addIssue({ code: "custom", path: [path], message, ...(params ? { params } : {}) });
  if (c.discount_type === "percents") {
    if (c.value <= 0) issue("value", "too_low", { minimum: 0.01 });
    else if (c.value > 100) issue("value", "too_high", { maximum: 100 });
    // At most two decimals (12.5 %, 33.33 %), with room for binary floating point.
    else if (Math.abs(c.value * 100 - Math.round(c.value * 100)) > 1e-6) issue("value", "invalid");
  } else {
    if (!Number.isInteger(c.value)) issue("value", "invalid");
    else if (c.value < 1) issue("value", "too_low", { minimum: 1 });
    else if (c.value > PLAN_AMOUNT_MAX) issue("value", "too_high", { maximum: PLAN_AMOUNT_MAX });
    // An amount means nothing without its currency.
    if (!c.currency) issue("currency", "required");
  }
  if (c.scope === "single" && c.product_ids.length !== 1)
    issue("product_ids", c.product_ids.length === 0 ? "required" : "coupon_single_product");
  if (c.scope === "multiple" && c.product_ids.length === 0) issue("product_ids", "required");
  if (c.starts_at && c.ends_at && Date.parse(c.ends_at) < Date.parse(c.starts_at))
    issue("ends_at", "ends_before_start");
}

const codeType = z.enum(COUPON_CODE_TYPES).default("alphanumeric");
const codeLength = z.number().int().min(COUPON_CODE_MIN).max(COUPON_CODE_MAX).default(COUPON_DEFAULT_LENGTH);
const code = z.string().trim().max(COUPON_CODE_MAX).superRefine(fromCheck(checkCouponCode));

export const createCouponBody = z
  .object({
    /** Left empty, a code of `code_type` and `length` is generated. */
    code: z
      .string()
      .trim()
      .max(COUPON_CODE_MAX)
      .superRefine((value, ctx) => {
        if (value) fromCheck(checkCouponCode)(value, ctx);
      })
      .default(""),
    code_type: codeType,
    length: codeLength,
    ...discountFields,
  })
  .superRefine(checkDiscount);
export type CreateCouponBody = z.infer<typeof createCouponBody>;

export const bulkCouponsBody = z
  .object({
    count: z.number().int().min(1).max(COUPON_BULK_MAX),
    code_type: codeType,
    /** Put before every generated code (e.g. SPRING-). */
    prefix: z
      .string()
      .trim()
      .max(COUPON_PREFIX_MAX)
      .regex(/^[A-Za-z0-9_-]*$/, { message: "invalid_coupon_code" })
      .default(""),
    length: codeLength,
    ...discountFields,
  })
  .superRefine((c, ctx) => {
    const room = COUPON_CODE_MAX - c.prefix.length;
    if (c.length > room)
      ctx.addIssue({ code: "custom", path: ["length"], message: "too_high", params: { maximum: room } });
    checkDiscount(c, ctx);
  });
export type BulkCouponsBody = z.infer<typeof bulkCouponsBody>;
export const bulkCouponsAnswer = z.object({ batch: z.number().int(), count: z.number().int() });

/** Every field replaced (code included); used_count is the checkout's and never set here. */
export const updateCouponBody = z
  .object({ code, code_type: codeType, ...discountFields })
  .superRefine(checkDiscount);
export type UpdateCouponBody = z.infer<typeof updateCouponBody>;

export const COUPON_SORT_KEYS = ["created_at", "code", "used_count"] as const;

export const couponsQuery = listQuery(
  { sortKeys: COUPON_SORT_KEYS, defaultSortKey: "created_at" },
  {
    active: queryBoolean,
    discount_type: z.enum(COUPON_DISCOUNT_TYPES).optional(),
    form: z.enum(COUPON_FORMS).optional(),
    batch: recordId.optional(),
  },
);
export type CouponsQuery = z.infer<typeof couponsQuery>;

export const couponParams = z.object({ id: recordId });
export const couponExportQuery = z.object({ batch: recordId });
