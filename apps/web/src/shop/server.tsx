import { createHash } from "node:crypto";
import { renderToString } from "react-dom/server";
import { messages as catalogs } from "@sellwerk/contracts/i18n";
import {
  BANK_COUNTRIES,
  EU_COUNTRIES,
  FALLBACK_COUNTRIES,
  LOCALE_CODES,
  SELECTABLE_COUNTRIES,
  type Locale,
} from "@sellwerk/domain";
import { CheckoutPage } from "./checkout/CheckoutPage.tsx";
import { createShop, ShopProvider, type Shop } from "./i18n/context.tsx";
import { de } from "./i18n/de.ts";
import { en, type Messages } from "./i18n/en.ts";
import { orderPath, upsellPath } from "./lib/paths.ts";
import { ManagePage } from "./pages/ManagePage.tsx";
import { orderProgress, sellerSuccessUrl } from "./pages/orderProgress.ts";
import { SandboxPage } from "./pages/SandboxPage.tsx";
import { CancellationTermsPage, NotFoundPage } from "./pages/StaticPages.tsx";
import { DeliveriesPage } from "./pages/DeliveriesPage.tsx";
import { CertificatePage } from "./pages/CertificatePage.tsx";
import { SuccessPage } from "./pages/SuccessPage.tsx";
import { SellerShopPage } from "./pages/SellerShopPage.tsx";
import { UpsellPage } from "./pages/UpsellPage.tsx";
import { themeCss } from "./theme.ts";
import type { CountryOption, ShopEnv, ShopPageContent, ShopPageInput } from "./types.ts";

// The server entry of the buyer pages (imported by the API's shop routes). renderToString, not a
// stream: the loader has finished before rendering starts and nothing suspends, so streaming
// would only add machinery; the pages are a few kilobytes and the status is known up front.

export { shopAssets, staticChunks, SHOP_ASSETS_BASE, SHOP_ENTRIES, type ShopManifest } from "./assets.ts";
export { orderProgress } from "./pages/orderProgress.ts";
export { isStripeProvider, usesStripe } from "./payment/methods.ts";
export type * from "./types.ts";

export interface RenderedShopPage {
  html: string;
  status: number;
  /** CSP hashes of the page's inline <style> (the seller's theme), for style-src. */
  styleHashes: string[];
  /** Answer with this redirect instead of the page (paid order with a seller URL, no upsell left). */
  redirect: string | null;
}

const DICTIONARIES: Record<Locale, Messages> = { en, de };

/** The contracts' validation messages the browser can produce itself (checkout/validate.ts). */
const BROWSER_VALIDATION_CODES = [
  "required",
  "invalid",
  "invalid_email",
  "wrong_vat",
  "must_accept",
  "too_long",
  "invalid_card_number",
  "invalid_card_expiry",
  "invalid_card_cvc",
  "invalid_iban",
];

/** Where buyers of the platform's sellers typically live; names in the page's language. */
const BUYER_COUNTRIES = [
  ...new Set<string>([
    ...EU_COUNTRIES,
    ...BANK_COUNTRIES,
    ...SELECTABLE_COUNTRIES,
    ...FALLBACK_COUNTRIES,
    ...["LI", "NO", "IS", "US", "CA", "AU"],
  ]),
];

/** Per language, computed once: building the names and collating them cost every page render. */
const countryLists = new Map<Locale, CountryOption[]>();

function countries(locale: Locale): CountryOption[] {
  const known = countryLists.get(locale);
  if (known) return known;
  const tag = LOCALE_CODES[locale];
  const names = new Intl.DisplayNames([tag], { type: "region" });
  const collator = new Intl.Collator(tag);
  const list = BUYER_COUNTRIES.map((code) => [code, names.of(code) ?? code] as const).sort((a, b) =>
    collator.compare(a[1], b[1]),
  );
  countryLists.set(locale, list);
  return list;
}

function env(page: ShopPageInput): ShopEnv {
  const validation = catalogs[page.locale].validation as Record<string, string>;
  return {
    locale: page.locale,
    messages: DICTIONARIES[page.locale],
    validation: Object.fromEntries(BROWSER_VALIDATION_CODES.map((code) => [code, validation[code] ?? code])),
    now: page.now ?? new Date().toISOString(),
    countries: page.kind === "checkout" ? countries(page.locale) : [],
  };
}

function Page({ content }: { content: ShopPageContent }) {
  switch (content.kind) {
    case "checkout":
      return <CheckoutPage view={content.view} />;
    case "success":
      return <SuccessPage order={content.order} />;
    case "upsell":
      return <UpsellPage order={content.order} />;
    case "manage":
      return <ManagePage order={content.order} methods={content.methods} />;
    case "sandbox":
      return <SandboxPage payment={content.payment} />;
    case "cancellation_terms":
      return <CancellationTermsPage terms={content.terms} />;
    case "deliveries":
      return <DeliveriesPage deliveries={content.deliveries} />;
    case "certificate":
      return <CertificatePage certificate={content.certificate} />;
    case "seller_shop":
      return <SellerShopPage shop={content.shop} />;
    case "not_found":
      return <NotFoundPage />;
  }
}

const SUCCESS_TITLES = {
  paid: "success.title",
  pending: "success.pendingTitle",
  bank_wire: "success.bankTitle",
  failed: "success.failedTitle",
} as const;

function title(shop: Shop, content: ShopPageContent): string {
  switch (content.kind) {
    case "checkout":
      return shop.t("checkout.title", { product: content.view.product.name });
    case "success":
      return `${shop.t(SUCCESS_TITLES[orderProgress(content.order)])} – ${content.order.product.name}`;
    case "upsell":
      return content.order.next_upsell?.name ?? content.order.product.name;
    case "manage":
      return `${shop.t("manage.title")} – ${content.order.product.name}`;
    case "sandbox":
      return shop.t("common.testMode");
    case "cancellation_terms":
      return shop.t("cterms.title");
    case "deliveries":
      return `${shop.t("deliveries.title")} – ${content.deliveries.order.product_name}`;
    case "certificate":
      return `${shop.t("certificate.title")} – ${content.certificate.serial}`;
    case "seller_shop":
      return shop.t("sellerShop.title", { seller: content.shop.seller.name || content.shop.seller.username });
    case "not_found":
      return shop.t("notfound.title");
  }
}

function redirectOf(content: ShopPageContent): string | null {
  if (content.kind === "success") {
    const { order } = content;
    // Back from a redirect method or 3-D Secure with an offer still unanswered: the offer first.
    if (order.next_upsell && orderProgress(order) === "paid")
      return upsellPath(order.seller.username, order.token);
    return sellerSuccessUrl(order);
  }
  if (content.kind === "upsell" && !content.order.next_upsell)
    return orderPath(content.order.seller.username, content.order.token);
  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script type="application/json">: "<" escaped, so "</script>" cannot end it early. */
const embedJson = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Only order pages carry secrets in their URL; search engines may index products and terms. */
const INDEXABLE = new Set(["checkout", "cancellation_terms", "seller_shop"]);

export function renderShopPage(page: ShopPageInput): RenderedShopPage {
  const { locale, assets, now: _now, ...content } = page;
  const redirect = redirectOf(content);
  if (redirect) return { html: "", status: 303, styleHashes: [], redirect };
  const pageEnv = env(page);
  const shop = createShop(pageEnv);
  const app = renderToString(
    <ShopProvider env={pageEnv}>
      <Page content={content} />
    </ShopProvider>,
  );
  const theme = content.kind === "checkout" ? themeCss(content.view.theme) : null;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    INDEXABLE.has(content.kind) ? "" : '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title(shop, content))}</title>`,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    theme ? `<style>${theme}</style>` : "",
  ].join("");
  const scripts = assets.script
    ? `<script type="application/json" id="page-data">${embedJson({ ...content, env: pageEnv })}</script>` +
      `<script type="module" src="${escapeHtml(assets.script)}"></script>`
    : "";
  const html = `<!doctype html><html lang="${locale}"><head>${head}</head><body><div id="root">${app}</div>${scripts}</body></html>`;
  return {
    html,
    status: content.kind === "not_found" ? 404 : 200,
    styleHashes: theme ? [sha256(theme)] : [],
    redirect: null,
  };
}
