import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { cabinetClient, givenSeller, ONE_TIME_PLAN } from "./support/catalog.ts";
import { givenUser } from "./support/users.ts";
import { signIn } from "./support/api.ts";
import { products } from "../src/catalog/index.ts";
import { emailLogs } from "../src/notifications/tables.ts";
import { seedPowerSellerCatalog } from "../src/seed/catalog.ts";

// Issue 12, a seller's first day: the shop page, the public checkout address, the defaults a new
// seller finds, the list's price and the seller's name in mails.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

async function seller(opts: Parameters<typeof givenSeller>[2] = {}) {
  const s = await givenSeller(t.deps, t.app, opts);
  return { ...s, api: cabinetClient(t.app, s.token) };
}

const get = (url: string) => t.app.inject({ method: "GET", url });
const euro = (minor: number) => `${(minor / 100).toFixed(2)} €`;

describe("the seller's shop page /s/{username}", () => {
  it("lists the published, reviewed, listed products with cover, name, price and a buy link", async () => {
    const seller = await givenSellingSeller(t.deps);
    const listed = await givenSellableProduct(t.deps, seller.id);
    // Several plans: the price of the plan the checkout opens with, and "from".
    const plans = await givenSellableProduct(t.deps, seller.id, {
      plans: [
        { form: "one_time", prefs: { price: 29900 } },
        { form: "installment", prefs: { firstAmount: 10000, nextAmount: 10000, paymentsCount: 3 } },
      ],
    });
    const discounted = await givenSellableProduct(t.deps, seller.id, {
      discount: { active: true, value: 10, valueForm: "percents", ordersCount: 0 },
    });
    const hidden = await givenSellableProduct(t.deps, seller.id);
    await t.deps.db
      .update(products)
      .set({ advanced: { hidden_in_shop: true } })
      .where(eq(products.id, hidden.product.id));
    const password = await givenSellableProduct(t.deps, seller.id, { accessPassword: "secret-word" });
    const draft = await givenSellableProduct(t.deps, seller.id);
    await t.deps.db.update(products).set({ state: "unpublished" }).where(eq(products.id, draft.product.id));
    const inReview = await givenSellableProduct(t.deps, seller.id);
    await t.deps.db
      .update(products)
      .set({ reviewState: "in_review" })
      .where(eq(products.id, inReview.product.id));
    const archived = await givenSellableProduct(t.deps, seller.id);
    await t.deps.db.update(products).set({ archived: true }).where(eq(products.id, archived.product.id));
    for (const [i, p] of [listed, plans, discounted, hidden, password, draft, inReview, archived].entries())
      await t.deps.db
        .update(products)
        .set({ name: `Product ${i} of the shop` })
        .where(eq(products.id, p.product.id));

    const res = await get(`/s/${seller.username}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain(`Products by ${seller.firstName} ${seller.lastName}`);
    const shown = [...html.matchAll(/Product (\d) of the shop/g)].map((m) => Number(m[1]));
    expect(new Set(shown)).toEqual(new Set([0, 1, 2]));
    for (const p of [listed, plans, discounted])
      expect(html).toContain(`href="/s/${seller.username}/${p.product.slug}"`);
    expect(html).toContain(euro(4900));
    expect(html).toContain(`from ${euro(29900)}`);
    expect(html).not.toContain(euro(10000));
    // 10 % off 49.00: the buyer's price, the old one struck through.
    expect(html).toContain(`<s class="price-before">${euro(4900)}</s>`);
    expect(html).toContain(euro(4410));
  });

  it("speaks German and answers an empty shop with a sentence, not an error", async () => {
    const seller = await givenSellingSeller(t.deps);
    const res = await get(`/s/${seller.username}?locale=de`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain("bietet gerade keine Produkte an");
  });

  it("answers the 404 page for unknown usernames and for users who do not sell", async () => {
    const payer = await givenUser(t.deps, { profiles: ["payer"] });
    for (const url of ["/s/nobody-sells-here", `/s/${payer.username}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("Page not found");
    }
  });
});

describe("the public checkout address", () => {
  it("is on every published product and on no draft", async () => {
    const { api, user } = await seller({ canSell: true, reviewRequired: false });
    const made = await api.create("service", "Address Test");
    expect(made.checkout_path).toBeNull();
    const sellable = await api.sellable(made.id, made.version);
    const published = await api.post(`/cabinet/products/${made.id}/publish`, { version: sellable.version });
    expect(published.status).toBe(200);
    const path = `/s/${user.username}/${made.slug}`;
    expect(published.body.product.checkout_path).toBe(path);
    const list = await api.get("/cabinet/products");
    expect(list.body.list.find((p: { id: number }) => p.id === made.id).checkout_path).toBe(path);
    expect((await get(path)).statusCode).toBe(200);
  });

  it("has a QR code for the seller's own published products only", async () => {
    const a = await seller({ canSell: true, reviewRequired: false });
    const b = await seller({ canSell: true, reviewRequired: false });
    const draft = await a.api.create("service", "QR Draft");
    expect((await a.api.get(`/cabinet/products/${draft.id}/checkout_qr.svg`)).status).toBe(404);
    const sellable = await a.api.sellable(draft.id, draft.version);
    await a.api.post(`/cabinet/products/${draft.id}/publish`, { version: sellable.version });
    const qr = await t.app.inject({
      method: "GET",
      url: `/api/v1/cabinet/products/${draft.id}/checkout_qr.svg`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toContain("<svg");
    // Another seller's product does not exist for them.
    expect((await b.api.get(`/cabinet/products/${draft.id}/checkout_qr.svg`)).status).toBe(404);
  });
});

describe("defaults of a new seller", () => {
  it("ticks the payment methods the seller can take on a new product", async () => {
    const fresh = await givenSeller(t.deps, t.app);
    const api = cabinetClient(t.app, fresh.token);
    const product = await api.create("download");
    const methods = (product.checkout as { payment_methods: string[] }).payment_methods;
    expect(methods).toContain("card");
    // No bank details yet: a bank transfer could not be paid.
    expect(methods).not.toContain("bank_wire");

    const banked = await givenSellingSeller(t.deps);
    const bankedApi = cabinetClient(t.app, (await signIn(t.app, banked.email)).access_token);
    const withBank = await bankedApi.create("download");
    expect((withBank.checkout as { payment_methods: string[] }).payment_methods).toContain("bank_wire");
    // Saving a plan keeps them: the product sells without touching the methods.
    const saved = await bankedApi.put(`/cabinet/products/${withBank.id}/checkout`, {
      version: withBank.version,
      pricing_plans: [ONE_TIME_PLAN],
      payment_methods: (withBank.checkout as { payment_methods: string[] }).payment_methods,
    });
    expect(saved.status).toBe(200);
  });

  it("fills the business profile's name with the name given at sign-up", async () => {
    const { api, user } = await seller();
    const res = await api.get("/cabinet/seller_profile");
    expect(res.body.seller_profile.profile).toMatchObject({
      first_name: user.firstName,
      last_name: user.lastName,
    });
    expect(res.body.seller_profile.missing_fields).not.toContain("first_name");
    // What the seller saved wins.
    const saved = await api.put("/cabinet/seller_profile", {
      version: 0,
      profile: { first_name: "Nina", last_name: "Muster" },
    });
    expect(saved.status).toBe(200);
    const again = await api.get("/cabinet/seller_profile");
    expect(again.body.seller_profile.profile).toMatchObject({ first_name: "Nina", last_name: "Muster" });
  });
});

describe("mails name the seller as buyers know them", () => {
  it("signs the receipt with the seller's display name, not the username", async () => {
    const seller = await givenSellingSeller(t.deps);
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const email = `receipt-${Date.now()}@example.com`;
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
      payer: { email, first_name: "Bea", last_name: "Buyer", country: "DE" },
    });
    expect(res.status).toBe(200);
    const [receipt] = await t.deps.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, email), eq(emailLogs.template, "order_receipt")));
    expect(receipt).toBeDefined();
    const text = JSON.stringify(receipt);
    expect(text).toContain(`from ${seller.firstName} ${seller.lastName}`);
    expect(text).not.toContain(`from ${seller.username}`);
    // The product and the buyer's page of the order, read with the payment's lock.
    expect(text).toContain(product.name);
    expect(text).toContain(`/s/${seller.username}/payment/${res.body.order_token}/manage`);
  });
});

describe("the power-seller demo account", () => {
  it("has a live free product in its shop and a paid one showing the power seller's review warnings", async () => {
    const power = await givenUser(t.deps, { profiles: ["seller"], powerSeller: true, locale: "de" });
    await seedPowerSellerCatalog(t.deps, power.id);
    const shop = await get(`/s/${power.username}`);
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain("Kostenlose Erstberatung");
    expect(shop.body).not.toContain("Launch-Workshop");
    const api = cabinetClient(t.app, (await signIn(t.app, power.email)).access_token);
    const list = (await api.get("/cabinet/products")).body.list as { name: string; warnings: string[] }[];
    const workshop = list.find((p) => p.name === "Launch-Workshop")!;
    expect(workshop.warnings).toEqual(expect.arrayContaining(["not_reviewed", "finish_registration"]));
  });
});
