import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { OrderAffiliateTerms } from "@sellwerk/domain";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { CARD, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { freshBuyer } from "./support/given-fulfilment.ts";
import { givenChain } from "./support/given-affiliate.ts";
import { orders } from "../src/orders/tables.ts";
import { coupons } from "../src/checkout/tables.ts";
import { affiliateBindings, affiliateNodes, affiliatePrograms } from "../src/affiliates/tables.ts";
import { signClick } from "../src/affiliates/attribution/cookie.ts";

// Attribution at checkout (issue 14): the seller's cookie (last click wins within its life), a
// coupon bound to a publisher, and the buyer's email binding of a lifetime program decide whose
// sale it is; the order carries the program, the publisher and the terms agreed.

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.close());

let ips = 0;
async function clickCookie(publisherId: number, programId: number): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/app/affiliate_clicks",
    remoteAddress: `10.2.0.${++ips % 250}`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ publisher_id: publisherId, program_id: programId }),
  });
  expect(res.statusCode).toBe(200);
  // What the browser sends back: the name=value part of Set-Cookie.
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

async function given(program: Partial<typeof affiliatePrograms.$inferInsert> = {}) {
  const seller = await givenSellingSeller(t.deps);
  const sellable = await givenSellableProduct(t.deps, seller.id, { methods: ["card"] });
  const chain = await givenChain(t.deps, seller.id);
  if (Object.keys(program).length)
    await t.deps.db.update(affiliatePrograms).set(program).where(eq(affiliatePrograms.id, chain.program.id));
  const nodes = await t.deps.db
    .select()
    .from(affiliateNodes)
    .where(eq(affiliateNodes.programId, chain.program.id));
  const nodeOf = (publisherId: number) => nodes.find((n) => n.publisherId === publisherId)!;
  return { seller, sellable, ...chain, nodeOf };
}

let keys = 0;
async function buy(
  g: Awaited<ReturnType<typeof given>>,
  options: { cookie?: string; email?: string; coupon?: string; clickToken?: string } = {},
) {
  const { locale, ...payer } = freshBuyer();
  const res = await call(t.app, "POST", "/shop/checkout", {
    body: {
      product_id: g.sellable.product.id,
      pricing_plan_id: g.sellable.plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
      payer: { ...payer, email: options.email ?? payer.email },
      locale,
      accept_terms: true,
      ...(options.coupon ? { coupon_code: options.coupon } : {}),
      ...(options.clickToken ? { click_token: options.clickToken } : {}),
    },
    headers: {
      "idempotency-key": `attribution-${process.pid}-${++keys}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
  return { ...order!, terms: order!.affiliate as OrderAffiliateTerms | null };
}

describe("attribution by the cookie", () => {
  it("gives the sale to the clicked publisher, with the chain's terms", async () => {
    const g = await given();
    const order = await buy(g, { cookie: await clickCookie(g.publisher.id, g.program.id) });
    expect(order).toMatchObject({ affiliateProgramId: g.program.id, publisherId: g.publisher.id });
    expect(order.terms).toMatchObject({
      programId: g.program.id,
      nodeId: g.nodeOf(g.publisher.id).id,
      source: "click",
      fromGross: true,
      duration: "none",
      until: null,
      stages: [
        { publisherId: g.publisher.id, bps: 1000 },
        { publisherId: g.recruiter.id, bps: 500 },
      ],
    });
  });

  it("a sale without any clue is nobody's", async () => {
    const g = await given();
    const order = await buy(g);
    expect(order).toMatchObject({ affiliateProgramId: null, publisherId: null, affiliate: null });
  });

  it("a later click of another publisher wins (last click)", async () => {
    const g = await given();
    await clickCookie(g.publisher.id, g.program.id);
    // The browser keeps one cookie per seller: the later click's replaced the earlier one.
    const later = await clickCookie(g.recruiter.id, g.program.id);
    expect((await buy(g, { cookie: later })).publisherId).toBe(g.recruiter.id);
    // An embed's click token and the cookie: the later of the two.
    const cookie = await clickCookie(g.publisher.id, g.program.id);
    t.clock.advance(60_000);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/app/affiliate_clicks",
      remoteAddress: "10.2.1.1",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ publisher_id: g.recruiter.id, program_id: g.program.id }),
    });
    const order = await buy(g, { cookie, clickToken: res.json().click_token });
    expect(order.publisherId).toBe(g.recruiter.id);
    expect(order.terms?.source).toBe("embed");
  });

  it("an expired cookie, a forged one and a canceled publisher's attribute nothing", async () => {
    const g = await given({ cookiesExpire: 7 });
    const node = g.nodeOf(g.publisher.id);
    const old = signClick(t.deps.urlSigner, {
      nodeId: node.id,
      clickId: 1,
      issuedAt: new Date(t.clock.now().getTime() - 8 * 86_400_000),
    });
    expect((await buy(g, { cookie: `sw_aff_${g.seller.id}=${old}` })).publisherId).toBeNull();
    const fresh = signClick(t.deps.urlSigner, { nodeId: node.id, clickId: 1, issuedAt: t.clock.now() });
    const forged = fresh.replace(/^\d+/, String(g.nodeOf(g.recruiter.id).id));
    expect((await buy(g, { cookie: `sw_aff_${g.seller.id}=${forged}` })).publisherId).toBeNull();
    const cookie = await clickCookie(g.publisher.id, g.program.id);
    await t.deps.db.update(affiliateNodes).set({ state: "canceled" }).where(eq(affiliateNodes.id, node.id));
    expect((await buy(g, { cookie })).publisherId).toBeNull();
  });

  it("another seller's cookie attributes nothing here", async () => {
    const g = await given();
    const other = await given();
    const cookie = await clickCookie(other.publisher.id, other.program.id);
    // Even renamed to this seller's cookie: the node is not this seller's.
    const renamed = cookie.replace(`sw_aff_${other.seller.id}=`, `sw_aff_${g.seller.id}=`);
    expect((await buy(g, { cookie })).publisherId).toBeNull();
    expect((await buy(g, { cookie: renamed })).publisherId).toBeNull();
  });
});

describe("coupon-bound attribution", () => {
  it("the coupon's publisher beats the cookie's", async () => {
    const g = await given();
    await t.deps.db.insert(coupons).values({
      sellerId: g.seller.id,
      code: `REC${g.seller.id}`,
      discountType: "percents",
      value: 1000,
      affiliateNodeId: g.nodeOf(g.recruiter.id).id,
    });
    const order = await buy(g, {
      cookie: await clickCookie(g.publisher.id, g.program.id),
      coupon: `REC${g.seller.id}`,
    });
    expect(order.publisherId).toBe(g.recruiter.id);
    expect(order.terms).toMatchObject({
      source: "coupon",
      stages: [{ publisherId: g.recruiter.id, bps: 1000 }],
    });
  });
});

describe("binding a coupon to a publisher", () => {
  it("takes an accepted node of the seller's program and refuses any other, naming the field", async () => {
    const g = await given();
    const other = await given();
    const { access_token: token } = await signIn(t.app, g.seller.email);
    const body = (nodeId: number, code: string) => ({
      code,
      discount_type: "percents",
      value: 10,
      affiliate_node_id: nodeId,
    });
    const ok = await call(t.app, "POST", "/cabinet/coupons", {
      token,
      body: body(g.nodeOf(g.publisher.id).id, `PUB${g.seller.id}`),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.coupon.affiliate_node_id).toBe(g.nodeOf(g.publisher.id).id);
    await t.deps.db
      .update(affiliateNodes)
      .set({ state: "canceled" })
      .where(eq(affiliateNodes.id, g.nodeOf(g.recruiter.id).id));
    for (const [nodeId, code] of [
      [other.nodeOf(other.publisher.id).id, "FOREIGN"],
      [g.nodeOf(g.recruiter.id).id, "CANCELED"],
      [999_999_999, "UNKNOWN"],
    ] as const) {
      const refused = await call(t.app, "POST", "/cabinet/coupons", {
        token,
        locale: "de",
        body: body(nodeId, `${code}${g.seller.id}`),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: "INVALID_INPUT", param: "affiliate_node_id" });
      expect(refused.body.error.message).toContain("Partnerprogramm");
    }
    const stored = await t.deps.db.select().from(coupons).where(eq(coupons.sellerId, g.seller.id));
    expect(stored.map((c) => c.code)).toEqual([`PUB${g.seller.id}`]);
  });
});

describe("email-bound attribution (lifetime programs)", () => {
  it("binds the buyer to the first publisher: a second order without a cookie, or with another's, is theirs", async () => {
    const g = await given({ commissionDuration: "lifetime" });
    const email = `Bound-${g.seller.id}@Example.com`;
    const first = await buy(g, { email, cookie: await clickCookie(g.publisher.id, g.program.id) });
    expect(first.publisherId).toBe(g.publisher.id);
    const bindings = await t.deps.db
      .select()
      .from(affiliateBindings)
      .where(eq(affiliateBindings.sellerId, g.seller.id));
    expect(bindings).toMatchObject([
      { email: email.toLowerCase(), publisherId: g.publisher.id, orderId: first.id },
    ]);

    const second = await buy(g, { email: email.toUpperCase() });
    expect(second.publisherId).toBe(g.publisher.id);
    expect(second.terms).toMatchObject({ source: "email", duration: "lifetime" });

    const third = await buy(g, { email, cookie: await clickCookie(g.recruiter.id, g.program.id) });
    expect(third.publisherId).toBe(g.publisher.id);
    expect(
      await t.deps.db.select().from(affiliateBindings).where(eq(affiliateBindings.sellerId, g.seller.id)),
    ).toHaveLength(1);
  });

  it("a fixed duration ends lifetime_duration days after the order; no binding", async () => {
    const g = await given({ commissionDuration: "fixed", lifetimeDuration: 30 });
    const order = await buy(g, { cookie: await clickCookie(g.publisher.id, g.program.id) });
    // The platform clock stands still in tests: the order was made at its now.
    expect(order.terms?.until).toBe(new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString());
    expect(
      await t.deps.db.select().from(affiliateBindings).where(eq(affiliateBindings.sellerId, g.seller.id)),
    ).toHaveLength(0);
  });

  it("concurrent first orders of one buyer with two publishers' cookies leave exactly one binding", async () => {
    const g = await given({ commissionDuration: "lifetime" });
    const email = `race-${g.seller.id}@example.com`;
    const cookies = [
      await clickCookie(g.publisher.id, g.program.id),
      await clickCookie(g.recruiter.id, g.program.id),
    ];
    const made = await Promise.all(
      Array.from({ length: 30 }, (_, i) => buy(g, { email, cookie: cookies[i % 2] })),
    );
    const bindings = await t.deps.db
      .select()
      .from(affiliateBindings)
      .where(eq(affiliateBindings.sellerId, g.seller.id));
    expect(bindings).toHaveLength(1);
    expect(made.every((o) => o.publisherId !== null)).toBe(true);
    // Later orders all go to the one bound publisher.
    expect((await buy(g, { email })).publisherId).toBe(bindings[0]!.publisherId);
  });
});

describe("the orders list and CSV by affiliate", () => {
  it("find exactly the attributed orders; another seller's program finds nothing", async () => {
    const g = await given();
    const other = await given();
    const mine = await buy(g, { cookie: await clickCookie(g.publisher.id, g.program.id) });
    const recruiters = await buy(g, { cookie: await clickCookie(g.recruiter.id, g.program.id) });
    await buy(g);
    const theirs = await buy(other, { cookie: await clickCookie(other.publisher.id, other.program.id) });
    const { access_token: token } = await signIn(t.app, g.seller.email);
    const ids = async (query: Record<string, string>) => {
      const res = await call(t.app, "GET", "/cabinet/orders", { token, query });
      expect(res.status).toBe(200);
      return (res.body.list as { id: number }[]).map((o) => o.id).sort((a, b) => a - b);
    };
    expect(await ids({ affiliate_program_id: String(g.program.id) })).toEqual([mine.id, recruiters.id]);
    expect(await ids({ publisher_id: String(g.publisher.id) })).toEqual([mine.id]);
    expect(await ids({ affiliate_program_id: String(other.program.id) })).toEqual([]);
    expect(await ids({ publisher_id: String(other.publisher.id) })).toEqual([]);
    expect(theirs.publisherId).toBe(other.publisher.id);
    const listed = await call(t.app, "GET", "/cabinet/orders", {
      token,
      query: { publisher_id: String(g.publisher.id) },
    });
    expect(listed.body.list[0]).toMatchObject({
      affiliate_program_id: g.program.id,
      publisher_id: g.publisher.id,
    });

    const csv = await t.app.inject({
      url: `/api/v1/cabinet/orders/export.csv?affiliate_program_id=${g.program.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = csv.body.trimEnd().split("\r\n");
    expect(rows).toHaveLength(3);
    const header = rows[0]!.split(",");
    const byId = new Map(rows.slice(1).map((r) => [Number(r.split(",")[0]), r.split(",")]));
    expect(byId.get(mine.id)![header.indexOf("publisher_id")]).toBe(String(g.publisher.id));
    expect(byId.get(recruiters.id)![header.indexOf("publisher_id")]).toBe(String(g.recruiter.id));
    expect(byId.get(mine.id)![header.indexOf("affiliate_program_id")]).toBe(String(g.program.id));
  });
});

describe("upsells of an attributed order", () => {
  it("are the same publisher's, on the parent's terms", async () => {
    const seller = await givenSellingSeller(t.deps);
    const { product: extra } = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 2900 } }],
    });
    const sellable = await givenSellableProduct(t.deps, seller.id, {
      methods: ["card"],
      upsell: { product_ids: [extra.id] },
    });
    const chain = await givenChain(t.deps, seller.id);
    const g = { seller, sellable, ...chain, nodeOf: () => undefined as never };
    const parent = await buy(g, { cookie: await clickCookie(chain.publisher.id, chain.program.id) });
    expect(parent.publisherId).toBe(chain.publisher.id);
    const accepted = await call(t.app, "POST", `/shop/orders/${parent.token}/upsells/${extra.id}/accept`, {
      headers: { "idempotency-key": `aff-upsell-${seller.id}` },
    });
    expect(accepted.body.status).toBe("paid");
    const [child] = await t.deps.db.select().from(orders).where(eq(orders.parentOrderId, parent.id));
    expect(child).toMatchObject({
      affiliateProgramId: chain.program.id,
      publisherId: chain.publisher.id,
      affiliate: parent.affiliate,
    });
  });
});
