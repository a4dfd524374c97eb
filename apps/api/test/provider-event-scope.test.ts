import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { signIn } from "./support/api.ts";
import { checkoutCall, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { cabinetClient } from "./support/catalog.ts";
import { FakeStripe } from "./support/fake-stripe.ts";
import { FakePayPal } from "./support/fake-paypal.ts";
import { createPayPalSigner } from "./support/paypal-signing.ts";
import { useProvider } from "../src/payments/registry.ts";
import { createStripeProvider } from "../src/payments/providers/stripe.ts";
import { createPayPalProvider } from "../src/payments/providers/paypal.ts";
import { orders } from "../src/orders/index.ts";
import { payments, providerEvents } from "../src/payments/tables.ts";

// Issue 10, "Provider events belong to one seller": a webhook verified with seller B's secret
// must not touch seller A's payments, however well B signs it. Seller A sells through real
// adapters against simulated Stripe and PayPal; seller B connected made-up keys and a webhook
// secret of their own, which is all it takes to sign events for B's endpoint.

const SK_A = "sk_test_scopeSellerA00000000000000001";
const WHSEC_A = "whsec_scopeSellerA0000000000000001";
const WHSEC_B = "whsec_scopeSellerB0000000000000002";
const PAYPAL_ID = "AYSq3RDGsmBLJE-scope-sellerA";
const PAYPAL_SECRET = "EGnHDxD_scope-sellerA-secret";
const WEBHOOK_A = "WH-SCOPE-SELLER-A";
const WEBHOOK_B = "WH-SCOPE-SELLER-B";

let t: TestPlatform;
let stripe: FakeStripe;
let paypal: FakePayPal;
let signer: ReturnType<typeof createPayPalSigner>;
let sellerA: Awaited<ReturnType<typeof givenSellingSeller>>;
let sellerB: Awaited<ReturnType<typeof givenSellingSeller>>;

async function connect(
  sellerEmail: string,
  providers: Record<string, unknown>,
  methods: Record<string, string>,
) {
  const api = cabinetClient(t.app, (await signIn(t.app, sellerEmail)).access_token);
  for (const [provider, body] of Object.entries(providers)) {
    const res = await api.put(`/cabinet/payment_providers/${provider}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const version = (await api.get("/cabinet/payment_settings")).body.payment_settings.version;
  const res = await api.put("/cabinet/payment_settings", { version, method_providers: methods });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  t = await startTestPlatform();
  stripe = await new FakeStripe(SK_A).start();
  paypal = new FakePayPal(PAYPAL_ID, PAYPAL_SECRET);
  await paypal.start();
  signer = createPayPalSigner();
  useProvider(t.deps, "stripe", createStripeProvider({ apiBase: stripe.server.base }));
  useProvider(
    t.deps,
    "paypal",
    createPayPalProvider({
      apiBase: paypal.server.base,
      fetchCertificate: async () => signer.certificatePem,
    }),
  );
  sellerA = await givenSellingSeller(t.deps);
  sellerB = await givenSellingSeller(t.deps);
  const paypalCredentials = (id: string, secret: string, webhook: string) => ({
    mode: "rest",
    credentials: {
      email: "shop@example.com",
      client_id: id,
      client_secret: secret,
      merchant_id: "MERCHANT12345",
      webhook_id: webhook,
      sandbox: true,
    },
  });
  await connect(
    sellerA.email,
    {
      stripe: {
        credentials: { publishable_key: "pk_test_scopeSellerA01", secret_key: SK_A, webhook_secret: WHSEC_A },
      },
      paypal: paypalCredentials(PAYPAL_ID, PAYPAL_SECRET, WEBHOOK_A),
    },
    { sepa_provider: "stripe", pay_pal_provider: "paypal" },
  );
  await connect(
    sellerB.email,
    {
      stripe: {
        credentials: {
          publishable_key: "pk_test_madeUpByB0001",
          secret_key: "sk_test_madeUpByB000000000000000001",
          webhook_secret: WHSEC_B,
        },
      },
      paypal: paypalCredentials("MadeUpClientOfB", "MadeUpSecretOfB", WEBHOOK_B),
    },
    { sepa_provider: "stripe", pay_pal_provider: "paypal" },
  );
});
afterAll(async () => {
  await t.close();
  await stripe.server.close();
  await paypal.server.close();
});

function stripeWebhook(sellerId: number, secret: string, event: Record<string, unknown>) {
  const payload = JSON.stringify({ object: "event", api_version: "2026-10-28.endive", ...event });
  return t.app.inject({
    method: "POST",
    url: `/api/v1/webhooks/stripe/${sellerId}`,
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

function paypalWebhook(sellerId: number, webhookId: string, event: Record<string, unknown>) {
  const { rawBody, headers } = signer.signed(event, webhookId);
  return t.app.inject({
    method: "POST",
    url: `/api/v1/webhooks/paypal/${sellerId}`,
    headers: { ...headers, "content-type": "application/json" },
    payload: rawBody,
  });
}

/** Seller A's order bought with the method, and its payment (waiting for the provider's word). */
async function orderOfA(method: "sepa" | "paypal") {
  const { product, plans } = await givenSellableProduct(t.deps, sellerA.id, { methods: [method] });
  const res = await checkoutCall(t.app, {
    product_id: product.id,
    pricing_plan_id: plans[0]!.id,
    payment_method: method,
    payment_data: method === "sepa" ? { payment_method: "pm_sepa_debit" } : {},
  });
  expect(res.status).toBe(200);
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.token, res.body.order_token));
  const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order!.id));
  expect(payment!.providerRef).toBeTruthy();
  return { order: order!, payment: payment! };
}

async function stateOf(orderId: number) {
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await t.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
  return {
    order: { state: order!.state, paymentState: order!.paymentState },
    payments: rows.map((p) => ({ kind: p.kind, state: p.state })),
  };
}

async function eventRow(sellerId: number, eventId: string) {
  const [row] = await t.deps.db
    .select()
    .from(providerEvents)
    .where(and(eq(providerEvents.sellerId, sellerId), eq(providerEvents.eventId, eventId)));
  return row;
}

describe("a provider event verified with one seller's secret", () => {
  it("Stripe: B's signed events naming A's PaymentIntent change nothing and are logged; A's own settle it", async () => {
    const { order, payment } = await orderOfA("sepa");
    const before = await stateOf(order.id);
    expect(before.order.paymentState).not.toBe("paid");
    const intent = {
      id: payment.providerRef,
      object: "payment_intent",
      status: "succeeded",
      latest_charge: null,
    };
    const paid = { id: "evt_scope_paid", type: "payment_intent.succeeded", data: { object: intent } };
    const dispute = {
      id: "evt_scope_dispute",
      type: "charge.dispute.created",
      data: {
        object: {
          id: "dp_forged",
          object: "dispute",
          amount: payment.amount,
          payment_intent: payment.providerRef,
          charge: "ch_x",
          status: "needs_response",
          balance_transactions: [],
        },
      },
    };
    const warn = vi.spyOn(t.deps.log, "warn");

    // B's endpoint, B's secret: the signature holds, so the delivery is accepted …
    expect((await stripeWebhook(sellerB.id, WHSEC_B, paid)).statusCode).toBe(200);
    expect((await stripeWebhook(sellerB.id, WHSEC_B, dispute)).statusCode).toBe(200);
    // … but A's order and payment are exactly as they were, and no chargeback was recorded.
    expect(await stateOf(order.id)).toEqual(before);
    expect(await eventRow(sellerB.id, "evt_scope_paid")).toMatchObject({ refusal: "foreign_payment" });
    expect(await eventRow(sellerB.id, "evt_scope_dispute")).toMatchObject({ refusal: "foreign_payment" });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        sellerId: sellerB.id,
        eventId: "evt_scope_paid",
        refusal: "foreign_payment",
      }),
      expect.any(String),
    );
    warn.mockRestore();

    // An event on A's endpoint from a connected account A does not own is refused as well.
    const elsewhere = { ...paid, id: "evt_scope_other_account", account: "acct_someoneElse" };
    expect((await stripeWebhook(sellerA.id, WHSEC_A, elsewhere)).statusCode).toBe(200);
    expect(await stateOf(order.id)).toEqual(before);
    expect(await eventRow(sellerA.id, "evt_scope_other_account")).toMatchObject({
      refusal: "foreign_account",
    });

    // The same event id, really A's: B's forgery did not use it up.
    expect((await stripeWebhook(sellerA.id, WHSEC_A, paid)).statusCode).toBe(200);
    const after = await stateOf(order.id);
    expect(after.order.paymentState).toBe("paid");
    expect(after.payments).toEqual([{ kind: "charge", state: "successful" }]);
    expect(await eventRow(sellerA.id, "evt_scope_paid")).toMatchObject({ refusal: null });
    expect((await eventRow(sellerA.id, "evt_scope_paid"))!.processedAt).not.toBeNull();
  });

  it("PayPal: B's signed capture naming A's order changes nothing; A's own capture pays it", async () => {
    const { order, payment } = await orderOfA("paypal");
    const before = await stateOf(order.id);
    const capture = (id: string) => ({
      id,
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource_type: "capture",
      resource: {
        id: "CAPTURE-SCOPE-1",
        status: "COMPLETED",
        amount: { currency_code: "EUR", value: (payment.amount / 100).toFixed(2) },
        supplementary_data: { related_ids: { order_id: payment.providerRef } },
      },
    });
    expect((await paypalWebhook(sellerB.id, WEBHOOK_B, capture("WH-SCOPE-1"))).statusCode).toBe(200);
    expect(await stateOf(order.id)).toEqual(before);
    expect(await eventRow(sellerB.id, "WH-SCOPE-1")).toMatchObject({ refusal: "foreign_payment" });

    expect((await paypalWebhook(sellerA.id, WEBHOOK_A, capture("WH-SCOPE-1"))).statusCode).toBe(200);
    expect((await stateOf(order.id)).order.paymentState).toBe("paid");
  });
});
