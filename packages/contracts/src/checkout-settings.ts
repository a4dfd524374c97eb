// The seller-side settings of the checkout (docs/api-checkout-settings.md): payment providers and
// payment settings, checkout themes, coupons. The buyer-side checkout is ./checkout.ts.
export * from "./checkout-settings/payments.ts";
export * from "./checkout-settings/themes.ts";
export * from "./checkout-settings/coupons.ts";
