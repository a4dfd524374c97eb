import {
  BUY_BUTTON_TEXTS,
  CHECKOUT_LAYOUTS,
  isCountryCode,
  LOCALES,
  ORDER_BUMP_POSITIONS,
  PAYMENT_METHODS,
  PRICING_PLAN_TYPES,
} from "@sellwerk/domain";
import { z } from "./zod.ts";
import { dateTime, recordId } from "./product-parts.ts";

// The public checkout (group `shop`, docs/api-checkout.md): the page's view of a product, the
// live quote, starting a checkout, and an order's public status. The buyer's browser is the
// only caller besides the server-rendered page, which embeds the same view.

const money = z.number().int();
/** Lower-case ISO code, like every currency in Sellwerk. */
const currency = z.string().length(3);

export const BUYER_KINDS = ["private", "business"] as const;
/** buyerInformation.includeType of a checkout theme: which buyer kinds the form offers. */
export const BUYER_INCLUDE_TYPES = ["private", "business", "private_and_business"] as const;

export const checkoutThemeLook = z.object({
  page_color: z.string(),
  background_color: z.string(),
  buy_button_color: z.string(),
  buy_button_font_color: z.string(),
  buy_button_radius: z.number().int(),
  buy_button_text: z.enum(BUY_BUTTON_TEXTS),
  coupon_button_color: z.string(),
  coupon_button_font_color: z.string(),
  coupon_button_radius: z.number().int(),
  get_for_free_text: z.string(),
  recommended_badge_color: z.string(),
  recommended_badge_font_color: z.string(),
  countdown_enabled: z.boolean(),
  countdown_ends_at: dateTime.nullable(),
  countdown_color: z.string(),
  countdown_font_color: z.string(),
  countdown_text: z.string(),
  mobile_description_enabled: z.boolean(),
  mobile_description_default: z.enum(["expanded", "collapsed"]),
  upsell_position: z.enum(ORDER_BUMP_POSITIONS),
});
export type CheckoutThemeLook = z.infer<typeof checkoutThemeLook>;

export const trustSeals = z.object({
  visa: z.boolean(),
  ssl_secure: z.boolean(),
  mastercard: z.boolean(),
  /** The product's own seal image, if any. */
  product_seal_url: z.string().nullable(),
});

export const scheduledRate = z.object({ number: z.number().int(), due_at: dateTime, amount: money });

export const checkoutPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  form: z.enum(PRICING_PLAN_TYPES),
  currency,
  /** Rates if bought now, after the product discount (subscriptions: the first rate only). */
  schedule: z.array(scheduledRate),
  /** Recurring amount and interval of subscriptions, for "then 19.00 € every month". */
  recurring: z
    .object({ amount: money, interval_unit: z.string(), interval_count: z.number().int() })
    .nullable(),
  trial_days: z.number().int(),
  /** Total of all rates (subscriptions: null, open-ended). */
  total: money.nullable(),
  /** Before the product discount, to show it struck through. */
  total_before_discount: money.nullable(),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  recommended: z.boolean(),
});
export type CheckoutPlan = z.infer<typeof checkoutPlan>;

export const checkoutTicketType = z.object({
  id: z.number().int(),
  name: z.string(),
  free: z.boolean(),
  price: money,
  /** Seats left (null = no quota). */
  available: z.number().int().nullable(),
  sold_out: z.boolean(),
});
export const checkoutEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_at: dateTime,
  ends_at: dateTime,
  location: z.string(),
  ticket_types: z.array(checkoutTicketType),
});

export const checkoutBump = z.object({
  product_id: z.number().int(),
  name: z.string(),
  text: z.string(),
  amount: money,
  currency,
  cover_url: z.string().nullable(),
});

/** Per method: which provider serves it and what its browser part needs (publishable key …). */
export const checkoutMethod = z.object({
  method: z.enum(PAYMENT_METHODS),
  provider: z.string(),
  client_config: z.record(z.string(), z.string()),
});

export const checkoutView = z.object({
  seller: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    form: z.string(),
    /** Sanitised HTML. */
    description: z.string(),
    short_description: z.string(),
    cover_url: z.string().nullable(),
    banner_url: z.string().nullable(),
    free: z.boolean(),
    currency,
    sold_out: z.boolean(),
    /** Not on sale (unpublished, seller cannot sell …): the page says so and offers nothing. */
    can_buy: z.boolean(),
    password_required: z.boolean(),
    /** Sanitised HTML of the seller's terms for this product ("" = the platform's default). */
    terms: z.string(),
    cancellation_terms_url: z.string(),
    events: z.array(checkoutEvent),
  }),
  plans: z.array(checkoutPlan),
  order_bumps: z.array(checkoutBump),
  order_bump_position: z.enum(ORDER_BUMP_POSITIONS),
  methods: z.array(checkoutMethod),
  layout: z.enum(CHECKOUT_LAYOUTS),
  theme: checkoutThemeLook,
  trust_seals: trustSeals,
  buyer_include_type: z.enum(BUYER_INCLUDE_TYPES),
  /** The seller has active coupons, so the page shows the coupon field. */
  coupons_enabled: z.boolean(),
  test_mode: z.boolean(),
  /** The seller's preview of the page (also before publishing): shown whole, buying switched off. */
  preview: z.boolean(),
});
export type CheckoutView = z.infer<typeof checkoutView>;

export const checkoutViewParams = z.object({
  username: z.string().min(1).max(60),
  slug: z.string().min(1).max(200),
});

export const ticketChoice = z.object({
  ticket_type_id: recordId,
  quantity: z.number().int().min(1).max(100),
  /** One name per seat, optional at checkout. */
  attendees: z.array(z.string().trim().max(120)).max(100).default([]),
});

export const quoteRequest = z.object({
  product_id: recordId,
  pricing_plan_id: recordId.nullable().default(null),
  coupon_code: z.string().trim().max(40).default(""),
  bump_product_ids: z.array(recordId).max(20).default([]),
  tickets: z.array(ticketChoice).max(20).default([]),
});
export type QuoteRequest = z.infer<typeof quoteRequest>;

export const quoteLine = z.object({
  kind: z.enum(["product", "bump", "ticket"]),
  product_id: z.number().int(),
  ticket_type_id: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit_amount: money,
  discount_amount: money,
  amount: money,
});

export const quote = z.object({
  currency,
  lines: z.array(quoteLine),
  subtotal: money,
  discount_amount: money,
  /** What is charged now (the first rate, with bumps and tickets). */
  total: money,
  schedule: z.array(scheduledRate),
  /** The coupon as understood: applied, or refused with a translated reason. */
  coupon: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      refusal: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
});
export type Quote = z.infer<typeof quote>;

export const payerInput = z.object({
  email: z.string().trim().toLowerCase().max(254),
  first_name: z.string().trim().min(1).max(60),
  last_name: z.string().trim().min(1).max(60),
  buyer_kind: z.enum(BUYER_KINDS).default("private"),
  company: z.string().trim().max(120).default(""),
  vat_id: z.string().trim().max(20).default(""),
  country: z.string().trim().toUpperCase().refine(isCountryCode, { message: "invalid_value" }),
  street: z.string().trim().max(120).default(""),
  street_number: z.string().trim().max(20).default(""),
  zip: z.string().trim().max(20).default(""),
  city: z.string().trim().max(80).default(""),
  phone: z.string().trim().max(40).default(""),
});
export type PayerInput = z.infer<typeof payerInput>;

const paymentField = (description: string) => z.string().max(200).optional().describe(description);

/**
 * What the buyer's browser gives for the chosen method. Every field is optional: the method and
 * its provider decide which they need (a missing or malformed one fails the payment with its
 * code, e.g. invalid_card_number). Card numbers reach only the built-in sandbox; IBANs the sandbox
 * and bank_account (Mangopay's mandate).
 */
export const paymentData = z
  .object({
    card_number: paymentField("Sandbox card methods: the card number (test numbers in docs/payments.md)"),
    exp: paymentField("Sandbox card methods: the expiry as MM/YY"),
    cvc: paymentField("Sandbox card methods: the 3- or 4-digit security code"),
    iban: paymentField("Sandbox SEPA methods and bank_account's sepa: the IBAN (spaces allowed)"),
    account_holder: paymentField("Sandbox SEPA methods and bank_account's sepa: the account holder's name"),
    payment_method: paymentField("Stripe: the PaymentMethod id Stripe.js created in the page (pm_…)"),
  })
  .describe("The payment method's input from the buyer's browser");
export type PaymentData = z.infer<typeof paymentData>;

export const checkoutRequest = quoteRequest.extend({
  payer: payerInput,
  /** Null only when nothing is ever charged (a free product, a 100 % coupon on a one-time plan). */
  payment_method: z.enum(PAYMENT_METHODS).nullable().default(null),
  payment_data: paymentData.default({}),
  accept_terms: z.literal(true),
  access_password: z.string().max(100).default(""),
  locale: z.enum(LOCALES).default("en"),
  /** An affiliate click (POST /app/affiliate_clicks) where the attribution cookie cannot reach: an embedded checkout. */
  click_token: z.string().max(120).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const CHECKOUT_STATUSES = ["paid", "requires_action", "pending", "failed"] as const;

export const checkoutResult = z.object({
  order_token: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  next_action: z
    .discriminatedUnion("type", [
      z.object({ type: z.literal("redirect"), url: z.string() }),
      z.object({
        type: z.literal("stripe_sdk"),
        client_secret: z.string(),
        /** The provider's browser config (publishableKey, stripeAccount) for pages without a form. */
        client_config: z.record(z.string(), z.string()),
      }),
    ])
    .nullable(),
  /** Where the browser goes next when paid or pending: an upsell offer or the success page. */
  redirect_url: z.string().nullable(),
  /** A decline: its code and a message in the buyer's language; the buyer may try again. */
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const orderTokenParams = z.object({ token: z.string().min(16).max(64) });

export const publicOrderRate = z.object({
  number: z.number().int(),
  due_at: dateTime,
  amount: money,
  state: z.string(),
  paid_at: dateTime.nullable(),
});

export const publicOrder = z.object({
  token: z.string(),
  state: z.string(),
  payment_state: z.string(),
  seller: z.object({ username: z.string(), name: z.string() }),
  product: z.object({ id: z.number().int(), name: z.string(), form: z.string(), slug: z.string() }),
  plan_form: z.enum(PRICING_PLAN_TYPES),
  currency,
  total_amount: money,
  paid_amount: money,
  unpaid_amount: money,
  /**
   * The dunning fees the reminders added to the overdue rate the manage page charges next (its
   * open claim's); paying from the reminder's link charges them with the rate. 0 without a claim.
   */
  dunning_fees: money,
  payment_method: z.string(),
  /** Which provider charged it: pages that may need the provider's script (upsells) load it. */
  payment_provider: z.string(),
  test_mode: z.boolean(),
  payer_email: z.string(),
  rates: z.array(publicOrderRate),
  lines: z.array(quoteLine),
  /** Bank wire: where and with which reference to transfer. */
  bank_wire: z
    .object({ reference: z.string(), account_holder: z.string(), iban: z.string(), bic: z.string() })
    .nullable(),
  /** One-click upsells bought after this order, each an order of its own. */
  upsell_orders: z.array(
    z.object({
      product_name: z.string(),
      amount: money,
      currency,
      state: z.string(),
      payment_state: z.string(),
    }),
  ),
  /** The next upsell offer not answered yet, if any. */
  next_upsell: z
    .object({
      product_id: z.number().int(),
      name: z.string(),
      description: z.string(),
      amount: money,
      currency,
    })
    .nullable(),
  success: z.object({ kind: z.enum(["default", "url", "thank_you_page"]), url: z.string().nullable() }),
  can_cancel: z.boolean(),
  can_update_payment_method: z.boolean(),
  instrument: z.record(z.string(), z.unknown()).nullable(),
});
export type PublicOrder = z.infer<typeof publicOrder>;

export const upsellParams = orderTokenParams.extend({ product_id: recordId });
export const redirectAnswer = z.object({ redirect_url: z.string() });
export const payOrderRequest = z.object({
  payment_method: z.enum(PAYMENT_METHODS),
  payment_data: paymentData.default({}),
});

/** A sandbox challenge: the order's token and the challenge's random reference (32 base64url). */
export const sandboxChallengeParams = z.object({
  token: z.string().min(16).max(64),
  challenge: z.string().regex(/^[\w-]{32}$/),
});
export const sandboxPaymentView = z.object({
  /** The challenge's reference; passing or failing it needs the order's token as well. */
  challenge: z.string(),
  order_token: z.string(),
  kind: z.enum(["challenge", "redirect"]),
  method: z.string(),
  amount: money,
  currency,
  description: z.string(),
  seller_name: z.string(),
  return_url: z.string(),
});
export type SandboxPaymentView = z.infer<typeof sandboxPaymentView>;
export const sandboxCompleteRequest = z.object({ outcome: z.enum(["approve", "decline"]) });

// --- the seller's side (cabinet) ---

export const refundParams = z.object({ id: recordId, number: z.coerce.number().int().min(1).max(10_000) });
export const refundRequest = z.object({ amount: z.number().int().min(1) });
export const refundResult = z.object({
  payment_id: z.number().int(),
  state: z.string(),
  amount: money,
  failure_code: z.string().nullable(),
});
export const testClockRequest = z.object({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(5 * 366 * 86_400),
});
export const testClockAnswer = z.object({
  now: dateTime,
  charged: z.number().int(),
  expired: z.number().int(),
});
