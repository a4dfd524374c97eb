// Shop and page builder (spec two §3, §9).
export const BLOCK_TYPES = [
  "header",
  "banner",
  "text",
  "button",
  "picture",
  "audio_player",
  "video",
  "file",
  "file_pdf",
  "seller_products",
  "membership_products",
  "product",
  "popular_products",
  "testimonials",
  "gap",
  "footer",
  "affiliate",
  "contact_form",
  "conversion_tools",
  "thank_you_page",
  "funnel",
  "funnel_product",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const BUILDER_PAGE_KINDS = [
  "shop",
  "shop_product_page",
  "membership",
  "course",
  "funnel",
  "affiliate_page",
  "thank_you_page",
] as const;

export const SHOP_TEXT_LIMIT = 5000;
export const SHOP_DEFAULT_PADDING = 5;
/** Range of builder sliders (padding, transparency, widths in %). */
export const SHOP_RANGE = { min: 0, max: 100 } as const;
export const COURSE_DEFAULTS = { textLimit: 5000, shortTextLimit: 300, padding: 5 } as const;
export const NEW_TEXT_LIMIT = 1000;
export const ITEMS_PER_SLIDE_DEFAULT = 3;
export const COUNTDOWN_DEFAULT = 100;
export const TESTIMONIAL_MAX_WIDTH = 5000;
export const DEFAULT_BLOCK_WIDTH = "100%";
export const OTHER_MAX_WIDTH = 250;
export const BUILDER_TEXT_LIMITS = [300, 500] as const;
export const BUILDER_FONT_SIZE = { min: 13, max: 70 } as const;
/** Spec two §9 "default pricing value 14"; the unit is not given. */
export const DEFAULT_PRICING_VALUE = 14;

export const SOCIAL_LINKS = [
  "website",
  "facebook",
  "instagram",
  "twitter",
  "youtube",
  "tumblr",
  "pinterest",
  "linkedin",
  "xing",
  "tiktok",
] as const;

export const CONTACT_FORM_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "birthday",
  "street",
  "zip",
  "country_code",
  "phone",
  "custom",
] as const;
export const CONTACT_FORM_FIELD_TYPES = ["text", "textarea"] as const;

export const PRODUCT_VIEWS = [
  "grid",
  "list",
  "slider",
  "button",
  "text",
  "countdown",
  "modal",
  "progressBar",
] as const;
export const PRODUCT_ACTION_TYPES = [
  "buy",
  "details",
  "customLink",
  "individualLink",
  "downloadFile",
  "lessonLink",
] as const;

export const COOKIE_CONSENT_KINDS = ["none", "simple", "rich", "external"] as const;

export const EMBEDDABLE_ITEM_FORMS = [
  "plain_link",
  "text_link",
  "button",
  "banner",
  "badge",
  "slider",
  "embed_form",
  "embed_payment_page",
] as const;
export const EMBEDDABLE_ITEM_PURPOSES = [
  "shop",
  "product",
  "course_lesson",
  "login_page",
  "custom_link",
] as const;
export const EMBEDDABLE_ITEM_DISPLAYS = ["modal", "on_page"] as const;

/** Intervals a pricing plan can repeat at: 1-27 days, 1-4 weeks, 1-11 months, 1-2 years. */
export const PRICING_PLAN_INTERVAL_LIMITS = { d: 27, w: 4, m: 11, y: 2 } as const;
