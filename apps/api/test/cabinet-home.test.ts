import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { cabinetClient, givenSeller } from "./support/catalog.ts";
import {
  BUYER,
  CARD,
  checkoutCall,
  givenSellableProduct,
  givenSellingSeller,
} from "./support/given-checkout.ts";
import { products } from "../src/catalog/index.ts";
import { paymentSettings } from "../src/payments/index.ts";
import { orders } from "../src/orders/index.ts";
import { billingSettings } from "../src/billing/index.ts";

// The seller's home (GET /cabinet/home, /cabinet/statistics) and what a review decision tells
// the seller (mails over real SMTP) and the manager (the waiting queue, longest wait first).

const DAY = 86_400_000;
/** A fresh access token: the tests move the clock past earlier ones' 15 minutes. */
const tokenFor = async (email: string) => (await signIn(t.app, email)).access_token;
let t: TestPlatform;
let managerEmail: string;
beforeAll(async () => {
  t = await startTestPlatform();
  managerEmail = (await givenUser(t.deps, { profiles: ["manager"] })).email;
});
afterAll(() => t.close());

let buyers = 0;
const buyer = () => `home-buyer-${process.pid}-${(buyers += 1)}@example.com`;

async function sellerWithProducts() {
  const seller = await givenSellingSeller(t.deps);
  const token = await tokenFor(seller.email);
  const eur = await givenSellableProduct(t.deps, seller.id);
  const usd = await givenSellableProduct(t.deps, seller.id, {
    plans: [{ form: "one_time", prefs: { price: 2000 }, currency: "usd" }],
  });
  return { seller, token, eur, usd };
}

type Sellable = Awaited<ReturnType<typeof givenSellableProduct>>;

async function buy(product: Sellable, email: string, card = CARD()) {
  const res = await checkoutCall(t.app, {
    product_id: product.product.id,
    pricing_plan_id: product.plans[0]!.id,
    payment_method: "card",
    payment_data: card,
    payer: { ...BUYER, email },
  });
  const body = res.body as { status: string; order_token: string };
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, body.order_token));
  return { status: body.status, order_id: order!.id };
}

let refunds = 0;
async function refund(email: string, orderId: number, amount: number) {
  const res = await call(t.app, "POST", `/cabinet/orders/${orderId}/rates/1/refund`, {
    token: await tokenFor(email),
    body: { amount },
    headers: { "idempotency-key": `home-refund-${process.pid}-${(refunds += 1)}` },
  });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ state: "successful" });
}

const statistics = async (email: string, query: Record<string, string>) =>
  call(t.app, "GET", "/cabinet/statistics", { token: await tokenFor(email), query });

describe("sales figures", () => {
  it("compare the last 30 days with the 30 before, per currency, from paid charges and refunds only", async () => {
    const a = await sellerWithProducts();
    const b = await sellerWithProducts();
    const [first, second, third] = [buyer(), buyer(), buyer()];

    // The period before: two orders of two new buyers, 10.00 € of one refunded.
    const early = await buy(a.eur, first);
    expect(early.status).toBe("paid");
    const refundedEarly = await buy(a.eur, second);
    await refund(a.seller.email, refundedEarly.order_id, 1000);

    t.clock.advance(31 * DAY);
    // This period: a returning buyer, a new one buying in two currencies, a whole refund,
    // a declined card (no sale), and another seller's sale.
    await buy(a.eur, first);
    const refundedLate = await buy(a.eur, third);
    await buy(a.usd, third);
    await refund(a.seller.email, refundedLate.order_id, 4900);
    expect((await buy(a.eur, buyer(), CARD("4000000000000002"))).status).not.toBe("paid");
    await buy(b.eur, buyer());

    const res = await statistics(a.seller.email, { days: "30", mode: "test", time_zone: "Europe/Berlin" });
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s).toMatchObject({
      days: 30,
      mode: "test",
      orders: { current: 3, previous: 2 },
      new_buyers: { current: 1, previous: 2 },
      refund_count: { current: 1, previous: 1 },
    });
    expect(s.currencies.map((c: { currency: string }) => c.currency)).toEqual(["eur", "usd"]);
    const [eur, usd] = s.currencies;
    expect(eur).toMatchObject({
      revenue: { current: 9800, previous: 9800 },
      refunds: { current: 4900, previous: 1000 },
    });
    expect(usd).toMatchObject({
      revenue: { current: 2000, previous: 0 },
      refunds: { current: 0, previous: 0 },
    });
    // Thirty calendar days ending today in the seller's zone; every sale of the period on today.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(t.clock.now());
    expect(eur.daily).toHaveLength(30);
    expect(s.till).toBe(today);
    expect(eur.daily.at(-1)).toEqual({ date: today, revenue: 9800 });
    expect(eur.daily.slice(0, -1).every((d: { revenue: number }) => d.revenue === 0)).toBe(true);

    // Test-mode sales never show as live ones.
    const live = (await statistics(a.seller.email, { mode: "live" })).body;
    expect(live).toMatchObject({ orders: { current: 0, previous: 0 }, currencies: [] });

    // A week looks at this week only; 90 days hold both periods' sales.
    const week = (await statistics(a.seller.email, { days: "7", mode: "test" })).body;
    expect(week.currencies[0].revenue).toEqual({ current: 9800, previous: 0 });
    const quarter = (await statistics(a.seller.email, { days: "90", mode: "test" })).body;
    expect(quarter.orders).toEqual({ current: 5, previous: 0 });
    expect(quarter.currencies[0].revenue.current).toBe(19_600);

    // The other seller sees their one sale only.
    const other = (await statistics(b.seller.email, { mode: "test" })).body;
    expect(other.orders).toEqual({ current: 1, previous: 0 });
    expect(other.currencies).toEqual([
      expect.objectContaining({ currency: "eur", revenue: { current: 4900, previous: 0 } }),
    ]);

    const wrong = await statistics(a.seller.email, { days: "31", time_zone: "Mars/Olympus" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.map((d: { param: string }) => d.param).sort()).toEqual([
      "days",
      "time_zone",
    ]);
  });
});

describe("the checklist", () => {
  it("reads the seller's real state and ticks each step as it is done", async () => {
    const fresh = await givenSeller(t.deps, t.app);
    const home = (token: string) => call(t.app, "GET", "/cabinet/home", { token });
    const res = await home(fresh.token);
    expect(res.status).toBe(200);
    expect(res.body.checklist).toEqual([
      { key: "business_profile", done: false },
      { key: "payment_provider", done: false },
      { key: "product_created", done: false },
      { key: "product_published", done: false },
      { key: "first_sale", done: false },
      { key: "invoices", done: false },
    ]);
    expect(res.body).toMatchObject({ live_sales: false, attention: [], attention_count: 0 });

    // A selling seller whose bank details were stored but who never chose providers.
    const { seller, token, eur } = await sellerWithProducts();
    const done = async () =>
      Object.fromEntries(
        (await home(token)).body.checklist.map((i: { key: string; done: boolean }) => [i.key, i.done]),
      );
    expect(await done()).toEqual({
      business_profile: true,
      payment_provider: false,
      product_created: true,
      product_published: true,
      first_sale: false,
      invoices: false,
    });
    await buy(eur, buyer());
    await t.deps.db
      .update(paymentSettings)
      .set({ methodProviders: { card: "sandbox" } })
      .where(eq(paymentSettings.sellerId, seller.id));
    await t.deps.db.insert(billingSettings).values({
      sellerId: seller.id,
      invoiceNumberFormat: "RE-{YYYY}-{N4}",
      creditMemoNumberFormat: "GS-{YYYY}-{N4}",
    });
    expect(Object.values(await done()).every(Boolean)).toBe(true);
  });
});

describe("review", () => {
  async function submitted(locale: "en" | "de", name: string) {
    const s = await givenSeller(t.deps, t.app, { canSell: true, locale });
    const api = cabinetClient(t.app, s.token);
    const created = await api.create("service", name);
    const p = await api.sellable(created.id, created.version);
    const res = await api.post(`/cabinet/products/${p.id}/publish`, { version: p.version });
    expect(res.body.product.state).toBe("in_review");
    return { ...s, api, product: res.body.product as { id: number; version: number } };
  }

  it("the home shows the review and when it is usually decided; the seller is mailed the decision", async () => {
    const en = await submitted("en", "Coaching hour");
    const sentAt = t.clock.now();
    const home = (await en.api.get("/cabinet/home")).body;
    expect(home.review_handling_days).toBe(2);
    expect(home.checklist.find((i: { key: string }) => i.key === "product_published").done).toBe(false);
    expect(home.attention).toEqual([
      {
        product: expect.objectContaining({ id: en.product.id, review_state: "in_review" }),
        submitted_at: sentAt.toISOString(),
        expected_by: new Date(sentAt.getTime() + 2 * DAY).toISOString(),
      },
    ]);

    const approved = await call(t.app, "POST", `/admin/product_reviews/${en.product.id}/approve`, {
      token: await tokenFor(managerEmail),
    });
    expect(approved.status).toBe(200);
    const mail = await t.mailbox.waitFor(en.user.email, /^Approved/);
    expect(mail.subject).toBe("Approved: Coaching hour");
    expect(mail.text).toContain("“Coaching hour” passed our review and is published");
    expect(mail.text).toContain("http://sellwerk.test/cabinet/products");
    const after = (await en.api.get("/cabinet/home")).body;
    expect(after.checklist.find((i: { key: string }) => i.key === "product_published").done).toBe(true);

    const de = await submitted("de", "Kurs ohne Bilder");
    const rejected = await call(t.app, "POST", `/admin/product_reviews/${de.product.id}/reject`, {
      token: await tokenFor(managerEmail),
      body: { reason: "Bitte füge Bilder des Kurses hinzu." },
    });
    expect(rejected.status).toBe(200);
    const absage = await t.mailbox.waitFor(de.user.email, /^Nicht freigegeben/);
    expect(absage.subject).toBe("Nicht freigegeben: Kurs ohne Bilder");
    expect(absage.text.replace(/\r\n/g, "\n")).toContain(
      "Der Grund:\n\nBitte füge Bilder des Kurses hinzu.\n\n",
    );
    expect(absage.text).toContain(`http://sellwerk.test/cabinet/products/${de.product.id}/edit`);
    const deHome = (await de.api.get("/cabinet/home")).body;
    expect(deHome.attention[0]).toMatchObject({
      product: {
        id: de.product.id,
        review_state: "rejected",
        review_reason: "Bitte füge Bilder des Kurses hinzu.",
      },
      expected_by: null,
    });
  });

  it("the manager's queue counts the waiting products and starts with the longest wait", async () => {
    const older = await submitted("en", "Waiting longest");
    t.clock.advance(DAY);
    const newer = await submitted("en", "Waiting shorter");
    // An edit while waiting moves the product's updated_at, not its place in the queue (signed in
    // again: a day on, the first access token has expired).
    const again = cabinetClient(t.app, await tokenFor(older.user.email));
    const edited = await again.patch(`/cabinet/products/${older.product.id}/details`, {
      version: older.product.version,
      short_description: "Now with a better text",
    });
    expect(edited.status).toBe(200);

    const queue = await call(t.app, "GET", "/admin/product_reviews", {
      token: await tokenFor(managerEmail),
      query: { per: "5" },
    });
    expect(queue.status).toBe(200);
    const [waiting] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.reviewState, "in_review")));
    expect(queue.body.total_count).toBe(waiting!.n);
    const ids = queue.body.list.map((r: { product: { id: number } }) => r.product.id);
    expect(ids.indexOf(older.product.id)).toBeLessThan(ids.indexOf(newer.product.id));
    const entry = queue.body.list.find((r: { product: { id: number } }) => r.product.id === older.product.id);
    expect(new Date(entry.submitted_at).getTime()).toBe(t.clock.now().getTime() - DAY);

    const seller = await again.get("/admin/product_reviews");
    expect(seller.status).toBe(403);
  });
});

describe("mail delivery", () => {
  it("tells the sign-up page whether mails are sent (here over the test SMTP server)", async () => {
    const res = await call(t.app, "GET", "/common/mail_delivery");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sends_mail: true });
  });
});
