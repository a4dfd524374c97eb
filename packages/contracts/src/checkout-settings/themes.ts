import {
  BUY_BUTTON_TEXTS,
  CHECKOUT_LAYOUTS,
  CHECKOUT_THEME_NAME_MAX,
  CHECKOUT_THEME_RADIUS_MAX,
  CHECKOUT_THEME_TEXT_MAX,
  checkHexColor,
  DEFAULT_BUYER_INCLUDE_TYPE,
  DEFAULT_CHECKOUT_THEME,
  DEFAULT_TRUST_SEALS,
  MOBILE_DESCRIPTION_DEFAULTS,
  ORDER_BUMP_POSITIONS,
} from "@sellwerk/domain";
import { z, fromCheck, text } from "../zod.ts";
import { dateTime, recordId } from "../product-parts.ts";
import { BUYER_INCLUDE_TYPES, checkoutThemeLook, trustSeals, type CheckoutThemeLook } from "../checkout.ts";

// Checkout themes (spec core §3 "Checkout theme"): the seller's looks for the checkout page. The
// keys are the buyer view's (checkout.ts checkoutThemeLook, trustSeals), so what the seller sets
// is what the page reads. docs/api-checkout-settings.md.

const D = DEFAULT_CHECKOUT_THEME;

/** The built-in look (domain DEFAULT_CHECKOUT_THEME) under the wire's keys. */
export const DEFAULT_CHECKOUT_THEME_LOOK: CheckoutThemeLook = {
  page_color: D.pageColor,
  background_color: D.backgroundColor,
  buy_button_color: D.buyButtonColor,
  buy_button_font_color: D.buyButtonFontColor,
  buy_button_radius: D.buyButtonRadius,
  buy_button_text: D.buyButtonText,
  coupon_button_color: D.couponButtonColor,
  coupon_button_font_color: D.couponButtonFontColor,
  coupon_button_radius: D.couponButtonRadius,
  get_for_free_text: D.getForFreeText,
  recommended_badge_color: D.recommendedBadgeColor,
  recommended_badge_font_color: D.recommendedBadgeFontColor,
  countdown_enabled: D.countdownEnabled,
  countdown_ends_at: D.countdownEndsAt,
  countdown_color: D.countdownColor,
  countdown_font_color: D.countdownFontColor,
  countdown_text: D.countdownText,
  mobile_description_enabled: D.mobileDescriptionEnabled,
  mobile_description_default: D.mobileDescriptionDefault,
  upsell_position: D.upsellPosition,
};

export const DEFAULT_TRUST_SEALS_SETTINGS = {
  visa: DEFAULT_TRUST_SEALS.visa,
  ssl_secure: DEFAULT_TRUST_SEALS.sslSecure,
  mastercard: DEFAULT_TRUST_SEALS.mastercard,
  product_seal_file_id: null,
};

const d = DEFAULT_CHECKOUT_THEME_LOOK;
const color = (fallback: string) => z.string().trim().superRefine(fromCheck(checkHexColor)).default(fallback);
const radius = (fallback: number) => z.number().int().min(0).max(CHECKOUT_THEME_RADIUS_MAX).default(fallback);
const words = z.string().trim().max(CHECKOUT_THEME_TEXT_MAX).default("");

/** A look as given or stored; fields left out take the built-in value. */
export const checkoutThemeLookInput = z
  .object({
    page_color: color(d.page_color),
    background_color: color(d.background_color),
    buy_button_color: color(d.buy_button_color),
    buy_button_font_color: color(d.buy_button_font_color),
    buy_button_radius: radius(d.buy_button_radius),
    buy_button_text: z.enum(BUY_BUTTON_TEXTS).default(d.buy_button_text),
    coupon_button_color: color(d.coupon_button_color),
    coupon_button_font_color: color(d.coupon_button_font_color),
    coupon_button_radius: radius(d.coupon_button_radius),
    get_for_free_text: words,
    recommended_badge_color: color(d.recommended_badge_color),
    recommended_badge_font_color: color(d.recommended_badge_font_color),
    countdown_enabled: z.boolean().default(false),
    countdown_ends_at: dateTime.nullable().default(null),
    countdown_color: color(d.countdown_color),
    countdown_font_color: color(d.countdown_font_color),
    countdown_text: words,
    mobile_description_enabled: z.boolean().default(d.mobile_description_enabled),
    mobile_description_default: z.enum(MOBILE_DESCRIPTION_DEFAULTS).default(d.mobile_description_default),
    upsell_position: z.enum(ORDER_BUMP_POSITIONS).default(d.upsell_position),
  })
  .superRefine((look, ctx) => {
    // A countdown counts down to something.
    if (look.countdown_enabled && !look.countdown_ends_at)
      ctx.addIssue({ code: "custom", path: ["countdown_ends_at"], message: "required" });
  });

/** visa, ssl_secure, mastercard seals and the seller's own seal image (a trust_seal upload). */
export const trustSealsInput = z.object({
  visa: z.boolean().default(DEFAULT_TRUST_SEALS_SETTINGS.visa),
  ssl_secure: z.boolean().default(DEFAULT_TRUST_SEALS_SETTINGS.ssl_secure),
  mastercard: z.boolean().default(DEFAULT_TRUST_SEALS_SETTINGS.mastercard),
  product_seal_file_id: recordId.nullable().default(null),
});
export type TrustSealsSettings = z.infer<typeof trustSealsInput>;

export const buyerIncludeType = z.enum(BUYER_INCLUDE_TYPES);

const themeFields = {
  name: text(CHECKOUT_THEME_NAME_MAX),
  layout: z.enum(CHECKOUT_LAYOUTS).default("default"),
  theme: checkoutThemeLookInput.prefault({}),
  trust_seals: trustSealsInput.prefault({}),
  buyer_include_type: buyerIncludeType.default(DEFAULT_BUYER_INCLUDE_TYPE),
};

export const createCheckoutThemeBody = z.object(themeFields);
export type CreateCheckoutThemeBody = z.infer<typeof createCheckoutThemeBody>;

/** A whole theme replaced; `version` is the one the editor loaded (stale: 409). */
export const updateCheckoutThemeBody = z.object({ ...themeFields, version: z.number().int().positive() });
export type UpdateCheckoutThemeBody = z.infer<typeof updateCheckoutThemeBody>;

export const checkoutTheme = z.object({
  id: z.number().int(),
  name: z.string(),
  layout: z.enum(CHECKOUT_LAYOUTS),
  theme: checkoutThemeLook,
  /** The buyer view's seals plus the seal image's id, for editing. */
  trust_seals: trustSeals.extend({ product_seal_file_id: z.number().int().nullable() }),
  buyer_include_type: buyerIncludeType,
  /** Applies to every product that names no theme of its own. */
  is_default: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CheckoutTheme = z.infer<typeof checkoutTheme>;
export const checkoutThemeEnvelope = z.object({ checkout_theme: checkoutTheme });
export const checkoutThemesAnswer = z.object({ list: z.array(checkoutTheme) });
export const themeParams = z.object({ id: recordId });
