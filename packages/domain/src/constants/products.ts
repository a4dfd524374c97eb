// Products (spec core §1, §2, §3, §9).
export const PRODUCT_TYPES = [
  "course",
  "service",
  "download",
  "membership",
  "event",
  "certificate",
  "license_key",
  "bundle",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_CATEGORIES = [
  "e_book",
  "music_files",
  "coaching",
  "membership",
  "book",
  "online_course",
  "online_course_live",
  "event",
  "certificate",
  "license_code",
] as const;

export const PRODUCT_ACTIONS = [
  "publish",
  "unpublish",
  "archive",
  "unarchive",
  "duplicate",
  "edit",
  "preview",
] as const;

/** Edit wizard steps per product type, in order; step numbers are index + 1. */
export const PRODUCT_EDIT_STEPS = {
  service: ["details", "checkout", "upsell", "delivery", "pages", "advanced"],
  download: ["details", "file_upload", "checkout", "upsell", "delivery", "pages", "advanced"],
  course: ["details", "content", "checkout", "upsell", "delivery", "pages", "advanced"],
  membership: ["details", "products", "checkout", "upsell", "delivery", "pages", "advanced"],
  bundle: ["details", "products", "checkout", "upsell", "delivery", "pages", "advanced"],
  event: ["details", "ticket_details", "design", "checkout", "upsell", "delivery", "pages", "advanced"],
  license_key: ["details", "license_keys", "checkout", "upsell", "delivery", "pages", "advanced"],
  certificate: ["details", "keys_details", "design", "checkout", "upsell", "delivery", "pages", "advanced"],
} as const satisfies Record<ProductType, readonly string[]>;

/** Maximum of short product texts. */
export const PRODUCT_TEXT_LIMIT = 300;
/** Maximum of long rich texts (description, custom mails, terms); the spec leaves it open. */
export const PRODUCT_RICH_TEXT_LIMIT = 20_000;
/** A product's access password (spec core §9 "other text lengths 3, 60"). */
export const ACCESS_PASSWORD_MIN_LENGTH = 3;
export const ACCESS_PASSWORD_MAX_LENGTH = 60;

/** Crop ratios (width / height): covers are square, banners 16:9. */
export const IMAGE_CROP_ASPECTS = { square: 1, banner: 16 / 9 } as const;

/** Default ticket quotas offered for event products. */
export const TICKET_DEFAULT_LIMITS = [45, 75] as const;

export const PRODUCT_NOT_READY_REASONS = [
  "not_valid",
  "no_active_pay_method",
  "no_pricing_plans",
  "limit_reached",
  "on_review",
  "rejected",
  "not_reviewed",
  "not_active",
  "no_active_events",
  "no_digitals",
  "finish_registration",
  "no_products",
  "is_archived",
  "has_access_password",
] as const;
export type ProductNotReadyReason = (typeof PRODUCT_NOT_READY_REASONS)[number];

export const THEME_KINDS = [
  "shop",
  "membership",
  "product",
  "addon",
  "payment_page",
  "affiliate_landing",
  "funnel",
  "multi_item_sharing",
] as const;

// Coupon constants live with their rules in orders/coupons.ts.
export const DISCOUNT_VALUE_FORMS = ["currency", "percents"] as const;
export type DiscountValueForm = (typeof DISCOUNT_VALUE_FORMS)[number];
