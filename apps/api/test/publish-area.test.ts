import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publisherAccount } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import {
  affiliateCommissions,
  affiliateProgramProducts,
  publisherProfiles,
} from "../src/affiliates/tables.ts";
import { eq } from "drizzle-orm";
import {
  givenClicks,
  givenNode,
  givenProgram,
  givenPublisher,
  givenSale,
  givenSeller,
} from "./support/given-publish-facts.ts";

// The publisher area's read side (/publish): home, profile, details, mail choices, the sales they
// brought, their programs and the marketplace. Clicks, nodes, orders and commissions are written
// into the tables (support/given-publish-facts.ts); the balances come from ledger lines written
// the same way, since the home reads them through the payouts context.

let t: TestPlatform;
let a: { id: number; email: string; token: string };
let b: { id: number; email: string; token: string };
let sellerToken: string;
let g1: { id: number; sellerId: number };
let g2: { id: number; sellerId: number };
let market: { id: number; sellerId: number };
let product1: number;

beforeAll(async () => {
  t = await startTestPlatform({ SHED_EVENT_LOOP_DELAY_MS: "0" });
  const deps = t.deps;
  const one = await givenSeller(deps);
  const two = await givenSeller(deps);
  product1 = one.product.id;
  const [pa, pb] = [await givenPublisher(deps), await givenPublisher(deps)];
  g1 = await givenProgram(deps, one.seller.id, { name: "Guides" });
  g2 = await givenProgram(deps, two.seller.id, {
    name: "Courses",
    form: "multiple",
    commissions: [1000, 500],
    bonus: 250,
    affiliateMarketplaceProduct: true,
  });
  market = await givenProgram(deps, one.seller.id, {
    name: "Premium guides",
    scope: "with_products",
    commissions: [2000],
    affiliateMarketplaceProduct: true,
    landingBody: "Join {program}: {commission} for {cookies} days. {buttons}",
    cookiesExpire: 90,
  });
  await deps.db
    .insert(affiliateProgramProducts)
    .values({ programId: market.id, productId: one.product.id, commissions: [3000] });
  // Archived and unlisted programs never show in the marketplace.
  await givenProgram(deps, one.seller.id, {
    name: "Old",
    affiliateMarketplaceProduct: true,
    archivedAt: new Date(),
  });
  const a1 = await givenNode(deps, g1, pa);
  const a2 = await givenNode(deps, g2, pa);
  const b2 = await givenNode(deps, g2, pb, { parentNodeId: a2.id });
  // An invitation to A not answered yet, by email only; and A's own request to the marketplace program.
  const third = await givenProgram(deps, two.seller.id, { name: "Invites" });
  await givenNode(deps, third, pa, { publisherId: null, state: "requested", initiator: "seller" });
  await givenNode(deps, market, pa, { state: "requested", initiator: "publisher" });

  // 17 sales of A in Guides on different days (page size 15), amounts 100 … 1700.
  for (let i = 1; i <= 17; i++)
    await givenSale(deps, {
      at: `2026-10-${String(i).padStart(2, "0")}T12:00:00Z`,
      productId: one.product.id,
      amount: i * 1000,
      chain: [{ node: a1, amount: i * 100 }],
    });
  await givenClicks(deps, a1, "2026-10-01T08:00:00Z", 34);
  // B's sale in Courses, A earns stage 2.
  const coursesSale = await givenSale(deps, {
    at: "2026-10-20T12:00:00Z",
    productId: two.product.id,
    amount: 20_000,
    chain: [
      { node: b2, amount: 2500 },
      { node: a2, amount: 1000 },
    ],
  });
  // A recruited seller 2 to the platform: the platform's share of that sale's fee is A's too.
  await deps.db.insert(affiliateCommissions).values({
    kind: "platform_affiliate",
    sellerId: two.seller.id,
    publisherId: pa.id,
    orderId: coursesSale.id,
    paymentId: 7_000_001,
    currency: "EUR",
    baseAmount: 25_000,
    amount: 5000,
    createdAt: new Date("2026-10-19T00:00:00Z"),
  });
  // A's balance: 50.00 EUR owed by the ledger (an old commission: available).
  await deps.db.insert(ledgerEntries).values([
    {
      transactionId: "pa-test-1",
      account: `seller:${one.seller.id}`,
      currency: "EUR",
      amount: 5000,
      kind: "commission",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    },
    {
      transactionId: "pa-test-1",
      account: publisherAccount(pa.id),
      currency: "EUR",
      amount: -5000,
      kind: "commission",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    },
  ] as (typeof ledgerEntries.$inferInsert)[]);

  a = { id: pa.id, email: pa.email, token: (await signIn(t.app, pa.email)).access_token };
  b = { id: pb.id, email: pb.email, token: (await signIn(t.app, pb.email)).access_token };
  sellerToken = (await signIn(t.app, one.seller.email)).access_token;
});
afterAll(() => t.close());

const get = (token: string, path: string, query?: Record<string, string>) =>
  call(t.app, "GET", path, { token, query });

describe("orders (/publish/orders)", () => {
  it("pages by 15, newest first, and sorts by commission", async () => {
    const first = await get(a.token, "/publish/orders", { program_id: String(g1.id) });
    expect(first.status).toBe(200);
    expect(first.body.list).toHaveLength(15);
    expect(first.body.total_count).toBe(17);
    expect(first.body.list[0]).toMatchObject({
      amount: 1700,
      order_amount: 17_000,
      stage: 1,
      program_name: "Guides",
    });
    const second = await get(a.token, "/publish/orders", { program_id: String(g1.id), page: "2" });
    expect(second.body.list.map((r: { amount: number }) => r.amount)).toEqual([200, 100]);
    const cheapest = await get(a.token, "/publish/orders", {
      sort_key: "amount",
      sort_dir: "asc",
      per: "15",
    });
    expect(cheapest.body.list.slice(0, 3).map((r: { amount: number }) => r.amount)).toEqual([100, 200, 300]);
  });

  it("masks the buyer and filters by stage and dates", async () => {
    const stage2 = await get(a.token, "/publish/orders", { stage: "2" });
    expect(stage2.body.list).toHaveLength(1);
    expect(stage2.body.list[0]).toMatchObject({
      stage: 2,
      amount: 1000,
      program_id: g2.id,
      buyer_email: "j***@example.com",
      payment_state: "paid",
    });
    expect(JSON.stringify(stage2.body)).not.toContain("jane.buyer");
    const days = await get(a.token, "/publish/orders", { date_from: "2026-10-03", date_till: "2026-10-05" });
    expect(days.body.list.map((r: { amount: number }) => r.amount)).toEqual([500, 400, 300]);
  });

  it("searches program, product and seller names and order numbers", async () => {
    const byProgram = await get(a.token, "/publish/orders", { query: "cours" });
    expect(byProgram.body.list.map((r: { program_name: string }) => r.program_name)).toEqual(["Courses"]);
    const byProduct = await get(a.token, "/publish/orders", { query: `guide of ${g1.sellerId}` });
    expect(byProduct.body.total_count).toBe(17);
    const orderId = String(byProgram.body.list[0].order_id);
    // The stage-2 commission and the platform's share of the same order. The digits may also stand
    // in a product's or seller's name ("guide of <seller id>"), which the search finds as well.
    const byNumber = await get(a.token, "/publish/orders", { query: orderId, per: "500" });
    expect(
      byNumber.body.list.filter((r: { order_id: number }) => String(r.order_id) === orderId),
    ).toHaveLength(2);
    // B finds nothing of A's by searching A's program.
    expect((await get(b.token, "/publish/orders", { query: "guides" })).body.total_count).toBe(0);
  });

  it("never shows a publisher another publisher's commissions", async () => {
    const theirs = await get(b.token, "/publish/orders");
    expect(theirs.body.list).toHaveLength(1);
    expect(theirs.body.list[0]).toMatchObject({ stage: 1, amount: 2500 });
    // Asking for a program B is not in answers nothing, not A's rows.
    const foreign = await get(b.token, "/publish/orders", { program_id: String(g1.id) });
    expect(foreign.body).toMatchObject({ list: [], total_count: 0 });
  });

  it("is for publishers only", async () => {
    expect((await get(sellerToken, "/publish/orders")).status).toBe(403);
    expect((await call(t.app, "GET", "/publish/orders")).status).toBe(401);
  });
});

describe("home, details and programs", () => {
  it("sums the period, reads balances from payouts, counts programs and invitations", async () => {
    const home = await get(a.token, "/publish/home", { from: "2026-10-01", to: "2026-10-31" });
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({
      clicks: 34,
      sales: 17,
      conversion: 50,
      programs_count: 2,
      new_invitations_count: 1,
    });
    // 100 + … + 1700 = 15,300, the stage-2 1,000 and the platform's 5,000 (no sale of A's link);
    // the balance is the ledger's.
    expect(home.body.currencies).toContainEqual({
      currency: "EUR",
      earned: 21_300,
      clawed_back: 0,
      pending: 0,
      available: 5000,
    });
    expect(home.body.latest_commissions).toHaveLength(5);
    expect(home.body.latest_commissions[0]).toMatchObject({ stage: 2, buyer_email: "j***@example.com" });
  });

  it("gives the links of every active program and the platform sign-up link", async () => {
    const details = await get(a.token, "/publish/details");
    const base = t.deps.config.publicUrl;
    expect(details.body).toMatchObject({
      publisher_id: a.id,
      email: a.email,
      platform_affiliate_link: `${base}/users/sign_up?platform_affiliate=${a.id}`,
    });
    expect(details.body.links).toEqual([
      {
        program_id: g2.id,
        program_name: "Courses",
        seller_name: expect.any(String),
        affiliate_link: `${base}/aff/${g2.id}/${a.id}`,
        recruit_link: `${base}/affiliate_programs/${g2.id}?recruiter=${a.id}`,
      },
      {
        program_id: g1.id,
        program_name: "Guides",
        seller_name: expect.any(String),
        affiliate_link: `${base}/aff/${g1.id}/${a.id}`,
        recruit_link: null,
      },
    ]);
  });

  it("lists joined programs with terms in percent, sales and earnings", async () => {
    const res = await get(a.token, "/publish/affiliate_programs", { sort_key: "name", sort_dir: "asc" });
    expect(res.body.total_count).toBe(2);
    expect(res.body.list.map((p: { name: string }) => p.name)).toEqual(["Courses", "Guides"]);
    expect(res.body.list[0]).toMatchObject({
      commissions: [10, 5],
      bonus: 2.5,
      sales: 0,
      earned: [{ currency: "EUR", amount: 1000 }],
    });
    expect(res.body.list[1]).toMatchObject({
      commissions: [10],
      sales: 17,
      earned: [{ currency: "EUR", amount: 15_300 }],
    });
  });
});

describe("marketplace", () => {
  it("lists listed, not archived programs with the stage-1 range and the publisher's node", async () => {
    const res = await get(a.token, "/publish/affiliate_marketplace", { sort_key: "commission" });
    expect(res.body.list.map((p: { name: string }) => p.name)).toEqual(["Premium guides", "Courses"]);
    expect(res.body.list[0]).toMatchObject({
      commission_min: 30,
      commission_max: 30,
      products_count: 1,
      node_state: "requested",
      cookies_expire: 90,
    });
    expect(res.body.list[1]).toMatchObject({
      commission_min: 12.5,
      commission_max: 12.5,
      node_state: "accepted",
    });
    const forB = await get(b.token, "/publish/affiliate_marketplace", { min_commission: "20" });
    expect(forB.body.list).toEqual([expect.objectContaining({ name: "Premium guides", node_state: null })]);
    const search = await get(b.token, "/publish/affiliate_marketplace", { q: "cours" });
    expect(search.body.list.map((p: { name: string }) => p.name)).toEqual(["Courses"]);
  });

  it("shows a program's landing text and products; an unlisted one is not found", async () => {
    const res = await get(b.token, `/publish/affiliate_marketplace/${market.id}`);
    expect(res.status).toBe(200);
    expect(res.body.affiliate_program).toMatchObject({
      landing_body: "Join Premium guides: 20 % for 90 days. {buttons}",
      products: [{ id: product1, commissions: [30] }],
      affiliate_link: null,
    });
    expect((await get(b.token, `/publish/affiliate_marketplace/${g1.id}`)).status).toBe(404);
  });
});

describe("profile and mail choices", () => {
  it("saves the profile and refuses a wrong VAT id or country naming the field", async () => {
    const body = {
      publisher_profile: {
        display_name: "Deals Blog",
        website: "https://deals.example.com",
        company: "Deals GmbH",
        street: "Hauptstr. 1",
        zip: "10115",
        city: "Berlin",
        country: "de",
        vat_id: "DE123456789",
        tax_number: "12/345/67890",
        vat_payer: true,
      },
    };
    const saved = await call(t.app, "PUT", "/publish/profile", { token: a.token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.publisher_profile).toMatchObject({
      country: "DE",
      vat_id: "DE123456789",
      vat_payer: true,
    });
    expect((await get(a.token, "/publish/profile")).body).toEqual(saved.body);
    const wrongVat = await call(t.app, "PUT", "/publish/profile", {
      token: a.token,
      locale: "de",
      body: { publisher_profile: { ...body.publisher_profile, vat_id: "DE12" } },
    });
    expect(wrongVat.body).toMatchObject({
      error: { code: "INVALID_INPUT", param: "publisher_profile.vat_id" },
    });
    // In the asker's language.
    expect(JSON.stringify(wrongVat.body.error)).toContain("Ungültige USt-IdNr.");
    const wrongCountry = await call(t.app, "PUT", "/publish/profile", {
      token: a.token,
      body: { publisher_profile: { ...body.publisher_profile, country: "Germany" } },
    });
    expect(wrongCountry.body).toMatchObject({
      error: { code: "INVALID_INPUT", param: "publisher_profile.country" },
    });
    // Nothing changed by the refused saves; B still has an empty profile.
    expect((await get(a.token, "/publish/profile")).body).toEqual(saved.body);
    expect((await get(b.token, "/publish/profile")).body.publisher_profile.display_name).toBe("");
  });

  it("keeps every mail on until turned off, and the profile when saving them", async () => {
    expect((await get(b.token, "/publish/email_notification")).body.email_notification).toEqual({
      new_sale: true,
      commission_clawed_back: true,
      platform_commission: true,
      node_answered: true,
      node_canceled: true,
      payout_sent: true,
    });
    const choices = {
      new_sale: false,
      commission_clawed_back: true,
      platform_commission: false,
      node_answered: false,
      node_canceled: true,
      payout_sent: true,
    };
    const saved = await call(t.app, "PUT", "/publish/email_notification", {
      token: a.token,
      body: { email_notification: choices },
    });
    expect(saved.body.email_notification).toEqual(choices);
    expect((await get(a.token, "/publish/email_notification")).body.email_notification).toEqual(choices);
    expect((await get(a.token, "/publish/profile")).body.publisher_profile.display_name).toBe("Deals Blog");
    const unknown = await call(t.app, "PUT", "/publish/email_notification", {
      token: a.token,
      body: { email_notification: { ...choices, newsletter: true } },
    });
    expect(unknown.status).toBe(400);
  });
});

describe("first saves at once", () => {
  it("keeps one profile row when the profile and the mail choices are first saved concurrently", async () => {
    const publisher = await givenPublisher(t.deps);
    const token = (await signIn(t.app, publisher.email)).access_token;
    const profile = { publisher_profile: { display_name: "Racer", country: "AT" } };
    const mails = {
      email_notification: {
        new_sale: false,
        commission_clawed_back: true,
        platform_commission: true,
        node_answered: true,
        node_canceled: true,
        payout_sent: true,
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? call(t.app, "PUT", "/publish/profile", { token, body: profile })
          : call(t.app, "PUT", "/publish/email_notification", { token, body: mails }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    const rows = await t.deps.db
      .select()
      .from(publisherProfiles)
      .where(eq(publisherProfiles.userId, publisher.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      displayName: "Racer",
      country: "AT",
      notifications: mails.email_notification,
    });
  });
});
