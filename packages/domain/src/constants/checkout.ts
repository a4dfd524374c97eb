// Checkout look and flow (spec core §2, §3, §9).
export const CHECKOUT_DEFAULT_RADIUS = 22;
export const BUY_BUTTON_DEFAULT_COLOR = "#ffc107";

export const CHECKOUT_LAYOUTS = ["default", "simplified", "two_steps", "two_steps_advanced"] as const;
export type CheckoutLayout = (typeof CHECKOUT_LAYOUTS)[number];

export const ORDER_BUMP_POSITIONS = [
  "below_product_details",
  "below_payer_details",
  "below_payment_methods",
] as const;

export const CHECKOUT_FLOW_STEPS = [
  "method_selection",
  "payment_selection",
  "pricing_plans_update",
  "success_page",
] as const;

export const BUY_BUTTON_TEXTS = [
  "dynamic",
  "buy_now",
  "agree_on_terms_and_pay",
  "complete_order",
  "accept_and_pay_now",
] as const;

export const TRUST_SEALS = ["visa", "sslSecure", "mastercard", "product"] as const;

/** Height bounds of embedded payment widgets per method (spec core §9 "between 18 and 20"). */
export const EMBEDDED_PAYMENT_HEIGHT = { min: 18, max: 20 } as const;

/** Maximum of the order bump/upsell text. */
export const ORDER_BUMP_UPSELL_MAX = 300;

/** Checkout pricing steps run 1 to 4; 24 and 100 are the other bounds the spec lists for that flow. */
export const PRICING_STEP_MIN = 1;
export const PRICING_STEP_MAX = 4;
export const PRICING_FLOW_BOUNDS = [24, 100] as const;

export const EMAIL_DELIVERY_OPTIONS = ["standard", "custom", "no_email"] as const;

export const ORDER_TYPES = ["standard", "bundle", "bump", "ticket_upgrade"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_PARTY_KINDS = ["owner", "payer"] as const;
