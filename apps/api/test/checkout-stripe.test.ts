import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { cabinetClient } from "./support/catalog.ts";
import { FakeStripe } from "./support/fake-stripe.ts";
import { useProvider } from "../src/payments/registry.ts";
import { createStripeProvider } from "../src/payments/providers/stripe.ts";
import { orders } from "../src/orders/index.ts";
import { payments, providerEvents } from "../src/payments/tables.ts";

// A seller on Stripe: the checkout confirms a PaymentIntent at (simulated) Stripe, SEPA stays
// processing, and Stripe's signed webhook settles it — delivered twice, out of order, tampered.

const SK = "sk_test_checkoutSellerKey000000000001";
const WHSEC = "whsec_checkoutSellerWebhook000000001";

let t: TestPlatform;
let fake: FakeStripe;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;

beforeAll(async () => {
  t = await startTestPlatform();
  fake = await new FakeStripe(SK).start();
  useProvider(t.deps, "stripe", createStripeProvider({ apiBase: fake.server.base }));
  seller = await givenSellingSeller(t.deps);
  const api = cabinetClient(t.app, (await signIn(t.app, seller.email)).access_token);
  expect(
    (
      await api.put("/cabinet/payment_providers/stripe", {
        credentials: { publishable_key: "pk_test_checkoutSeller01", secret_key: SK, webhook_secret: WHSEC },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await api.put("/cabinet/payment_settings", {
        version: (await api.get("/cabinet/payment_settings")).body.payment_settings.version,
        method_providers: { card_provider: "stripe", sepa_provider: "stripe" },
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.server.close();
});

function webhook(event: Record<string, unknown>, secret = WHSEC, tamper = false) {
  const payload = JSON.stringify({ object: "event", api_version: "2026-10-28.endive", ...event });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: "POST",
    url: `/api/v1/webhooks/stripe/${seller.id}`,
    headers: { "content-type": "application/json", "stripe-signature": header },
    payload: tamper ? payload.replace("succeeded", "failed") : payload,
  });
}

describe("a seller on Stripe", () => {
  it("offers Stripe's methods with the publishable key on the checkout page", async () => {
    const { product } = await givenSellableProduct(t.deps, seller.id, { methods: ["card", "sepa"] });
    const view = await call(t.app, "GET", `/shop/${seller.username}/products/${product.slug}/checkout`);
    expect(view.body.methods).toEqual([
      { method: "card", provider: "stripe", client_config: { publishableKey: "pk_test_checkoutSeller01" } },
      { method: "sepa", provider: "stripe", client_config: { publishableKey: "pk_test_checkoutSeller01" } },
    ]);
  });

  it("pays by card through a PaymentIntent", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, { methods: ["card"] });
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: { payment_method: "pm_card_visa" },
    });
    expect(res.body.status).toBe("paid");
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
    expect(order).toMatchObject({ state: "closed", provider: "stripe", testMode: true });
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment).toMatchObject({ state: "successful", providerFee: 175 });
    expect(payment!.providerRef).toMatch(/^pi_/);
  });

  it("answers a 3-D Secure challenge with what Stripe.js needs to finish it in the page", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, { methods: ["card"] });
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: { payment_method: "pm_card_authenticationRequired" },
    });
    expect(res.body.status).toBe("requires_action");
    expect(res.body.next_action).toMatchObject({
      type: "stripe_sdk",
      client_secret: expect.stringMatching(/^pi_.+_secret_/),
      client_config: { publishableKey: "pk_test_checkoutSeller01" },
    });
  });

  it("settles SEPA by a signed webhook, once, whatever the delivery order; refuses a forged one", async () => {
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, { methods: ["sepa"] });
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "sepa",
      payment_data: { payment_method: "pm_sepa_debit" },
    });
    expect(res.body.status).toBe("pending");
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order!.id));
    const intent = {
      id: payment!.providerRef,
      object: "payment_intent",
      status: "succeeded",
      latest_charge: null,
      last_payment_error: null,
    };
    const succeeded = { id: "evt_sepa_ok", type: "payment_intent.succeeded", data: { object: intent } };
    const failedLate = {
      id: "evt_sepa_late_fail",
      type: "payment_intent.payment_failed",
      data: {
        object: {
          ...intent,
          status: "requires_payment_method",
          last_payment_error: { code: "payment_method_provider_decline" },
        },
      },
    };

    expect((await webhook(succeeded, WHSEC, true)).statusCode).toBe(400);
    expect((await webhook(succeeded, "whsec_someoneElse")).statusCode).toBe(400);
    expect((await t.deps.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.state).toBe("ready");

    expect((await webhook(succeeded)).statusCode).toBe(200);
    expect((await webhook(succeeded)).statusCode).toBe(200);
    expect((await webhook(failedLate)).statusCode).toBe(200);
    const [after] = await t.deps.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after).toMatchObject({ state: "closed", paymentState: "paid" });
    const seen = await t.deps.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.eventId, "evt_sepa_ok"));
    expect(seen).toHaveLength(1);
  });
});
