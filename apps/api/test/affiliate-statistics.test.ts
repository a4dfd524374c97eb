import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { buyAttributed, givenChain } from "./support/given-affiliate.ts";
import { chargeDueRates } from "../src/orders/index.ts";
import { orders } from "../src/orders/tables.ts";
import { affiliateCommissions, platformAffiliateReferrals } from "../src/affiliates/tables.ts";
import {
  givenClicks,
  givenNode,
  givenProgram,
  givenPublisher,
  givenRateCommissions,
  givenSale,
  givenSeller,
} from "./support/given-publish-facts.ts";

// The affiliate statistics of publishers (/publish/statistics) and sellers
// (/cabinet/affiliate_statistics). Facts are written into the tables at chosen moments
// (support/given-publish-facts.ts): two sellers, a single-stage program of seller 1 where A
// brings sales, a two-stage program of seller 2 where B brings sales and A recruited B.

let t: TestPlatform;
let tokens: { a: string; b: string; s1: string; s2: string };
let ids: { a: number; b: number; g1: number; g2: number; p1: number; p2: number; s1: number; s2: number };

beforeAll(async () => {
  t = await startTestPlatform({ SHED_EVENT_LOOP_DELAY_MS: "0" });
  const deps = t.deps;
  const [one, two] = [await givenSeller(deps), await givenSeller(deps)];
  const [a, b] = [await givenPublisher(deps), await givenPublisher(deps)];
  const g1 = await givenProgram(deps, one.seller.id, { name: "Guides" });
  const g2 = await givenProgram(deps, two.seller.id, {
    name: "Courses",
    form: "multiple",
    commissions: [1000, 500],
  });
  const a1 = await givenNode(deps, g1, a);
  const a2 = await givenNode(deps, g2, a);
  const b2 = await givenNode(deps, g2, b, { parentNodeId: a2.id });

  // October: A's link clicked 4 times on the 5th and twice on the 20th; one sale on the 5th whose
  // second rate is paid on November 5th (no second sale). One click 23:30 UTC on Nov 2 is
  // Nov 3 in Berlin.
  await givenClicks(deps, a1, "2026-10-05T10:00:00Z", 4, one.product.id);
  await givenClicks(deps, a1, "2026-10-20T10:00:00Z", 2);
  const o1 = await givenSale(deps, {
    at: "2026-10-05T11:00:00Z",
    productId: one.product.id,
    amount: 10_000,
    chain: [{ node: a1, amount: 1000 }],
  });
  await givenRateCommissions(deps, o1, {
    at: "2026-11-05T11:00:00Z",
    amount: 10_000,
    chain: [{ node: a1, amount: 1000 }],
  });
  await givenClicks(deps, a1, "2026-11-02T23:30:00Z", 1);
  // Seller 2: B's link clicked twice, one sale split B 10 % / A 5 %.
  await givenClicks(deps, b2, "2026-10-10T09:00:00Z", 2, two.product.id);
  await givenSale(deps, {
    at: "2026-10-10T10:00:00Z",
    productId: two.product.id,
    amount: 20_000,
    chain: [
      { node: b2, amount: 2000 },
      { node: a2, amount: 1000 },
    ],
  });

  const token = async (email: string) => (await signIn(t.app, email)).access_token;
  tokens = {
    a: await token(a.email),
    b: await token(b.email),
    s1: await token(one.seller.email),
    s2: await token(two.seller.email),
  };
  ids = {
    a: a.id,
    b: b.id,
    g1: g1.id,
    g2: g2.id,
    p1: one.product.id,
    p2: two.product.id,
    s1: one.seller.id,
    s2: two.seller.id,
  };
});
afterAll(() => t.close());

const OCT_NOV = { from: "2026-10-01", to: "2026-11-30" };
const eur = (amount: number, clawed_back = 0) => [{ currency: "EUR", amount, pending: 0, clawed_back }];

describe("publisher statistics", () => {
  it("counts clicks, sales and every stage's commission per program, with conversion", async () => {
    const res = await call(t.app, "GET", "/publish/statistics", { token: tokens.a, query: OCT_NOV });
    expect(res.status).toBe(200);
    expect(res.body.view).toBe("statistics_programs");
    const byName = Object.fromEntries(res.body.rows.map((r: { name: string }) => [r.name, r]));
    // Guides: 7 clicks, one sale (its second rate is no new sale), both rates' commissions.
    expect(byName.Guides).toMatchObject({
      id: ids.g1,
      clicks: 7,
      sales: 1,
      conversion: 14.29,
      commissions: eur(2000),
    });
    // Courses: A recruited B; A earns stage 2 but brought no sale and had no clicks.
    expect(byName.Courses).toMatchObject({
      id: ids.g2,
      clicks: 0,
      sales: 0,
      conversion: null,
      commissions: eur(1000),
    });
    expect(res.body.totals).toMatchObject({ clicks: 7, sales: 1, conversion: 14.29, commissions: eur(3000) });
  });

  it("buckets by month and by Berlin day", async () => {
    const months = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { ...OCT_NOV, interval: "month" },
    });
    expect(months.body.series).toEqual([
      { date: "2026-10-01", clicks: 6, sales: 1, conversion: 16.67, commissions: eur(2000) },
      { date: "2026-11-01", clicks: 1, sales: 0, conversion: 0, commissions: eur(1000) },
    ]);
    const days = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { from: "2026-11-01", to: "2026-11-05", interval: "day" },
    });
    expect(days.body.series.map((p: { date: string; clicks: number }) => [p.date, p.clicks])).toEqual([
      ["2026-11-01", 0],
      ["2026-11-02", 0],
      ["2026-11-03", 1],
      ["2026-11-04", 0],
      ["2026-11-05", 0],
    ]);
    // The same click in UTC falls on the 2nd.
    const utc = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { from: "2026-11-01", to: "2026-11-05", time_zone: "UTC" },
    });
    expect(utc.body.series[1]).toMatchObject({ date: "2026-11-02", clicks: 1 });
    const weeks = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { from: "2026-10-01", to: "2026-10-31", interval: "week" },
    });
    // Weeks start on Monday: Sep 28 holds Oct 1–4.
    expect(weeks.body.series[0].date).toBe("2026-09-28");
    expect(weeks.body.series).toHaveLength(5);
  });

  it("groups by product and by seller", async () => {
    const products = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { ...OCT_NOV, view: "statistics_products" },
    });
    // Clicks without a product make a row without id.
    expect(
      products.body.rows.map((r: { id: number | null; clicks: number; sales: number }) => [
        r.id,
        r.clicks,
        r.sales,
      ]),
    ).toEqual([
      [ids.p1, 4, 1],
      [null, 3, 0],
      [ids.p2, 0, 0],
    ]);
    const sellers = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { ...OCT_NOV, view: "statistics_sellers" },
    });
    expect(sellers.body.rows.map((r: { id: number }) => r.id)).toEqual([ids.s1, ids.s2]);
  });

  it("shows a publisher only their own facts", async () => {
    const res = await call(t.app, "GET", "/publish/statistics", { token: tokens.b, query: OCT_NOV });
    expect(res.body.rows).toEqual([
      { id: ids.g2, name: "Courses", clicks: 2, sales: 1, conversion: 50, commissions: eur(2000) },
    ]);
    expect(res.body.totals.clicks).toBe(2);
  });

  it("shows the sellers a publisher recruited to the platform, also before they sold", async () => {
    const publisher = await givenPublisher(t.deps);
    const busy = await givenSeller(t.deps);
    const quiet = await givenSeller(t.deps);
    await t.deps.db.insert(platformAffiliateReferrals).values([
      { sellerId: busy.seller.id, publisherId: publisher.id },
      { sellerId: quiet.seller.id, publisherId: publisher.id },
    ]);
    const [order] = await t.deps.db
      .insert(orders)
      .values({
        sellerId: busy.seller.id,
        token: `platform-${busy.seller.id}`,
        productId: busy.product.id,
        plan: {},
        currency: "EUR",
        totalAmount: 10_000,
        paymentMethod: "card",
        provider: "sandbox",
        payer: { email: "x@example.com" },
        owner: {},
      })
      .returning();
    await t.deps.db.insert(affiliateCommissions).values({
      kind: "platform_affiliate",
      sellerId: busy.seller.id,
      publisherId: publisher.id,
      orderId: order!.id,
      paymentId: 424242,
      currency: "EUR",
      baseAmount: 500,
      amount: 100,
      createdAt: new Date("2026-10-15T10:00:00Z"),
    });
    const token = (await signIn(t.app, publisher.email)).access_token;
    const res = await call(t.app, "GET", "/publish/statistics", {
      token,
      query: { ...OCT_NOV, view: "statistics_affiliate" },
    });
    expect(
      res.body.rows.map((r: { id: number; sales: number; clicks: number }) => [r.id, r.sales, r.clicks]),
    ).toEqual([
      [busy.seller.id, 1, 0],
      [quiet.seller.id, 0, 0],
    ]);
    expect(res.body.totals.commissions).toEqual(eur(100));
    // The seller programs' views do not count the platform's share.
    const programs = await call(t.app, "GET", "/publish/statistics", { token, query: OCT_NOV });
    expect(programs.body.rows).toEqual([]);
  });

  it("refuses a period that ends before it starts or is too long, naming the field", async () => {
    const backwards = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { from: "2026-10-10", to: "2026-10-01" },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: { code: "INVALID_INPUT", param: "to" } });
    const long = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { from: "2020-01-01", to: "2026-01-01" },
    });
    expect(long.body).toMatchObject({ error: { code: "INVALID_INPUT", param: "to" } });
    const tooEarly = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { from: "0000-01-01", to: "0000-12-31" },
    });
    expect(tooEarly.body).toMatchObject({ error: { code: "INVALID_INPUT", param: "from" } });
    // Only a start: up to today, at most 731 days.
    const fromOnly = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { from: "2001-01-01" },
    });
    expect(fromOnly.body).toMatchObject({ from: "2001-01-01", to: "2003-01-01" });
    expect(fromOnly.body.series).toHaveLength(731);
    const badZone = await call(t.app, "GET", "/publish/statistics", {
      token: tokens.a,
      query: { time_zone: "Mars/Base" },
    });
    expect(badZone.body).toMatchObject({ error: { code: "INVALID_INPUT", param: "time_zone" } });
  });

  it("is the publisher's: a seller's token is refused", async () => {
    const res = await call(t.app, "GET", "/publish/statistics", { token: tokens.s1 });
    expect(res.status).toBeGreaterThanOrEqual(403);
  });
});

describe("seller affiliate statistics", () => {
  it("shows the seller their programs, publishers and products only", async () => {
    const programs = await call(t.app, "GET", "/cabinet/affiliate_statistics", {
      token: tokens.s1,
      query: OCT_NOV,
    });
    expect(programs.status).toBe(200);
    expect(programs.body.rows).toEqual([
      { id: ids.g1, name: "Guides", clicks: 7, sales: 1, conversion: 14.29, commissions: eur(2000) },
    ]);
    const publishers = await call(t.app, "GET", "/cabinet/affiliate_statistics", {
      token: tokens.s2,
      query: { ...OCT_NOV, view: "publishers" },
    });
    // B brought the sale (stage 1); A earned stage 2 of it.
    expect(
      publishers.body.rows.map((r: { id: number; sales: number; commissions: unknown }) => [
        r.id,
        r.sales,
        r.commissions,
      ]),
    ).toEqual([
      [ids.b, 1, eur(2000)],
      [ids.a, 0, eur(1000)],
    ]);
    expect(publishers.body.totals).toMatchObject({ clicks: 2, sales: 1, commissions: eur(3000) });
    const products = await call(t.app, "GET", "/cabinet/affiliate_statistics", {
      token: tokens.s2,
      query: { ...OCT_NOV, view: "products" },
    });
    expect(products.body.rows.map((r: { id: number }) => r.id)).toEqual([ids.p2]);
  });

  it("counts commissions inside the refund window as pending", async () => {
    const now = t.deps.clock.now();
    const day = now.toISOString().slice(0, 10);
    const seller = await givenSeller(t.deps);
    const publisher = await givenPublisher(t.deps);
    const program = await givenProgram(t.deps, seller.seller.id);
    const node = await givenNode(t.deps, program, publisher);
    await givenSale(t.deps, {
      at: new Date(now.getTime() - 60_000).toISOString(),
      productId: seller.product.id,
      amount: 5000,
      chain: [{ node, amount: 500 }],
    });
    const token = (await signIn(t.app, seller.seller.email)).access_token;
    const res = await call(t.app, "GET", "/cabinet/affiliate_statistics", {
      token,
      query: { from: day, to: day, time_zone: "UTC" },
    });
    expect(res.body.totals.commissions).toEqual([
      { currency: "EUR", amount: 500, pending: 500, clawed_back: 0 },
    ]);
  });
});

describe("figures of the real money path", () => {
  it("shows an installment order's commissions of both rates to both stages, one sale", async () => {
    const seller = await givenSellingSeller(t.deps);
    const product = await givenSellableProduct(t.deps, seller.id, {
      plans: [
        {
          form: "installment",
          prefs: {
            firstAmount: 4000,
            nextAmount: 3000,
            paymentsCount: 3,
            interval: { unit: "month", count: 1 },
          },
        },
      ],
    });
    const chain = await givenChain(t.deps, seller.id);
    const start = t.clock.now();
    const { order } = await buyAttributed(t.app, t.deps, product, chain.terms());
    t.clock.advance(31 * 86_400_000);
    await chargeDueRates(t.deps);
    const period = {
      from: start.toISOString().slice(0, 10),
      to: t.clock.now().toISOString().slice(0, 10),
      time_zone: "UTC",
    };

    const publisher = (await signIn(t.app, chain.publisher.email)).access_token;
    const orders = await call(t.app, "GET", "/publish/orders", {
      token: publisher,
      query: { sort_dir: "asc" },
    });
    expect(
      orders.body.list.map((r: { order_id: number; rate_number: number; amount: number; stage: number }) => [
        r.order_id,
        r.rate_number,
        r.stage,
        r.amount,
      ]),
    ).toEqual([
      [order.id, 1, 1, 400],
      [order.id, 2, 1, 300],
    ]);
    const mine = await call(t.app, "GET", "/publish/statistics", { token: publisher, query: period });
    expect(mine.body.totals).toMatchObject({
      sales: 1,
      commissions: [expect.objectContaining({ amount: 700 })],
    });

    const recruiter = (await signIn(t.app, chain.recruiter.email)).access_token;
    const theirs = await call(t.app, "GET", "/publish/statistics", { token: recruiter, query: period });
    expect(theirs.body.totals).toMatchObject({
      sales: 0,
      commissions: [expect.objectContaining({ amount: 350 })],
    });
    // The home's pending and available are the balance page's.
    const [home, balance] = await Promise.all([
      call(t.app, "GET", "/publish/home", { token: recruiter, query: period }),
      call(t.app, "GET", "/publish/payouts_balance", { token: recruiter }),
    ]);
    const currency = theirs.body.totals.commissions[0].currency;
    const fromBalance = balance.body.list.find((b: { currency: string }) => b.currency === currency);
    expect(home.body.currencies).toContainEqual(
      expect.objectContaining({
        currency,
        earned: 350,
        pending: fromBalance.pending,
        available: fromBalance.available,
      }),
    );
    expect(fromBalance.pending + fromBalance.available).toBe(350);

    const sellerToken = (await signIn(t.app, seller.email)).access_token;
    const sellers = await call(t.app, "GET", "/cabinet/affiliate_statistics", {
      token: sellerToken,
      query: { ...period, view: "publishers" },
    });
    expect(
      sellers.body.rows.map((r: { id: number; sales: number; commissions: { amount: number }[] }) => [
        r.id,
        r.sales,
        r.commissions[0]!.amount,
      ]),
    ).toEqual([
      [chain.publisher.id, 1, 700],
      [chain.recruiter.id, 0, 350],
    ]);
  });
});
