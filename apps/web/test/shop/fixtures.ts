import { checkout } from "@sellwerk/contracts";
import type { CheckoutView, PublicOrder, SandboxPaymentView, ShopAssets } from "../../src/shop/types.ts";

// Fixture views for the buyer pages, parsed with the contracts' schemas so they cannot drift
// from what the API answers.

export const NOW = "2025-03-10T12:00:00.000Z";

type ViewPatch = Partial<Omit<CheckoutView, "product" | "theme">> & {
  product?: Partial<CheckoutView["product"]>;
  theme?: Partial<CheckoutView["theme"]>;
};

const sandbox = (method: CheckoutView["methods"][number]["method"]) => ({
  method,
  provider: "sandbox",
  client_config: {},
});

export function checkoutView(patch: ViewPatch = {}): CheckoutView {
  const base: CheckoutView = {
    seller: { id: 7, username: "demo-seller", name: "Ada Seller" },
    product: {
      id: 42,
      slug: "masterclass",
      name: "Photo Masterclass",
      form: "course",
      description: "<p>Learn <strong>light</strong> and composition.</p>",
      short_description: "Twelve lessons, lifetime access.",
      cover_url: "/files/1/m?sig=abc",
      banner_url: null,
      free: false,
      currency: "eur",
      sold_out: false,
      can_buy: true,
      password_required: false,
      terms: "",
      cancellation_terms_url: "/s/demo-seller/document/cancellation_terms?ct_id=42",
      events: [],
    },
    plans: [
      {
        id: 1,
        name: "Pay once",
        form: "one_time",
        currency: "eur",
        schedule: [{ number: 1, due_at: NOW, amount: 123456 }],
        recurring: null,
        trial_days: 0,
        total: 123456,
        total_before_discount: 149900,
        payment_methods: ["card", "paypal"],
        recommended: true,
      },
      {
        id: 2,
        name: "Three rates",
        form: "installment",
        currency: "eur",
        schedule: [
          { number: 1, due_at: NOW, amount: 45000 },
          { number: 2, due_at: "2025-04-10T12:00:00.000Z", amount: 45000 },
          { number: 3, due_at: "2025-05-10T12:00:00.000Z", amount: 45000 },
        ],
        recurring: null,
        trial_days: 0,
        total: 135000,
        total_before_discount: 135000,
        payment_methods: ["sepa", "bank_wire"],
        recommended: false,
      },
    ],
    order_bumps: [],
    order_bump_position: "below_payment_methods",
    methods: [sandbox("card"), sandbox("paypal"), sandbox("sepa"), sandbox("bank_wire")],
    layout: "default",
    theme: {
      page_color: "#ffffff",
      background_color: "#f4f5f7",
      buy_button_color: "#ff5500",
      buy_button_font_color: "#ffffff",
      buy_button_radius: 22,
      buy_button_text: "dynamic",
      coupon_button_color: "#222222",
      coupon_button_font_color: "#ffffff",
      coupon_button_radius: 6,
      get_for_free_text: "",
      recommended_badge_color: "#16a34a",
      recommended_badge_font_color: "#ffffff",
      countdown_enabled: false,
      countdown_ends_at: null,
      countdown_color: "#111827",
      countdown_font_color: "#ffffff",
      countdown_text: "Offer ends in",
      mobile_description_enabled: true,
      mobile_description_default: "collapsed",
      upsell_position: "below_payment_methods",
    },
    trust_seals: { visa: true, ssl_secure: true, mastercard: true, product_seal_url: null },
    buyer_include_type: "private_and_business",
    coupons_enabled: true,
    test_mode: true,
    preview: false,
  };
  const { product, theme, ...rest } = patch;
  return checkout.checkoutView.parse({
    ...base,
    ...rest,
    product: { ...base.product, ...product },
    theme: { ...base.theme, ...theme },
  });
}

export function publicOrder(patch: Partial<PublicOrder> = {}): PublicOrder {
  return checkout.publicOrder.parse({
    token: "tok_0123456789abcdef",
    state: "finalized",
    payment_state: "paid",
    seller: { username: "demo-seller", name: "Ada Seller" },
    product: { id: 42, name: "Photo Masterclass", form: "course", slug: "masterclass" },
    plan_form: "installment",
    currency: "eur",
    total_amount: 135000,
    paid_amount: 45000,
    unpaid_amount: 90000,
    dunning_fees: 0,
    payment_method: "card",
    payment_provider: "sandbox",
    test_mode: true,
    preview: false,
    payer_email: "buyer@example.com",
    rates: [
      { number: 1, due_at: NOW, amount: 45000, state: "paid", paid_at: NOW },
      { number: 2, due_at: "2025-04-10T12:00:00.000Z", amount: 45000, state: "future", paid_at: null },
      { number: 3, due_at: "2025-05-10T12:00:00.000Z", amount: 45000, state: "future", paid_at: null },
    ],
    lines: [
      {
        kind: "product",
        product_id: 42,
        ticket_type_id: null,
        name: "Photo Masterclass",
        quantity: 1,
        unit_amount: 45000,
        discount_amount: 0,
        amount: 45000,
      },
    ],
    bank_wire: null,
    upsell_orders: [],
    next_upsell: null,
    success: { kind: "default", url: null },
    can_cancel: true,
    can_update_payment_method: true,
    instrument: { brand: "visa", last4: "4242", exp: "12/30" },
    ...patch,
  });
}

export function sandboxPayment(patch: Partial<SandboxPaymentView> = {}): SandboxPaymentView {
  return checkout.sandboxPaymentView.parse({
    challenge: "Zq4xW0c8LrJ2nS7dPq1vHk9mTb3yFe6A",
    order_token: "tok_0123456789abcdef",
    kind: "challenge",
    method: "card",
    amount: 123456,
    currency: "eur",
    description: "Photo Masterclass",
    seller_name: "Ada Seller",
    return_url: "/s/demo-seller/payment/tok_0123456789abcdef",
    ...patch,
  });
}

export const noAssets: ShopAssets = { css: [], script: null, preload: [] };
export const withAssets: ShopAssets = {
  css: ["/shop-assets/shop.css"],
  script: "/shop-assets/checkout.js",
  preload: ["/shop-assets/react.js"],
};
