import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenUser } from "./support/users.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { givenPayerOrder } from "./support/given-payer.ts";
import { orders } from "../src/orders/index.ts";
import { buildApp } from "../src/app.ts";

// The payer area's orders (GET /payer/orders, /payer/orders/:token, /payer/sellers) over orders
// made through the real checkout: a payer sees their own orders only, across sellers, and nothing
// of anyone else's; and the seller-branded sign-in page is the web app's, not a product slug.

let t: TestPlatform;
let sellerA: Awaited<ReturnType<typeof givenSellingSeller>>;
let sellerB: Awaited<ReturnType<typeof givenSellingSeller>>;
let payerA: Awaited<ReturnType<typeof givenUser>>;
let payerB: Awaited<ReturnType<typeof givenUser>>;
let tokenA: string;
let tokenB: string;
const made = {} as Record<"oneTime" | "installment" | "otherSeller" | "foreign", string>;

beforeAll(async () => {
  t = await startTestPlatform();
  sellerA = await givenSellingSeller(t.deps);
  sellerB = await givenSellingSeller(t.deps);
  payerA = await givenUser(t.deps, { profiles: ["payer"] });
  payerB = await givenUser(t.deps, { profiles: ["payer"] });
  tokenA = (await signIn(t.app, payerA.email)).access_token;
  tokenB = (await signIn(t.app, payerB.email)).access_token;

  const oneTime = await givenSellableProduct(t.deps, sellerA.id);
  const installment = await givenSellableProduct(t.deps, sellerA.id, {
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
  const fromB = await givenSellableProduct(t.deps, sellerB.id);
  const buy = (p: typeof oneTime, payer: typeof payerA) =>
    givenPayerOrder(t, { productId: p.product.id, planId: p.plans[0]!.id, payer });
  made.oneTime = (await buy(oneTime, payerA)).token;
  made.installment = (await buy(installment, payerA)).token;
  made.otherSeller = (await buy(fromB, payerA)).token;
  made.foreign = (await buy(oneTime, payerB)).token;

  // A checkout whose card was declined stays a draft: it is no purchase of the payer's.
  const declined = await checkoutCall(t.app, {
    product_id: oneTime.product.id,
    pricing_plan_id: oneTime.plans[0]!.id,
    payment_method: "card",
    payment_data: CARD("4000000000000002"),
  });
  await t.deps.db
    .update(orders)
    .set({ payerUserId: payerA.id })
    .where(eq(orders.token, declined.body.order_token as string));
});
afterAll(() => t.close());

const list = (token: string, query: Record<string, string> = {}) =>
  call(t.app, "GET", "/payer/orders", { token, query });

describe("the payer's orders", () => {
  it("lists only the payer's own orders, newest first, with seller, amounts and next due date", async () => {
    const res = await list(tokenA);
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(3);
    const tokens = res.body.list.map((o: { token: string }) => o.token);
    expect(tokens).toEqual([made.otherSeller, made.installment, made.oneTime]);
    expect(tokens).not.toContain(made.foreign);

    const installment = res.body.list[1];
    expect(installment).toMatchObject({
      seller: { username: sellerA.username },
      plan_form: "installment",
      currency: "eur",
      total_amount: 10000,
      paid_amount: 4000,
      unpaid_amount: 6000,
      state: "finalized",
      payment_state: "paying",
    });
    expect(installment.next_due_at).not.toBeNull();
    expect(installment.product).toMatchObject({ form: "service" });
    expect(res.body.list[0]).toMatchObject({ seller: { username: sellerB.username }, next_due_at: null });
    // Nothing of the seller's view leaks into the payer's (payer parties, provider, ids).
    expect(installment).not.toHaveProperty("payer");
    expect(installment).not.toHaveProperty("id");
  });

  it("filters by seller and state and pages", async () => {
    const bySeller = await list(tokenA, { seller: sellerB.username });
    expect(bySeller.body.list.map((o: { token: string }) => o.token)).toEqual([made.otherSeller]);
    const closed = await list(tokenA, { state: "closed" });
    expect(closed.body.list.map((o: { token: string }) => o.token).sort()).toEqual(
      [made.oneTime, made.otherSeller].sort(),
    );
    const page2 = await list(tokenA, { per: "10", page: "2" });
    expect(page2.body).toMatchObject({ list: [], total_count: 3 });
    expect((await list(tokenA, { sort_key: "total_amount" })).status).toBe(400);
  });

  it("names the sellers the payer bought from", async () => {
    const res = await call(t.app, "GET", "/payer/sellers", { token: tokenA });
    expect(res.status).toBe(200);
    expect(res.body.list.map((s: { username: string }) => s.username).sort()).toEqual(
      [sellerA.username, sellerB.username].sort(),
    );
  });

  it("shows one own order with its rates; another payer's token answers 404", async () => {
    const own = await call(t.app, "GET", `/payer/orders/${made.installment}`, { token: tokenA });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ token: made.installment, plan_form: "installment" });
    expect(own.body.rates.map((r: { state: string }) => r.state)).toEqual(["paid", "future", "future"]);

    const foreign = await call(t.app, "GET", `/payer/orders/${made.foreign}`, { token: tokenA });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("NOT_FOUND");
    const unknown = await call(t.app, "GET", `/payer/orders/${"x".repeat(32)}`, { token: tokenA });
    expect(unknown.status).toBe(404);
    expect((await call(t.app, "GET", `/payer/orders/${made.foreign}`, { token: tokenB })).status).toBe(200);
  });

  it("lets in payers only", async () => {
    expect((await list("")).status).toBe(401);
    const sellerToken = (await signIn(t.app, sellerA.email)).access_token;
    const asSeller = await list(sellerToken);
    expect(asSeller.status).toBe(403);
  });
});

describe("the seller-branded course sign-in", () => {
  it("names the seller of /s/{seller}/sign_in, and only a seller", async () => {
    const res = await call(t.app, "GET", `/payer/sellers/${sellerA.username.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.seller).toEqual({ username: sellerA.username, name: "Given " + sellerA.lastName });
    expect((await call(t.app, "GET", `/payer/sellers/${payerA.username}`)).status).toBe(404);
    expect((await call(t.app, "GET", "/payer/sellers/nobody-here")).status).toBe(404);
  });

  it("serves the web app at /s/{seller}/sign_in while other slugs stay the shop's", async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), "sellwerk-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><div id=root>web app</div>");
    const { app } = await buildApp({ ...t.deps, config: { ...t.deps.config, webDist } });
    try {
      const page = await app.inject({ method: "GET", url: `/s/${sellerA.username}/sign_in` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("web app");
      const slug = await app.inject({ method: "GET", url: `/s/${sellerA.username}/no-such-product` });
      expect(slug.statusCode).toBe(404);
      expect(slug.body).not.toContain("web app");
      expect(slug.headers["content-type"]).toMatch(/^text\/html/);
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
