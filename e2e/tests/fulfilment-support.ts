import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { SELLER, signIn } from "./catalog-support.ts";
import {
  CARDS,
  Checkout,
  checkoutUrl,
  expectThanks,
  snap,
  type Buyer,
  type ShopLanguage,
} from "./checkout-support.ts";
import { latestMailToken } from "./support.ts";

// Helpers of the fulfilment journeys (issue 5): a new buyer's purchase with the sandbox card up to
// the success page, the deliveries page it links to (filled by a background job), the buyer's
// mails opened through the email log, the magic-link sign-in into the payer area, the seller's
// check-in screen, and the PDFs the buyer downloads, read back as text.

/** The demo seller's products (apps/api/src/seed/catalog.ts) and their prices at the checkout. */
export const DEMO = {
  course: { name: "Sell Your First Digital Product", price: { en: "297.00 €", de: "297,00 €" } },
  download: { name: "Pricing Playbook (e-book)", price: { en: "15.20 €", de: "15,20 €" } },
  event: { name: "Creator Day Berlin", price: { en: "49.00 €", de: "49,00 €" } },
  certificate: { name: "Certified Launch Coach", price: { en: "99.00 €", de: "99,00 €" } },
  license_key: { name: "Shop Theme Pro (license)", price: { en: "49.00 €", de: "49,00 €" } },
} as const;
export type DemoForm = keyof typeof DEMO;

/** What the demo products hold (apps/api/src/seed/catalog-files.ts, catalog-content.ts). */
export const DOWNLOAD_FILE = "Pricing Playbook e-book.pdf";
export const EVENT_NAME = "Sellwerk Live: Selling digital products";
export const MODULES = { start: "Getting started", growing: "Growing your sales" };
export const LESSONS = {
  welcome: "Welcome to the course",
  first: "Your first product",
  /** Opens seven days after the access started (drip). */
  drip: "Order bumps and upsells",
  /** Not published: never listed. */
  draft: "Affiliate programs",
};

/** The deliveries page's (shop/i18n) and the payer area's (payer.json) words, in both languages. */
export const FULFILMENT_TEXTS = {
  en: {
    decline: "No, thanks",
    openPurchase: "Open your purchase",
    purchase: "Your purchase",
    waiting: "Your purchase is being prepared. Please reload this page in a moment.",
    downloads: "Downloads",
    download: (name: string) => `Download ${name}`,
    downloaded: (count: number) => `Times downloaded: ${count}`,
    keys: "License keys",
    tickets: "Tickets",
    ticketPdf: (code: string) => `Ticket ${code} (PDF)`,
    certificates: "Certificates",
    certificatePdf: (serial: string) => `Certificate ${serial} (PDF)`,
    verify: "Verification page",
    mailDetails: "Email details",
    mailLinks: "Links in this email",
    mailText: "Plain text",
    signIn: "Sign in",
    myOrders: "My orders",
    received: "What you received",
    downloadCount: (count: number) => `downloaded ${count} time${count === 1 ? "" : "s"}`,
    licenseKeys: "License keys",
    invoices: "Invoices",
    invoicePdf: (number: string) => `Download ${number} as PDF`,
  },
  de: {
    decline: "Nein, danke",
    openPurchase: "Zu deinem Kauf",
    purchase: "Dein Kauf",
    waiting: "Dein Kauf wird vorbereitet. Bitte lade diese Seite gleich noch einmal.",
    downloads: "Downloads",
    download: (name: string) => `${name} herunterladen`,
    downloaded: (count: number) => `${count}-mal heruntergeladen`,
    keys: "Lizenzschlüssel",
    tickets: "Tickets",
    ticketPdf: (code: string) => `Ticket ${code} (PDF)`,
    certificates: "Zertifikate",
    certificatePdf: (serial: string) => `Zertifikat ${serial} (PDF)`,
    verify: "Prüfseite",
    mailDetails: "Details der E-Mail",
    mailLinks: "Links in dieser E-Mail",
    mailText: "Nur Text",
    signIn: "Anmelden",
    myOrders: "Meine Bestellungen",
    received: "Was du erhalten hast",
    downloadCount: (count: number) => `${count}-mal heruntergeladen`,
    licenseKeys: "Lizenzschlüssel",
    invoices: "Rechnungen",
    invoicePdf: (number: string) => `${number} als PDF herunterladen`,
  },
} as const;

// --- Buying ------------------------------------------------------------------------------------

/**
 * The buyer buys the demo product of a type with the sandbox's 4242 card, up to the success
 * page; `choose` picks what the product needs first (tickets). The one-click offer that follows
 * the course's payment is declined.
 */
export async function buy(
  page: Page,
  request: APIRequestContext,
  form: DemoForm,
  buyer: Buyer,
  {
    language = "en",
    choose,
  }: { language?: ShopLanguage; choose?: (checkout: Checkout) => Promise<void> } = {},
): Promise<void> {
  const checkout = new Checkout(page, language);
  const product = DEMO[form];
  await checkout.open(await checkoutUrl(request, form), product.name);
  if (choose) await choose(checkout);
  await checkout.fillBuyer(buyer);
  await checkout.card(CARDS.success);
  await checkout.acceptTerms();
  await checkout.buyButton(checkout.t.pay(product.price[language])).click();
  if (form === "course") {
    await expect(page).toHaveURL(/\/upsell$/);
    await expect(page.getByRole("heading", { level: 1, name: DEMO.license_key.name })).toBeVisible();
    // Server HTML: its buttons answer once the page's script has taken it over.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: FULFILMENT_TEXTS[language].decline, exact: true }).click();
  }
  await expectThanks(page, buyer, language);
}

/** Reloads the page until `check` passes: how a user waits for work done in the background. */
export async function reloadUntil(page: Page, check: () => Promise<void>): Promise<void> {
  let first = true;
  await expect(async () => {
    if (!first) await page.reload();
    first = false;
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

// --- The deliveries page -------------------------------------------------------------------------

/**
 * From the success page to everything the order gave (/s/:seller/payment/:token/deliveries).
 * The delivery is a background job: until it is done the page says so, and the buyer reloads.
 */
export async function openDeliveries(page: Page, language: ShopLanguage = "en"): Promise<void> {
  const t = FULFILMENT_TEXTS[language];
  await page.getByRole("link", { name: t.openPurchase, exact: true }).click();
  await expect(page).toHaveURL(/\/s\/[\w-]+\/payment\/[\w-]+\/deliveries$/);
  await expect(page.getByRole("heading", { level: 1, name: t.purchase })).toBeVisible();
  await reloadUntil(page, () => expect(page.getByText(t.waiting)).toHaveCount(0, { timeout: 1_000 }));
}

/** A titled card of the deliveries page, or a titled group of the payer's order page. */
export function section(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

// --- Mails -------------------------------------------------------------------------------------

/**
 * The newest mail of a template to the buyer, opened on its "view in browser" page (in the
 * browser's language, like the rest of the web app).
 */
export async function openMail(
  page: Page,
  request: APIRequestContext,
  to: string,
  template: string,
  language: ShopLanguage = "en",
): Promise<void> {
  const token = await latestMailToken(request, to, template);
  await page.goto(`/email_logs/${token}`);
  await expect(page.getByRole("table", { name: FULFILMENT_TEXTS[language].mailDetails })).toContainText(to);
}

/** The open mail's plain text, from its tab on the email log page. */
export async function mailText(page: Page, language: ShopLanguage = "en"): Promise<Locator> {
  const name = FULFILMENT_TEXTS[language].mailText;
  await page.getByRole("tab", { name, exact: true }).click();
  const text = page.getByRole("tabpanel", { name });
  await expect(text).not.toBeEmpty();
  return text;
}

/** A link of the open mail, as the email log page repeats it outside the sandboxed frame. */
export function mailLink(page: Page, name: string, language: ShopLanguage = "en"): Locator {
  return page
    .getByRole("region", { name: FULFILMENT_TEXTS[language].mailLinks })
    .getByRole("link", { name, exact: true });
}

// --- The payer area ------------------------------------------------------------------------------

/**
 * Signs in with the link of the newest sign-in mail to the buyer — the buyer-account mail of a
 * first purchase (`payer_account`) or the one the seller's sign-in page sends (`magic_link`) —
 * and lands on the payer area's orders.
 */
export async function signInFromMail(
  page: Page,
  request: APIRequestContext,
  email: string,
  template: "payer_account" | "magic_link",
  language: ShopLanguage = "en",
): Promise<void> {
  const t = FULFILMENT_TEXTS[language];
  await openMail(page, request, email, template, language);
  await mailLink(page, t.signIn, language).click();
  await expect(page).toHaveURL(/\/payer$/);
  await expect(section(page, t.myOrders).getByRole("heading", { level: 2, name: t.myOrders })).toBeVisible();
}

/** An order's card on /payer, and its page opened from there. */
export async function openPayerOrder(page: Page, productName: string): Promise<void> {
  const card = page.getByRole("article", { name: productName, exact: true });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: productName, exact: true }).click();
  await expect(page).toHaveURL(/\/payer\/orders\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: productName })).toBeVisible();
}

/** From the payer area's navigation to a course's area, through its card on "My courses". */
export async function openCourse(page: Page, name: string = DEMO.course.name): Promise<void> {
  await page.getByRole("navigation").getByRole("link", { name: "My courses", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My courses" })).toBeVisible();
  const card = page.getByRole("article", { name, exact: true });
  await card.getByRole("link", { name: "Open course", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/**
 * The order's first invoice in the payer area. The billing job issues it after the payment: the
 * buyer reloads the order page until its row is there.
 */
export async function invoiceRow(page: Page, language: ShopLanguage = "en"): Promise<Locator> {
  const table = page.getByRole("table", { name: FULFILMENT_TEXTS[language].invoices });
  await reloadUntil(page, () => expect(table.getByRole("row")).toHaveCount(2, { timeout: 1_000 }));
  return table.getByRole("row").nth(1);
}

// --- Seller --------------------------------------------------------------------------------------

/** The demo seller, signed in on their own page, at the door's check-in screen; answers its field. */
export async function openCheckIn(page: Page): Promise<Locator> {
  await signIn(page, SELLER, /\/cabinet$/);
  await page.goto("/cabinet/payment_tickets/overview");
  await expect(page.getByRole("heading", { level: 1, name: "Check-in" })).toBeVisible();
  const field = page.getByRole("textbox", { name: "Ticket code" });
  await expect(field).toBeFocused();
  return field;
}

// --- Files -------------------------------------------------------------------------------------

export interface Downloaded {
  filename: string;
  bytes: Buffer;
}

/** Clicks a link that downloads a file (an attachment: a file, an invoice) and reads it. */
export async function download(page: Page, link: Locator): Promise<Downloaded> {
  const started = page.waitForEvent("download");
  await link.click();
  const file = await started;
  expect(await file.failure()).toBeNull();
  return { filename: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/**
 * Clicks a link to a document shown in the browser (a ticket, a certificate: inline PDFs), which
 * opens in Chromium's PDF viewer, and answers the document the link serves. The viewer stands in
 * for the response's body in the browser, so the bytes are asked for again with its cookies.
 */
export async function openPdf(page: Page, link: Locator): Promise<Downloaded> {
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  const url = new URL(href!, page.url());
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === url.pathname);
  await link.click();
  const shown = await answered;
  expect(shown.status()).toBe(200);
  const headers = shown.headers();
  expect(headers["content-type"]).toMatch(/^application\/pdf/);
  const disposition = /^inline;.*filename="([^"]+)"/.exec(headers["content-disposition"] ?? "");
  expect(disposition, headers["content-disposition"]).toBeTruthy();
  const again = await page.request.get(url.href);
  expect(again.ok()).toBe(true);
  return { filename: disposition![1]!, bytes: await again.body() };
}

/**
 * A screenshot of the PDF viewer once it has drawn the document: the viewer paints the page some
 * moments after the load, and an empty viewer is a small, nearly blank picture.
 */
export async function snapPdf(page: Page, name: string): Promise<void> {
  await expect(async () => {
    const picture = await page.screenshot();
    expect(picture.length, "the viewer has drawn the document").toBeGreaterThan(30_000);
  }).toPass({ timeout: 15_000 });
  await snap(page, name, false);
}

/** WinAnsi's euro sign; the other characters the documents print are Latin-1. */
const WIN_ANSI: Record<number, string> = { 0x80: "€", 0x96: "–", 0x97: "—" };

/**
 * The text a PDF shows, line by line as drawn: the (deflated) content streams' strings. Enough
 * for the documents Sellwerk draws with pdf-lib's standard fonts; not a general PDF reader.
 */
export function pdfText(bytes: Buffer): string {
  expect(bytes.subarray(0, 5).toString("latin1"), "a PDF file").toBe("%PDF-");
  expect(bytes.subarray(-1024).toString("latin1"), "a complete PDF").toContain("%%EOF");
  const raw = bytes.toString("latin1");
  const lines: string[] = [];
  const decode = (chars: Buffer) => Array.from(chars, (c) => WIN_ANSI[c] ?? String.fromCharCode(c)).join("");
  for (let at = raw.indexOf("stream"); at >= 0; at = raw.indexOf("stream", at)) {
    const start = raw.indexOf("\n", at) + 1;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString("latin1");
    } catch {
      content = raw.slice(start, end);
    }
    for (const [, hex, literal] of content.matchAll(/<([\dA-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g))
      lines.push(
        hex !== undefined
          ? decode(Buffer.from(hex.replace(/\s/g, ""), "hex"))
          : literal!.replace(/\\(.)/g, "$1"),
      );
    at = end + "endstream".length;
  }
  return lines.join("\n");
}
