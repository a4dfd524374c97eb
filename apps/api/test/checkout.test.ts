import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call } from "./support/api.ts";
import {
  BUYER,
  CARD,
  checkoutCall,
  givenSellableProduct,
  givenSellingSeller,
} from "./support/given-checkout.ts";
import { orders, orderRates } from "../src/orders/index.ts";
import { payments, paymentSettings } from "../src/payments/tables.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { licenseKeys, products } from "../src/catalog/index.ts";
import { givenDownload, givenLicenseKeyProduct } from "./support/given-fulfilment.ts";
import { coupons } from "../src/checkout/tables.ts";
import { runSandboxEvent } from "../src/payments/jobs.ts";
import { chargeDueRates } from "../src/orders/index.ts";

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

async function orderOf(token: string) {
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.token, token));
  return row!;
}

async function ratesOfToken(token: string) {
  const order = await orderOf(token);
  return t.deps.db
    .select()
    .from(orderRates)
    .where(eq(orderRates.orderId, order.id))
    .orderBy(orderRates.number);
}

/** Every ledger transaction sums to zero, and the whole ledger does too. */
async function expectLedgerBalanced() {
  const rows = await t.deps.db
    .select({ tx: ledgerEntries.transactionId, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId);
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(Number(r.sum)).toBe(0);
}

describe("checkout page data", () => {
  it("shows plans with schedules and the methods each plan may offer", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id, {
      methods: ["card", "sepa", "klarna"],
      plans: [
        { form: "one_time", prefs: { price: 9900 } },
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
    const res = await call(t.app, "GET", `/shop/${seller.username}/products/${product.slug}/checkout`);
    expect(res.status).toBe(200);
    expect(res.body.plans).toHaveLength(2);
    const [oneTime, installment] = res.body.plans;
    expect(oneTime.schedule).toHaveLength(1);
    expect(installment.schedule.map((r: { amount: number }) => r.amount)).toEqual([4000, 3000, 3000]);
    expect(installment.total).toBe(10000);
    expect(oneTime.recommended).toBe(false);
    // Klarna is behind a feature flag the seller does not have.
    expect(oneTime.payment_methods).toEqual(["card", "sepa"]);
    expect(res.body.test_mode).toBe(true);
  });

  it("offers bank transfer only once the seller entered bank details", async () => {
    const other = await givenSellingSeller(t.deps);
    await t.deps.db
      .update(paymentSettings)
      .set({ bankWire: {} })
      .where(eq(paymentSettings.sellerId, other.id));
    const { product } = await givenSellableProduct(t.deps, other.id, { methods: ["card", "bank_wire"] });
    const res = await call(t.app, "GET", `/shop/${other.username}/products/${product.slug}/checkout`);
    expect(res.body.methods.map((m: { method: string }) => m.method)).toEqual(["card"]);
  });

  it("says sold out, and cannot be bought, while a license key pool is empty", async () => {
    const pageOf = async (slug: string) =>
      (await call(t.app, "GET", `/shop/${seller.username}/products/${slug}/checkout`)).body;
    const empty = await givenLicenseKeyProduct(t.deps, seller.id);
    expect((await pageOf(empty.product.slug)).product).toMatchObject({ sold_out: true, can_buy: false });
    // Offered as a bump, it is left out rather than failing the purchase.
    const main = await givenDownload(t.deps, seller.id, {
      checkout: { order_bumps: [{ product_id: empty.product.id, plan_id: null, text: "" }] },
    });
    expect((await pageOf(main.product.slug)).order_bumps).toEqual([]);

    // A key added (or a generator format saved) puts it on sale again.
    await t.deps.db.insert(licenseKeys).values({ productId: empty.product.id, key: "ONE-KEY" });
    expect((await pageOf(empty.product.slug)).product).toMatchObject({ sold_out: false, can_buy: true });
    expect((await pageOf(main.product.slug)).order_bumps).toMatchObject([{ product_id: empty.product.id }]);
    const generated = await givenLicenseKeyProduct(t.deps, seller.id, { format: "K-{alphanumeric:8}" });
    expect((await pageOf(generated.product.slug)).product).toMatchObject({ sold_out: false, can_buy: true });
  });

  it("answers 404 for an unpublished product or an unknown seller", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id);
    await t.deps.db.update(products).set({ state: "unpublished" }).where(eq(products.id, product.id));
    expect(
      (await call(t.app, "GET", `/shop/${seller.username}/products/${product.slug}/checkout`)).status,
    ).toBe(404);
    expect((await call(t.app, "GET", `/shop/nobody-here/products/${product.slug}/checkout`)).status).toBe(
      404,
    );
  });
});

describe("buying once with the sandbox", () => {
  it("pays a one-time product by card: order closed, rate paid, ledger balanced, mails sent", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("paid");
    expect(res.body.redirect_url).toBe(`/s/${seller.username}/payment/${res.body.order_token}`);
    const order = await orderOf(res.body.order_token);
    expect(order).toMatchObject({ state: "closed", paymentState: "paid", totalAmount: 4900, testMode: true });
    const rates = await ratesOfToken(res.body.order_token);
    expect(rates.map((r) => [r.state, r.paidAmount])).toEqual([["paid", 4900]]);
    await expectLedgerBalanced();
    const receipt = await t.mailbox.waitFor(BUYER.email, new RegExp(`Your purchase: ${product.name}$`));
    expect(receipt.text).toContain("49.00");
    await t.mailbox.waitFor(seller.email, new RegExp(`^New order: ${product.name} `));
  });

  it("refuses a declined card with a translated message, then takes a retry on the same order", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const declined = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD("4000000000000002"),
      locale: "de",
    });
    expect(declined.body.status).toBe("failed");
    expect(declined.body.failure).toEqual({
      code: "card_declined",
      message: expect.stringContaining("Karte"),
    });
    expect((await orderOf(declined.body.order_token)).state).toBe("draft");

    const retry = await call(t.app, "POST", `/shop/orders/${declined.body.order_token}/pay`, {
      body: { payment_method: "card", payment_data: CARD() },
      headers: { "idempotency-key": "retry-key-0001" },
    });
    expect(retry.body.status).toBe("paid");
    // The same key again answers the same result and charges nothing more.
    const replay = await call(t.app, "POST", `/shop/orders/${declined.body.order_token}/pay`, {
      body: { payment_method: "card", payment_data: CARD() },
      headers: { "idempotency-key": "retry-key-0001" },
    });
    expect(replay.body).toEqual(retry.body);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    const order = await orderOf(declined.body.order_token);
    const charges = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(charges.map((p) => p.state).sort()).toEqual(["denied", "successful"]);
    // The same key with other parameters is refused.
    const other = await call(t.app, "POST", `/shop/orders/${declined.body.order_token}/pay`, {
      body: { payment_method: "card", payment_data: CARD("5555555555554444") },
      headers: { "idempotency-key": "retry-key-0001" },
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("sends a 3-D Secure card through the sandbox challenge, which only the order's holder can answer", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const threeDs = () =>
      checkoutCall(t.app, {
        product_id: product.id,
        pricing_plan_id: plans[0]!.id,
        payment_method: "card",
        payment_data: CARD("4000000000003220"),
      });
    const res = await threeDs();
    const other = await threeDs();
    expect(res.body.status).toBe("requires_action");
    const url: string = res.body.next_action.url;
    // Under the order's own page, with a random reference rather than a counting one.
    const page = new RegExp(`/s/${seller.username}/payment/${res.body.order_token}/sandbox/([\\w-]{32})$`);
    expect(url).toMatch(page);
    const ref = page.exec(url)![1]!;
    expect(ref).not.toMatch(/sbx_ch_/);
    expect((other.body.next_action.url as string).split("/").pop()).not.toBe(ref);

    // Another buyer's order token (or none) cannot see or answer this challenge.
    const foreign = `/shop/orders/${other.body.order_token}/sandbox/${ref}`;
    expect((await call(t.app, "GET", foreign)).status).toBe(404);
    expect((await call(t.app, "POST", `${foreign}/complete`, { body: { outcome: "decline" } })).status).toBe(
      404,
    );
    expect((await call(t.app, "GET", `/shop/orders/${res.body.order_token}`)).body.payment_state).not.toBe(
      "paid",
    );

    const own = `/shop/orders/${res.body.order_token}/sandbox/${ref}`;
    const challenge = await call(t.app, "GET", own);
    expect(challenge.body).toMatchObject({ kind: "challenge", amount: 4900, challenge: ref });
    const done = await call(t.app, "POST", `${own}/complete`, { body: { outcome: "approve" } });
    expect(done.body.redirect_url).toContain(res.body.order_token);
    const order = await call(t.app, "GET", `/shop/orders/${res.body.order_token}`);
    expect(order.body).toMatchObject({ state: "closed", payment_state: "paid", paid_amount: 4900 });
  });

  it("settles SEPA later, and cancels the checkout when the debit fails", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, { limit: 10 });
    const ok = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "sepa",
      payment_data: { iban: "DE89370400440532013000", account_holder: "Bea Buyer" },
    });
    expect(ok.body.status).toBe("pending");
    expect(await orderOf(ok.body.order_token)).toMatchObject({
      state: "ready",
      paymentState: "payment_pending",
    });
    const [pending] = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await orderOf(ok.body.order_token)).id));
    await runSandboxEvent(t.deps, { ref: pending!.providerRef!, event: { type: "settle" } });
    expect(await orderOf(ok.body.order_token)).toMatchObject({ state: "closed", paymentState: "paid" });

    const bad = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "sepa",
      payment_data: { iban: "DE62370400440532013001", account_holder: "Bea Buyer" },
    });
    const [failing] = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await orderOf(bad.body.order_token)).id));
    await runSandboxEvent(t.deps, { ref: failing!.providerRef!, event: { type: "settle" } });
    expect(await orderOf(bad.body.order_token)).toMatchObject({
      state: "cancelled",
      paymentState: "payment_not_completed",
    });
    const [row] = await t.deps.db.select().from(products).where(eq(products.id, product.id));
    // One sold, and the failed checkout's hold released.
    expect([row!.soldCount, row!.reservedCount]).toEqual([1, 0]);
  });

  it("gives a bank wire a reference and completes it when the transfer arrives", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "bank_wire",
    });
    expect(res.body.status).toBe("pending");
    const before = await call(t.app, "GET", `/shop/orders/${res.body.order_token}`);
    expect(before.body.bank_wire.reference).toMatch(/^SW-\d+-/);
    const after = await call(t.app, "POST", `/shop/orders/${res.body.order_token}/sandbox/bank_transfer`);
    expect(after.body).toMatchObject({ state: "closed", payment_state: "paid" });
  });

  it("gives a free product without any payment method", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id, { free: true });
    const res = await checkoutCall(t.app, { product_id: product.id });
    expect(res.body).toMatchObject({ status: "paid" });
    expect(await orderOf(res.body.order_token)).toMatchObject({
      state: "closed",
      provider: "free",
      totalAmount: 0,
    });
  });
});

describe("coupons and bumps", () => {
  it("quotes a coupon and a bump, refuses an unknown code with its reason, and charges the quote", async () => {
    const { product: bump, plans: bumpPlans } = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 1000 } }],
    });
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, {
      checkout: {
        order_bumps: [{ product_id: bump.id, plan_id: bumpPlans[0]!.id, text: "Add the workbook" }],
      },
    });
    await t.deps.db
      .insert(coupons)
      .values({ sellerId: seller.id, code: "SAVE10", discountType: "percents", value: 1000 });
    const unknown = await call(t.app, "POST", "/shop/checkout/quote", {
      body: { product_id: product.id, pricing_plan_id: plans[0]!.id, coupon_code: "NOPE" },
      locale: "de",
    });
    expect(unknown.body.coupon).toMatchObject({ applied: false, refusal: "coupon_not_found" });
    expect(unknown.body.coupon.message).toContain("Gutschein");
    const quote = await call(t.app, "POST", "/shop/checkout/quote", {
      body: {
        product_id: product.id,
        pricing_plan_id: plans[0]!.id,
        coupon_code: "save10",
        bump_product_ids: [bump.id],
      },
    });
    // 49.00 + 10.00, minus 10 % = 53.10
    expect(quote.body).toMatchObject({ subtotal: 5900, discount_amount: 590, total: 5310 });
    expect(quote.body.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(5310);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      coupon_code: "save10",
      bump_product_ids: [bump.id],
      payment_method: "card",
      payment_data: CARD(),
    });
    expect(res.body.status).toBe("paid");
    expect((await orderOf(res.body.order_token)).totalAmount).toBe(5310);
    const [coupon] = await t.deps.db.select().from(coupons).where(eq(coupons.code, "SAVE10"));
    expect(coupon!.usedCount).toBe(1);
  });
});

describe("plans over time", () => {
  it("charges an installment's second rate when it falls due, exactly once", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, {
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
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
    });
    expect(res.body.status).toBe("paid");
    expect(await orderOf(res.body.order_token)).toMatchObject({ state: "finalized", paymentState: "paying" });
    t.clock.advance(32 * 86_400_000);
    await Promise.all([chargeDueRates(t.deps), chargeDueRates(t.deps)]);
    const rates = await ratesOfToken(res.body.order_token);
    expect(rates.map((r) => r.state)).toEqual(["paid", "paid", "future"]);
    const order = await orderOf(res.body.order_token);
    const charges = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(charges.filter((p) => p.state === "successful")).toHaveLength(2);
    t.clock.advance(31 * 86_400_000);
    await chargeDueRates(t.deps);
    expect(await orderOf(res.body.order_token)).toMatchObject({ state: "closed", paymentState: "paid" });
    await expectLedgerBalanced();
  });

  it("does not pretend to charge a later rate of a bank-wire order: it falls due unpaid", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, {
      plans: [
        {
          form: "installment",
          prefs: {
            firstAmount: 4000,
            nextAmount: 3000,
            paymentsCount: 2,
            interval: { unit: "month", count: 1 },
          },
        },
      ],
    });
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "bank_wire",
    });
    await call(t.app, "POST", `/shop/orders/${res.body.order_token}/sandbox/bank_transfer`);
    t.clock.advance(32 * 86_400_000);
    await chargeDueRates(t.deps);
    const rates = await ratesOfToken(res.body.order_token);
    expect(rates.map((r) => [r.state, r.lastFailure])).toEqual([
      ["paid", null],
      ["unpaid", "no_saved_method"],
    ]);
  });

  it("starts a subscription with a trial without charging, then the buyer cancels it", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, {
      plans: [
        {
          form: "subscription",
          prefs: {
            firstAmount: 1900,
            nextAmount: 1900,
            interval: { unit: "month", count: 1 },
            trialDays: 14,
          },
        },
      ],
    });
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
    });
    expect(res.body.status).toBe("paid");
    const view = await call(t.app, "GET", `/shop/orders/${res.body.order_token}`);
    expect(view.body).toMatchObject({ state: "finalized", paid_amount: 0, can_cancel: true });
    expect(view.body.rates).toHaveLength(1);
    expect(view.body.rates[0].state).toBe("future");
    const cancelled = await call(t.app, "POST", `/shop/orders/${res.body.order_token}/cancel`);
    expect(cancelled.body).toMatchObject({
      state: "unsubscribed",
      payment_state: "payment_canceled",
      can_cancel: false,
    });
    expect(cancelled.body.rates[0].state).toBe("skipped");
    t.clock.advance(20 * 86_400_000);
    expect(await chargeDueRates(t.deps)).toBe(0);
  });

  it("starts a SEPA trial at once: only the mandate is on its way, nothing is charged", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, {
      plans: [
        {
          form: "subscription",
          prefs: { firstAmount: 1900, nextAmount: 1900, interval: { unit: "month", count: 1 }, trialDays: 7 },
        },
      ],
    });
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "sepa",
      payment_data: { iban: "DE89370400440532013000", account_holder: "Bea Buyer" },
    });
    expect(res.body.status).toBe("pending");
    expect(await orderOf(res.body.order_token)).toMatchObject({ state: "finalized", paymentState: "paying" });
    expect((await ratesOfToken(res.body.order_token)).map((r) => r.state)).toEqual(["future"]);
  });

  it("pauses an order whose later rate fails and recovers it with a new method", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, {
      plans: [
        {
          form: "subscription",
          prefs: { firstAmount: 1900, nextAmount: 1900, interval: { unit: "week", count: 1 } },
        },
      ],
    });
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD("4000000000000341"),
    });
    expect(res.body.status).toBe("paid");
    t.clock.advance(8 * 86_400_000);
    await chargeDueRates(t.deps);
    expect(await orderOf(res.body.order_token)).toMatchObject({ paymentState: "payment_paused" });
    await t.mailbox.waitFor(BUYER.email, new RegExp(`${product.name} did not go through`));
    const updated = await call(t.app, "POST", `/shop/orders/${res.body.order_token}/payment_method`, {
      body: { payment_method: "card", payment_data: CARD() },
      headers: { "idempotency-key": "update-method-0001" },
    });
    expect(updated.body.status).toBe("paid");
    const rates = await ratesOfToken(res.body.order_token);
    expect(rates.map((r) => r.state)).toEqual(["paid", "paid", "future"]);
    expect(await orderOf(res.body.order_token)).toMatchObject({ paymentState: "paying" });
  });
});

describe("refunds and chargebacks", () => {
  it("refunds part and then the rest: the order ends refunded and the ledger balances", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
    });
    const order = await orderOf(res.body.order_token);
    const { signIn } = await import("./support/api.ts");
    const { access_token: token } = await signIn(t.app, seller.email);
    const refund = (amount: number, key: string) =>
      call(t.app, "POST", `/cabinet/orders/${order.id}/rates/1/refund`, {
        token,
        body: { amount },
        headers: { "idempotency-key": key },
      });
    expect((await refund(1000, "refund-key-0001")).body).toMatchObject({ state: "successful", amount: 1000 });
    expect((await refund(1000, "refund-key-0001")).body.payment_id).toBeDefined();
    const tooMuch = await refund(5000, "refund-key-0002");
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.param).toBe("amount");
    expect((await refund(3900, "refund-key-0003")).body.state).toBe("successful");
    expect(await orderOf(res.body.order_token)).toMatchObject({
      state: "refunded",
      paymentState: "payment_refunded",
    });
    const refunds = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(
      refunds
        .filter((p) => p.kind === "refund")
        .map((p) => p.amount)
        .sort(),
    ).toEqual([1000, 3900]);
    await expectLedgerBalanced();
  });

  it("records a chargeback once, however often the provider reports it", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD("4000000000000259"),
    });
    expect(res.body.status).toBe("paid");
    const order = await orderOf(res.body.order_token);
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    await runSandboxEvent(t.deps, { ref: charge!.providerRef!, event: { type: "chargeback" } });
    await runSandboxEvent(t.deps, { ref: charge!.providerRef!, event: { type: "chargeback" } });
    const rows = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.filter((p) => p.kind === "chargeback")).toHaveLength(1);
    expect(await orderOf(res.body.order_token)).toMatchObject({ paymentState: "payment_chargebacked" });
    expect((await ratesOfToken(res.body.order_token))[0]!.state).toBe("chargebacked");
    await expectLedgerBalanced();
  });
});

describe("stock", () => {
  it("never sells past the limit and tells the buyer it is sold out", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, { limit: 2 });
    const buy = () =>
      checkoutCall(t.app, {
        product_id: product.id,
        pricing_plan_id: plans[0]!.id,
        payment_method: "card",
        payment_data: CARD(),
      });
    const results = await Promise.all([buy(), buy(), buy(), buy()]);
    expect(results.filter((r) => r.body.status === "paid")).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.error.code).toBe("SOLD_OUT");
  });
});

describe("bad input", () => {
  it("names the fields and writes nothing", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, { methods: ["card"] });
    const [{ n: before } = { n: -1 }] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "sepa",
      payer: { ...BUYER, email: "not-an-email", buyer_kind: "business" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { param: string }) => d.param).sort()).toEqual([
      "payer.company",
      "payer.email",
    ]);
    const method = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "sepa",
    });
    expect(method.body.error).toMatchObject({ param: "payment_method" });
    const missingKey = await call(t.app, "POST", "/shop/checkout", {
      body: { product_id: product.id, payer: BUYER, accept_terms: true, payment_method: "card" },
    });
    expect(missingKey.body.error.param).toBe("idempotency-key");
    const [{ n: after } = { n: -2 }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after).toBe(before);
  });
});
