import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call } from "./support/api.ts";
import { CARD, checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { orders } from "../src/orders/index.ts";
import { payments } from "../src/payments/tables.ts";
import { handleProviderEvent } from "../src/payments/use-cases/handle-provider-event.ts";

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
});
afterAll(() => t.close());

describe("one-click upsells", () => {
  it("offers each upsell once: accepted is charged to the saved card, declined moves on", async () => {
    const { product: first } = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 2900 } }],
    });
    const { product: second } = await givenSellableProduct(t.deps, seller.id, {
      plans: [{ form: "one_time", prefs: { price: 1900 } }],
    });
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, {
      upsell: { product_ids: [first.id, second.id] },
    });
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD(),
    });
    const token: string = res.body.order_token;
    expect(res.body.redirect_url).toBe(`/s/${seller.username}/payment/${token}/upsell`);
    const offered = await call(t.app, "GET", `/shop/orders/${token}`);
    expect(offered.body.next_upsell).toMatchObject({ product_id: first.id, amount: 2900 });

    const accepted = await call(t.app, "POST", `/shop/orders/${token}/upsells/${first.id}/accept`, {
      headers: { "idempotency-key": "upsell-accept-0001" },
    });
    expect(accepted.body).toMatchObject({
      status: "paid",
      redirect_url: `/s/${seller.username}/payment/${token}/upsell`,
    });
    const again = await call(t.app, "POST", `/shop/orders/${token}/upsells/${first.id}/accept`, {
      headers: { "idempotency-key": "upsell-accept-0002" },
    });
    expect(again.status).toBe(422);

    const declined = await call(t.app, "POST", `/shop/orders/${token}/upsells/${second.id}/decline`);
    expect(declined.body.redirect_url).toBe(`/s/${seller.username}/payment/${token}`);
    const [parent] = await t.deps.db.select().from(orders).where(eq(orders.token, token));
    const children = await t.deps.db.select().from(orders).where(eq(orders.parentOrderId, parent!.id));
    expect(children.map((c) => [c.productId, c.state, c.totalAmount])).toEqual([[first.id, "closed", 2900]]);
    const childPayments = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, children[0]!.id));
    expect(childPayments.map((p) => [p.state, p.offSession])).toEqual([["successful", true]]);
    const after = (await call(t.app, "GET", `/shop/orders/${token}`)).body;
    expect(after.next_upsell).toBeNull();
    // The buyer's success page lists what was added in one click.
    expect(after.upsell_orders).toEqual([
      { product_name: first.name, amount: 2900, currency: "eur", state: "closed", payment_state: "paid" },
    ]);
  });
});

describe("provider events", () => {
  it("processes an event once and converges whatever the order of delivery", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "sepa",
      payment_data: { iban: "DE89370400440532013000" },
    });
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order!.id));
    const ref = payment!.providerRef!;
    const success = { id: "evt_1", type: "charge.succeeded" as const, chargeRef: ref, fee: 95 };
    const failure = {
      id: "evt_2",
      type: "charge.failed" as const,
      chargeRef: ref,
      code: "sepa_debit_failed",
    };
    // Success twice, then a stale failure: the first final answer stands.
    const scope = { provider: "sandbox", sellerId: seller.id, account: null };
    await handleProviderEvent(t.deps, scope, success);
    await handleProviderEvent(t.deps, scope, success);
    await handleProviderEvent(t.deps, scope, failure);
    const [after] = await t.deps.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after).toMatchObject({ state: "closed", paymentState: "paid" });
    const [settled] = await t.deps.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(settled).toMatchObject({ state: "successful", providerFee: 95 });
  });
});
