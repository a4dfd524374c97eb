import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SELLER } from "./catalog-support.ts";
import { apiSignIn, MANAGER, uniqueEmail } from "./support.ts";

// Helpers of the checkout journeys (issue 4): the demo seller's checkout URLs looked up through
// the API (the seed derives the slugs), the buyer's steps on the server-rendered shop pages, the
// test clock, and screenshots of key states.

/** The sandbox's test cards and IBANs (docs/payments.md). */
export const CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  threeDs: "4000 0000 0000 3220",
} as const;
export const SEPA_SETTLES = "DE89370400440532013000";

/** The buyer pages' words (apps/web/src/shop/i18n) the journeys read, in both languages. */
export const SHOP_TEXTS = {
  en: {
    details: "Your details",
    email: "Email address",
    firstName: "First name",
    lastName: "Last name",
    methods: "Payment method",
    card: "Card",
    sepa: "SEPA direct debit",
    bankWire: "Bank transfer",
    cardNumber: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvc: "Security code (CVC)",
    iban: "IBAN",
    holder: "Account holder",
    summary: "Order summary",
    coupon: "Coupon code",
    apply: "Apply",
    terms: "I accept the terms and conditions and have read the cancellation policy.",
    pay: (amount: string) => `Pay ${amount}`,
    declined: "The card was declined.",
    retryHint: "You can try again, also with another card or payment method.",
    thanks: "Thank you for your order!",
    bought: "What you bought",
  },
  de: {
    details: "Deine Angaben",
    email: "E-Mail-Adresse",
    firstName: "Vorname",
    lastName: "Nachname",
    methods: "Zahlungsart",
    card: "Karte",
    sepa: "SEPA-Lastschrift",
    bankWire: "Überweisung",
    cardNumber: "Kartennummer",
    expiry: "Gültig bis (MM/JJ)",
    cvc: "Prüfnummer (CVC)",
    iban: "IBAN",
    holder: "Kontoinhaber",
    summary: "Bestellübersicht",
    coupon: "Gutscheincode",
    apply: "Einlösen",
    terms: "Ich akzeptiere die AGB und habe die Widerrufsbelehrung gelesen.",
    pay: (amount: string) => `${amount} bezahlen`,
    declined: "Die Karte wurde abgelehnt.",
    retryHint: "Du kannst es noch einmal versuchen, auch mit einer anderen Karte oder Zahlungsart.",
    thanks: "Vielen Dank für deine Bestellung!",
    bought: "Das hast du gekauft",
  },
} as const;
export type ShopLanguage = keyof typeof SHOP_TEXTS;
type Texts = (typeof SHOP_TEXTS)[ShopLanguage];

// --- The demo seller's products ----------------------------------------------------------------

export interface ShopProduct {
  id: number;
  form: string;
  name: string;
  slug: string;
  internal_name: string;
  version: number;
}

interface DemoShop {
  username: string;
  products: ShopProduct[];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh API session of the demo seller (tokens do not survive the test clock's jumps). */
export async function sellerSession(
  request: APIRequestContext,
): Promise<{ token: string; username: string }> {
  // The session answer carries the signed-in user besides the tokens.
  const session = (await apiSignIn(request, SELLER)) as { access_token: string; user?: { username: string } };
  expect(session.user?.username).toBeTruthy();
  return { token: session.access_token, username: session.user!.username };
}

let demoShop: Promise<DemoShop> | null = null;

/** The demo seller's username and published products, asked once per worker. */
export function shop(request: APIRequestContext): Promise<DemoShop> {
  demoShop ??= (async () => {
    const { token, username } = await sellerSession(request);
    const res = await request.get("/api/v1/cabinet/products", {
      params: { per: 100, state: "published" },
      headers: bearer(token),
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const body = (await res.json()) as { list: ShopProduct[] };
    return { username, products: body.list };
  })();
  return demoShop;
}

/**
 * The checkout page (/s/:username/:slug) of the demo product of a type: the seed names it
 * internally DEMO-<TYPE>; other journeys (the catalog's) publish more products of the same types.
 */
export async function checkoutUrl(request: APIRequestContext, form: string): Promise<string> {
  const { username, products } = await shop(request);
  const product = products.find((p) => p.form === form && p.internal_name === `DEMO-${form.toUpperCase()}`);
  expect(product, `the demo ${form} among ${products.map((p) => p.name).join(", ")}`).toBeTruthy();
  return `/s/${username}/${product!.slug}`;
}

/**
 * A free product of the demo seller, made for the journey through the catalog API like the
 * editor does (details with the free flag, a plan at 0, no payment method) and published.
 */
export async function createFreeProduct(request: APIRequestContext, name: string): Promise<string> {
  const { token, username } = await sellerSession(request);
  const headers = bearer(token);
  const write = async (method: "post" | "patch" | "put", path: string, data: object) => {
    const res = await request[method](`/api/v1/cabinet/products${path}`, { data, headers });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
    return ((await res.json()) as { product: ShopProduct }).product;
  };
  let product = await write("post", "", { form: "service", name });
  product = await write("patch", `/${product.id}/details`, { version: product.version, free: true });
  product = await write("put", `/${product.id}/checkout`, {
    version: product.version,
    pricing_plans: [{ name: "Free", form: "one_time", prefs: { price: 0 } }],
    payment_methods: [],
  });
  await write("post", `/${product.id}/publish`, { version: product.version });
  return `/s/${username}/${product.slug}`;
}

// --- The test clock ----------------------------------------------------------------------------

export const DAY = 86_400;

/** The manager moves the test installation's clock; due rates are charged at once. */
export async function advanceClock(
  request: APIRequestContext,
  seconds: number,
): Promise<{ now: string; charged: number }> {
  const manager = await apiSignIn(request, MANAGER);
  const res = await request.post("/api/v1/admin/test_clock", {
    data: { seconds },
    headers: bearer(manager.access_token),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { now: string; charged: number };
}

// --- Orders as the buyer's pages and the API see them --------------------------------------------

export interface PublicOrder {
  token: string;
  state: string;
  payment_state: string;
  total_amount: number;
  paid_amount: number;
  payment_method: string;
  rates: { number: number; state: string; amount: number }[];
  bank_wire: { reference: string; account_holder: string; iban: string; bic: string } | null;
}

/** The order token of a buyer page's URL (/s/:username/payment/:token[/…]). */
export function orderToken(page: Page): string {
  const match = /\/payment\/([\w-]+)/.exec(new URL(page.url()).pathname);
  expect(match, `an order page: ${page.url()}`).toBeTruthy();
  return match![1]!;
}

export async function publicOrder(request: APIRequestContext, token: string): Promise<PublicOrder> {
  const res = await request.get(`/api/v1/shop/orders/${token}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as PublicOrder;
}

/** An order page's path: the success page (`""`), `/upsell` or `/manage`. */
export const ORDER_PAGE = (tail: "" | "/upsell" | "/manage" = "") =>
  new RegExp(`/s/[\\w-]+/payment/[\\w-]+${tail.replace("/", "\\/")}(\\?.*)?$`);

// --- The buyer's steps -------------------------------------------------------------------------

export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
}

/** A buyer nobody has been before: a fresh email per journey. */
export function newBuyer(prefix: string): Buyer {
  return { email: uniqueEmail(prefix).email, firstName: "Bea", lastName: "Buyer" };
}

export class Checkout {
  constructor(
    readonly page: Page,
    readonly language: ShopLanguage = "en",
  ) {}

  get t(): Texts {
    return SHOP_TEXTS[this.language];
  }

  async open(path: string, heading: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The server renders the page; the form answers only once its script has taken it over.
    await this.page.waitForLoadState("networkidle");
  }

  get details(): Locator {
    return this.page.getByRole("region", { name: this.t.details });
  }

  get methods(): Locator {
    return this.page.getByRole("group", { name: this.t.methods });
  }

  get summary(): Locator {
    return this.page.getByRole("region", { name: this.t.summary });
  }

  /** Subtotal, discount and "due today" (or just the latter), as the summary lists them. */
  get amounts(): Locator {
    return this.summary.getByRole("definition");
  }

  async fillBuyer(buyer: Buyer): Promise<void> {
    const box = (name: string) => this.details.getByRole("textbox", { name, exact: true });
    await box(this.t.email).fill(buyer.email);
    await box(this.t.firstName).fill(buyer.firstName);
    await box(this.t.lastName).fill(buyer.lastName);
  }

  field(name: string): Locator {
    return this.methods.getByRole("textbox", { name, exact: true });
  }

  /** Card and its fields: number (typed as people do, with spaces), any future expiry, a CVC. */
  async card(number: string): Promise<void> {
    await this.methods.getByRole("radio", { name: this.t.card, exact: true }).check();
    await this.field(this.t.cardNumber).fill(number);
    await this.field(this.t.expiry).fill("12/34");
    await this.field(this.t.cvc).fill("123");
  }

  async sepa(iban: string, holder: string): Promise<void> {
    await this.methods.getByRole("radio", { name: this.t.sepa, exact: true }).check();
    await this.field(this.t.iban).fill(iban);
    await this.field(this.t.holder).fill(holder);
  }

  async applyCoupon(code: string): Promise<void> {
    await this.summary.getByRole("textbox", { name: this.t.coupon, exact: true }).fill(code);
    await this.summary.getByRole("button", { name: this.t.apply, exact: true }).click();
  }

  async acceptTerms(): Promise<void> {
    await this.page.getByRole("checkbox", { name: this.t.terms, exact: true }).check();
  }

  /** The buy button, by its exact words ("Pay 280.98 €", "Place order", "Start free trial" …). */
  buyButton(label: string): Locator {
    return this.page.getByRole("button", { name: label, exact: true });
  }

  /** The message above the buy button after a refusal. */
  get alert(): Locator {
    return this.page.getByRole("alert").filter({ hasText: /\S/ });
  }
}

/** The success page's status heading and the order's lines. */
export async function expectThanks(page: Page, buyer: Buyer, language: ShopLanguage = "en"): Promise<void> {
  const t = SHOP_TEXTS[language];
  await expect(page).toHaveURL(ORDER_PAGE());
  await expect(page.getByRole("heading", { level: 1, name: t.thanks })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: t.thanks })).toContainText(buyer.email);
}

/** The lines of "What you bought" on the success page, as "name amount". */
export function boughtLines(page: Page, language: ShopLanguage = "en"): Locator {
  return page.getByRole("region", { name: SHOP_TEXTS[language].bought }).getByRole("listitem");
}

/**
 * A screenshot of a key state into the test's output folder (test-results/…): the whole page, or
 * the viewport where fixed bars would be drawn across a full-page picture (the cabinet).
 */
export async function snap(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}
