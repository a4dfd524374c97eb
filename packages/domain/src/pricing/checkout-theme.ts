import {
  BUY_BUTTON_DEFAULT_COLOR,
  CHECKOUT_DEFAULT_RADIUS,
  type BUY_BUTTON_TEXTS,
} from "../constants/checkout.ts";

// The built-in look of the checkout page (spec core §3 "Checkout theme", §9: radius 22, buy
// button #ffc107): what a seller without a theme gets, and what every field of a new theme starts
// with. The API answers it under snake_case keys (contracts/checkout-settings/themes.ts).

export const CHECKOUT_THEME_NAME_MAX = 100;
export const CHECKOUT_THEME_TEXT_MAX = 100;
export const CHECKOUT_THEME_RADIUS_MAX = 60;

export const MOBILE_DESCRIPTION_DEFAULTS = ["expanded", "collapsed"] as const;
export const CHECKOUT_BUYER_INCLUDE_TYPES = ["private", "business", "private_and_business"] as const;
export type BuyerIncludeType = (typeof CHECKOUT_BUYER_INCLUDE_TYPES)[number];

export const DEFAULT_CHECKOUT_THEME = {
  pageColor: "#ffffff",
  backgroundColor: "#f4f5f7",
  buyButtonColor: BUY_BUTTON_DEFAULT_COLOR,
  buyButtonFontColor: "#212529",
  buyButtonRadius: CHECKOUT_DEFAULT_RADIUS,
  buyButtonText: "dynamic" as (typeof BUY_BUTTON_TEXTS)[number],
  couponButtonColor: "#343a40",
  couponButtonFontColor: "#ffffff",
  couponButtonRadius: CHECKOUT_DEFAULT_RADIUS,
  // Empty texts mean "the page's own words in the buyer's language".
  getForFreeText: "",
  recommendedBadgeColor: "#2f9e44",
  recommendedBadgeFontColor: "#ffffff",
  countdownEnabled: false,
  countdownEndsAt: null as string | null,
  countdownColor: "#e03131",
  countdownFontColor: "#ffffff",
  countdownText: "",
  mobileDescriptionEnabled: true,
  mobileDescriptionDefault: "collapsed" as (typeof MOBILE_DESCRIPTION_DEFAULTS)[number],
  upsellPosition: "below_payment_methods" as const,
};

export const DEFAULT_TRUST_SEALS = { visa: true, sslSecure: true, mastercard: true } as const;
export const DEFAULT_BUYER_INCLUDE_TYPE: BuyerIncludeType = "private_and_business";
