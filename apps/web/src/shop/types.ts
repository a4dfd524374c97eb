import type { Locale } from "@sellwerk/domain";
import type { catalog, checkout, fulfilment } from "@sellwerk/contracts";

// What the server hands the buyer pages, and what each page embeds for its hydration entry.
// Type-only imports of the contracts: zod must never reach the buyer's browser.

export type CheckoutView = checkout.CheckoutView;
export type CheckoutPlan = checkout.CheckoutPlan;
export type CheckoutMethod = CheckoutView["methods"][number];
export type PublicOrder = checkout.PublicOrder;
export type Quote = checkout.Quote;
export type CheckoutResult = checkout.CheckoutResult;
export type CheckoutRequest = checkout.CheckoutRequest;
export type QuoteRequest = checkout.QuoteRequest;
export type PayerInput = checkout.PayerInput;

/** GET /shop/orders/:token/sandbox/:challenge: the built-in sandbox provider's challenge or redirect approval. */
export type SandboxPaymentView = checkout.SandboxPaymentView;

/** /s/:username: the seller's shop page, their published products. */
export type SellerShop = catalog.SellerShop;

/** /s/:username/document/cancellation_terms: the product's text, or null for the default one. */
export interface CancellationTermsView {
  seller_name: string;
  product_name: string | null;
  /** Sanitised HTML the seller wrote; null or "" shows the platform's default text. */
  html: string | null;
}

/** /s/:username/payment/:token/deliveries: what the order gave (fulfilment). */
export type Deliveries = fulfilment.Deliveries;
/** /certificates/:serial: the public check of a certificate. */
export type CertificateVerification = fulfilment.CertificateVerification;

/** URLs of a page's built files (from the Vite manifest); no script means server HTML only. */
export interface ShopAssets {
  css: string[];
  script: string | null;
  /** Chunks the script imports statically, preloaded so they do not load one after another. */
  preload: string[];
}

/** Each page with the data its loader produced. */
export type ShopPageContent =
  | { kind: "checkout"; view: CheckoutView }
  | { kind: "success"; order: PublicOrder }
  | { kind: "upsell"; order: PublicOrder }
  /** `methods`: what the update form may offer; without it the order's own method in test mode. */
  | { kind: "manage"; order: PublicOrder; methods?: CheckoutMethod[] }
  | { kind: "sandbox"; payment: SandboxPaymentView }
  | { kind: "cancellation_terms"; terms: CancellationTermsView }
  | { kind: "deliveries"; deliveries: Deliveries }
  | { kind: "certificate"; certificate: CertificateVerification }
  | { kind: "seller_shop"; shop: SellerShop }
  | { kind: "not_found" };

export type ShopPageKind = ShopPageContent["kind"];

export type ShopPageInput = ShopPageContent & {
  locale: Locale;
  assets: ShopAssets;
  /** The render time (ISO); tests fix it, the server leaves it out. */
  now?: string;
};

/** Country choices of the payer form: code and name in the page's language. */
export type CountryOption = readonly [code: string, name: string];

/** What every page needs besides its content; built on the server, embedded for hydration. */
export interface ShopEnv {
  locale: Locale;
  /** The page's strings in its language only (shop/i18n). */
  messages: Record<string, string>;
  /** Validation messages of the contracts' catalog the browser may need, in the page's language. */
  validation: Record<string, string>;
  /** When the server rendered: the first client render uses it too, so countdowns hydrate equal. */
  now: string;
  countries: CountryOption[];
}

/** The JSON in <script type="application/json" id="page-data">. */
export type ShopPageData<K extends ShopPageKind = ShopPageKind> = Extract<ShopPageContent, { kind: K }> & {
  env: ShopEnv;
};
