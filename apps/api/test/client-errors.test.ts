import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { eq } from "drizzle-orm";
import { products } from "../src/catalog/index.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";

// Issue 10, "Errors a client can act on": answers whose status and code tell a client what to do.

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

describe("an unknown product at checkout", () => {
  it("answers 404 PRODUCT_NOT_FOUND for an id that names nothing, 409 for a product not on sale", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const unknown = await checkoutCall(t.app, {
      product_id: 987654,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("PRODUCT_NOT_FOUND");
    const quote = await call(t.app, "POST", "/shop/checkout/quote", {
      body: { product_id: 987654, pricing_plan_id: plans[0]!.id },
    });
    expect(quote.status).toBe(404);
    expect(quote.body.error.code).toBe("PRODUCT_NOT_FOUND");

    // A product that exists but is not for sale keeps its own answer.
    await t.deps.db.update(products).set({ archived: true }).where(eq(products.id, product.id));
    const archived = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
    });
    expect(archived.status).toBe(409);
    expect(archived.body.error.code).toBe("PRODUCT_NOT_AVAILABLE");
  });
});

describe("funnels and thank-you pages, which do not exist yet", () => {
  it("are not offered, and settings stored with them still read", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id);
    // As saved before the fields were withdrawn.
    await t.deps.db
      .update(products)
      .set({
        upsell: { product_ids: [], funnel_id: 987654 },
        pages: { success: "thank_you_page", success_url: "", thank_you_page_id: 424242, terms: "" },
      })
      .where(eq(products.id, product.id));
    const token = (await signIn(t.app, seller.email)).access_token;
    const read = await call(t.app, "GET", `/cabinet/products/${product.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.product.upsell).toEqual({ product_ids: [] });
    expect(read.body.product.pages).toMatchObject({ success: "thank_you_page" });
    expect(read.body.product.pages).not.toHaveProperty("thank_you_page_id");
    // Nor does the API document offer them.
    const doc = await call(t.app, "GET", "/openapi.json");
    const text = JSON.stringify(doc.body);
    expect(text).not.toContain("funnel_id");
    expect(text).not.toContain("thank_you_page_id");
  });
});

describe("the OpenAPI document", () => {
  it("documents every field of a checkout's payment_data", async () => {
    const doc = (await call(t.app, "GET", "/openapi.json")).body;
    const fields = ["card_number", "exp", "cvc", "iban", "account_holder", "payment_method"];
    for (const path of ["/api/v1/shop/checkout", "/api/v1/shop/orders/{token}/payment_method"]) {
      const body = doc.paths[path].post.requestBody.content["application/json"].schema;
      const data = body.properties.payment_data;
      expect(Object.keys(data.properties ?? {}).sort(), path).toEqual([...fields].sort());
      for (const field of fields) expect(data.properties[field].description, field).toBeTruthy();
    }
  });

  it("documents the seller profile's fields, in snake_case like every other route", async () => {
    const doc = (await call(t.app, "GET", "/openapi.json")).body;
    const body =
      doc.paths["/api/v1/cabinet/seller_profile"].put.requestBody.content["application/json"].schema;
    const fields = Object.keys(body.properties.profile.properties ?? {});
    expect(fields).toContain("street_number");
    expect(fields).toContain("tax_issuance_country_code");
    expect(fields.length).toBeGreaterThan(20);
    for (const field of fields) expect(field).toMatch(/^[a-z0-9_]+$/);
  });
});

describe("browser paths", () => {
  it("answer 404 with the app's page when the app has no page for them, 200 when it has", async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), "sellwerk-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><div id=root>web app</div>");
    const { app } = await buildApp({ ...t.deps, config: { ...t.deps.config, webDist } });
    try {
      for (const known of [
        "/",
        "/users/sign_in",
        "/cabinet/products/12/edit",
        "/payer/courses/3/lessons/4?x=1",
      ]) {
        const res = await app.inject({ method: "GET", url: known });
        expect(res.statusCode, known).toBe(200);
        expect(res.body).toContain("web app");
      }
      for (const unknown of [
        "/nope",
        "/cabinet/nope",
        "/cabinet/products/12/edit/more",
        "/users/sign_in/x",
        "/admin/x",
      ]) {
        const res = await app.inject({ method: "GET", url: unknown });
        expect(res.statusCode, unknown).toBe(404);
        // The same app still renders, and shows its own 404 page.
        expect(res.body).toContain("web app");
        expect(res.headers["content-type"]).toMatch(/^text\/html/);
      }
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it("an unknown product of the shop is a 404 page", async () => {
    const res = await t.app.inject({ method: "GET", url: `/s/${seller.username}/no-such-product` });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("<html");
  });
});
