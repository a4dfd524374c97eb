import {
  CHECKOUT_LAYOUTS,
  checkPlaceholders,
  checkTrackingId,
  checkUrl,
  EMAIL_DELIVERY_OPTIONS,
  LOCALES,
  ORDER_BUMP_POSITIONS,
  ORDER_BUMP_UPSELL_MAX,
  PAYMENT_METHODS,
  PRODUCT_RICH_TEXT_LIMIT,
  PRODUCT_TEXT_LIMIT,
  TRACKING_CODE_KINDS,
  TRACKING_EVENTS,
} from "@sellwerk/domain";
import { z } from "../zod.ts";
import { recordId } from "../product-parts.ts";

// The settings each editor step reads and writes as a whole (checkout, upsell, delivery, pages,
// advanced). The `…Fields` shapes answer; the request bodies add the version and the cross-field
// rules (routes in ./product.ts).

/** Upsell products, order bumps and tracking codes per product; far above real use, stops abuse. */
export const STEP_LIST_MAX = 20;

/** not_assigned is a placeholder of the spec's list, never something a checkout offers. */
export const paymentMethod = z
  .enum(PAYMENT_METHODS)
  .refine((m) => m !== "not_assigned", { message: "invalid_value" });

export const orderBump = z.object({
  product_id: recordId,
  plan_id: recordId.nullable().default(null),
  text: z.string().trim().max(ORDER_BUMP_UPSELL_MAX).default(""),
});

export const checkoutFields = {
  payment_methods: z.array(paymentMethod).max(PAYMENT_METHODS.length).default([]),
  layout: z.enum(CHECKOUT_LAYOUTS).default("default"),
  theme_id: recordId.nullable().default(null),
  order_bumps: z.array(orderBump).max(STEP_LIST_MAX).default([]),
  order_bump_position: z.enum(ORDER_BUMP_POSITIONS).default("below_payment_methods"),
};
export const checkoutSettings = z.object(checkoutFields);

// Funnels and thank-you pages do not exist yet, so no field refers to one: a number given would
// name nothing. Stored settings that still carry funnel_id or thank_you_page_id read as before
// (unknown keys are dropped on reading); a save that sends them is refused (the bodies are strict).
export const upsellFields = {
  product_ids: z.array(recordId).max(STEP_LIST_MAX).default([]),
};
export const upsellSettings = z.object(upsellFields);

const placeholderText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((t) => checkPlaceholders(t) === null, { message: "unknown_placeholder" });

export const customEmail = z.object({
  subject: placeholderText(PRODUCT_TEXT_LIMIT),
  body: placeholderText(PRODUCT_RICH_TEXT_LIMIT),
});

export const deliveryFields = {
  email: z.enum(EMAIL_DELIVERY_OPTIONS).default("standard"),
  /** Per interface language; the buyer gets their language, else the other one. */
  custom: z.partialRecord(z.enum(LOCALES), customEmail).default({}),
};
export const deliverySettings = z.object(deliveryFields);

/** A custom mail needs at least one language, and each given language a subject and a body. */
export function checkDelivery(d: z.infer<typeof deliverySettings>, ctx: z.RefinementCtx): void {
  if (d.email !== "custom") return;
  const languages = LOCALES.filter((l) => d.custom[l]);
  if (languages.length === 0) ctx.addIssue({ code: "custom", path: ["custom"], message: "required" });
  for (const l of languages)
    for (const key of ["subject", "body"] as const)
      if (!d.custom[l]?.[key])
        ctx.addIssue({ code: "custom", path: ["custom", l, key], message: "required" });
}

/** "thank_you_page" only reads stored settings: it cannot be chosen until thank-you pages exist. */
export const SUCCESS_PAGES = ["default", "url", "thank_you_page"] as const;

export const pagesFields = {
  success: z.enum(SUCCESS_PAGES).default("default"),
  success_url: z.string().trim().max(2000).default(""),
  cancellation_terms: z.string().max(PRODUCT_RICH_TEXT_LIMIT).default(""),
  terms: z.string().max(PRODUCT_RICH_TEXT_LIMIT).default(""),
};
export const pagesSettings = z.object(pagesFields);

export function checkPages(p: z.infer<typeof pagesSettings>, ctx: z.RefinementCtx): void {
  if (p.success === "url" && !p.success_url)
    ctx.addIssue({ code: "custom", path: ["success_url"], message: "required" });
  // Only http(s): a javascript: URL here would run on the buyer's success page.
  else if (p.success_url && checkUrl(p.success_url))
    ctx.addIssue({ code: "custom", path: ["success_url"], message: "invalid_url" });
  if (p.success === "thank_you_page")
    ctx.addIssue({ code: "custom", path: ["success"], message: "invalid_value" });
}

export const trackingCodeFields = {
  kind: z.enum(TRACKING_CODE_KINDS),
  code_id: z.string().trim().max(100).default(""),
  /** The custom kind's snippet; rendered only on the seller's own pages. */
  snippet: z.string().max(10_000).default(""),
  events: z.array(z.enum(TRACKING_EVENTS)).max(TRACKING_EVENTS.length).default([]),
  active: z.boolean().default(true),
};

/** Ids must match their kind (UA- for google analytics, G- for GA4 …); a custom code needs its snippet. */
export const trackingCodeInput = z.object(trackingCodeFields).superRefine((c, ctx) => {
  if (c.kind === "custom") {
    if (!c.snippet.trim()) ctx.addIssue({ code: "custom", path: ["snippet"], message: "required" });
  } else if (!c.code_id) ctx.addIssue({ code: "custom", path: ["code_id"], message: "required" });
  else if (checkTrackingId(c.kind, c.code_id))
    ctx.addIssue({ code: "custom", path: ["code_id"], message: "invalid_tracking_id" });
});
export const trackingCode = z.object({ id: z.number().int(), ...trackingCodeFields });

export const advancedFields = {
  /** Sold by direct link only, not listed in the seller's shop. */
  hidden_in_shop: z.boolean().default(false),
  /** Offered to publishers in the affiliate marketplace. */
  affiliate_marketplace: z.boolean().default(false),
  /** A line printed on the product's invoices. */
  invoice_note: z.string().trim().max(PRODUCT_TEXT_LIMIT).default(""),
};
export const advancedSettings = z.object(advancedFields);
