import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { products } from "../src/catalog/index.ts";

// The buyer pages over HTTP: server-rendered HTML from the loaders, 404 pages for anything
// unknown, per-page CSP and caching. (The rendering itself is tested in apps/web/test/shop-*.)

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

async function paidOrder() {
  const { product, plans } = await givenSellableProduct(t.deps, seller.id);
  const res = await checkoutCall(t.app, {
    product_id: product.id,
    pricing_plan_id: plans[0]!.id,
    payment_method: "card",
    payment_data: CARD(),
  });
  expect(res.status).toBe(200);
  return { product, token: res.body.order_token as string };
}

describe("checkout page", () => {
  it("renders the product's checkout as HTML with its own CSP", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id);
    const res = await get(`/s/${seller.username}/${product.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(`>${product.name}</h1>`);
    expect(res.body).toContain('name="payment_method"');
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("stripe.com");
  });

  it("dates the page by the server's clock, so a moved test clock still charges today", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    t.clock.advance(40 * 86_400_000);
    const res = await get(`/s/${seller.username}/${product.slug}`);
    const price = (plans[0]!.prefs as { price: number }).price;
    expect(res.body).toContain(`Pay ${(price / 100).toFixed(2)} €`);
  });

  it("speaks German by ?locale=de and by Accept-Language", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id);
    const byQuery = await get(`/s/${seller.username}/${product.slug}?locale=de`);
    expect(byQuery.body).toContain('<html lang="de">');
    expect(byQuery.body).toContain("Deine Angaben");
    const byHeader = await get(`/s/${seller.username}/${product.slug}`, {
      "accept-language": "de-DE,de;q=0.9",
    });
    expect(byHeader.body).toContain("Deine Angaben");
  });

  it("answers a 404 page (not JSON, not the back-office) for unknown sellers and products", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id);
    await t.deps.db.update(products).set({ state: "unpublished" }).where(eq(products.id, product.id));
    for (const url of [`/s/${seller.username}/${product.slug}`, `/s/nobody-here/anything`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("Page not found");
    }
  });
});

describe("order pages", () => {
  it("success page of a paid order, never cached, no referrer", async () => {
    const { product, token } = await paidOrder();
    const res = await get(`/s/${seller.username}/payment/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.body).toContain("Thank you for your order!");
    expect(res.body).toContain(product.name);
  });

  it("an order token under another seller's name is not found", async () => {
    const { token } = await paidOrder();
    expect((await get(`/s/someone-else/payment/${token}`)).statusCode).toBe(404);
    expect((await get(`/s/${seller.username}/payment/not-a-token`)).statusCode).toBe(404);
  });

  it("the upsell page without an open offer sends the buyer on to the order", async () => {
    const { token } = await paidOrder();
    const res = await get(`/s/${seller.username}/payment/${token}/upsell`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/s/${seller.username}/payment/${token}`);
  });

  it("the manage page lists the rates", async () => {
    const { token } = await paidOrder();
    const res = await get(`/s/${seller.username}/payment/${token}/manage`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<caption>Payments</caption>");
    expect(res.body).toContain("badge-green");
  });
});

describe("sandbox and documents", () => {
  it("the sandbox challenge page opens only under its own order's page; anything else is a 404 page", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const buy = () =>
      checkoutCall(t.app, {
        product_id: product.id,
        pricing_plan_id: plans[0]!.id,
        payment_method: "card",
        payment_data: CARD("4000000000003220"),
      });
    const mine = await buy();
    const theirs = await buy();
    const path = new URL(mine.body.next_action.url as string).pathname;
    const challenge = path.split("/").pop()!;
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("3-D Secure challenge");
    for (const wrong of [
      `/s/${seller.username}/payment/${theirs.body.order_token}/sandbox/${challenge}`,
      `/s/${seller.username}/payment/${mine.body.order_token}/sandbox/${"x".repeat(32)}`,
      "/sandbox/sbx_ch_1",
    ])
      expect((await get(wrong)).statusCode).toBe(404);
  });

  it("cancellation terms: the product's text, else the default", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id);
    await t.deps.db
      .update(products)
      .set({ pages: { cancellation_terms: "<p>Fourteen days, no questions.</p>" } })
      .where(eq(products.id, product.id));
    const own = await get(`/s/${seller.username}/document/cancellation_terms?ct_id=${product.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("<p>Fourteen days, no questions.</p>");
    const fallback = await get(`/s/${seller.username}/document/cancellation_terms?locale=de`);
    expect(fallback.body).toContain("Widerrufsrecht");
    expect((await get(`/s/nobody-here/document/cancellation_terms`)).statusCode).toBe(404);
  });
});
