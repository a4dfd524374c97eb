import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { cabinetClient } from "./support/catalog.ts";
import { FakeStripe } from "./support/fake-stripe.ts";
import {
  BUYER,
  CARD,
  checkoutCall,
  givenSellableProduct,
  givenSellingSeller,
} from "./support/given-checkout.ts";
import { expireCheckouts, orders } from "../src/orders/index.ts";
import { ledgerEntries } from "../src/ledger/index.ts";
import { payments, sandboxCharges } from "../src/payments/tables.ts";
import { sandboxOf, useProvider } from "../src/payments/registry.ts";
import { createStripeProvider } from "../src/payments/providers/stripe.ts";
import { runSandboxEvent } from "../src/payments/jobs.ts";
import { applyChargeOutcome } from "../src/payments/use-cases/apply-charge-outcome.ts";
import { handleProviderEvent } from "../src/payments/use-cases/handle-provider-event.ts";

// Issue 10: a charge that succeeds after its checkout expired (3-D Secure passed after the
// window, a late webhook) is refunded to the buyer, booked both ways, and the buyer is told.

const SK = "sk_test_lateChargeSellerKey00000001";
const WHSEC = "whsec_lateChargeSellerWebhook00001";

let t: TestPlatform;
let fake: FakeStripe;

beforeAll(async () => {
  t = await startTestPlatform();
  fake = await new FakeStripe(SK).start();
  useProvider(t.deps, "stripe", createStripeProvider({ apiBase: fake.server.base }));
});
afterAll(async () => {
  await t.close();
  await fake.server.close();
});

type OrderRow = typeof orders.$inferSelect;

async function orderOf(token: string): Promise<OrderRow> {
  return (await t.deps.db.select().from(orders).where(eq(orders.token, token)))[0]!;
}

/** The reservation window passes and the expiry job runs: the order is given up. */
async function expire(order: OrderRow): Promise<void> {
  await t.deps.db
    .update(orders)
    .set({ createdAt: new Date(t.clock.now().getTime() - 3_600_000) })
    .where(eq(orders.id, order.id));
  await expireCheckouts(t.deps);
  expect((await orderOf(order.token)).state).toBe("cancelled");
}

/** The order's payment log once the refund job booked its answer. */
async function refunded(order: OrderRow, timeout = 15_000) {
  return vi.waitFor(
    async () => {
      const rows = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
      const refund = rows.find((p) => p.kind === "refund");
      expect(refund?.state).toBe("successful");
      return { charge: rows.find((p) => p.kind === "charge")!, refund: refund!, rows };
    },
    { timeout, interval: 200 },
  );
}

/** Every ledger transaction of the order sums to zero; what the provider took it gave back. */
async function expectBooksBalanced(order: OrderRow, amount: number) {
  const entries = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
  const byTx = new Map<string, number>();
  for (const e of entries) byTx.set(e.transactionId, (byTx.get(e.transactionId) ?? 0) + e.amount);
  expect(byTx.size).toBeGreaterThanOrEqual(2);
  for (const sum of byTx.values()) expect(sum).toBe(0);
  const moved = (kind: string) =>
    entries.filter((e) => e.kind === kind && e.amount > 0).reduce((s, e) => s + e.amount, 0);
  expect(moved("charge")).toBe(amount);
  expect(moved("refund")).toBe(amount);
  // No platform fee for a sale that never happened.
  expect(moved("platform_fee")).toBe(0);
}

describe("a 3-D Secure challenge passed after the checkout expired (sandbox)", () => {
  it("refunds the charge, books it both ways and mails the buyer; a repeated report refunds nothing more", async () => {
    const seller = await givenSellingSeller(t.deps);
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, { limit: 1 });
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD("4000000000003220"),
    });
    expect(res.body.status).toBe("requires_action");
    const challenge = (res.body.next_action.url as string).split("/").pop()!;
    const order = await orderOf(res.body.order_token);
    await expire(order);

    // The buyer finishes the bank's challenge 40 minutes late; the sandbox reports the success.
    const page = `/shop/orders/${order.token}/sandbox/${challenge}/complete`;
    expect((await call(t.app, "POST", page, { body: { outcome: "approve" } })).status).toBe(200);
    const { charge, refund, rows } = await refunded(order);
    expect(rows).toHaveLength(2);
    expect(charge).toMatchObject({
      state: "expired",
      providerRef: `sbx_ch_${charge.id}`,
      failureCode: "late_charge_refunded",
    });
    expect(charge.settledAt).not.toBeNull();
    expect(refund).toMatchObject({ amount: 4900, parentId: charge.id, providerRef: `sbx_re_${refund.id}` });
    // The sandbox (the provider side) really paid it back.
    const [given] = await t.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.ref, `sbx_re_${refund.id}`));
    expect(given).toMatchObject({
      kind: "refund",
      state: "succeeded",
      amount: 4900,
      chargeRef: charge.providerRef,
    });
    expect(await orderOf(order.token)).toMatchObject({
      state: "cancelled",
      paymentState: "payment_not_completed",
    });
    await expectBooksBalanced(order, 4900);
    const mail = await t.mailbox.waitFor(BUYER.email, /came too late and was refunded/);
    expect(mail.text).toContain("49.00");

    // The same success reported again (a second webhook, the return page) changes nothing.
    await runSandboxEvent(t.deps, { ref: charge.providerRef!, event: { type: "completed" } });
    const again = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(again).toHaveLength(2);
    const refundsAtSandbox = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.kind, "refund"), eq(sandboxCharges.chargeRef, charge.providerRef!)));
    expect(refundsAtSandbox[0]!.n).toBe(1);
    await expectBooksBalanced(order, 4900);
  });

  it("refunds a success reported for an attempt recorded as an error (a lost answer)", async () => {
    const seller = await givenSellingSeller(t.deps);
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD("4000000000003220"),
    });
    const challenge = (res.body.next_action.url as string).split("/").pop()!;
    const order = await orderOf(res.body.order_token);
    // The attempt was recorded as failed (a timeout talking to the provider)…
    await t.deps.db
      .update(payments)
      .set({ state: "error" })
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "charge")));
    // …but the provider completes the charge after all: the money goes back.
    const page = `/shop/orders/${order.token}/sandbox/${challenge}/complete`;
    expect((await call(t.app, "POST", page, { body: { outcome: "approve" } })).status).toBe(200);
    const { charge, refund } = await refunded(order);
    expect(charge).toMatchObject({ state: "error", failureCode: "late_charge_refunded" });
    expect(refund.amount).toBe(4900);
    await expectBooksBalanced(order, 4900);
  });

  it("retries the refund while the provider refuses it, and pays it back once it answers", async () => {
    const seller = await givenSellingSeller(t.deps);
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD("4000000000003220"),
    });
    const challenge = (res.body.next_action.url as string).split("/").pop()!;
    const order = await orderOf(res.body.order_token);
    await expire(order);
    const sandbox = sandboxOf(t.deps);
    let refusals = 0;
    useProvider(t.deps, "sandbox", {
      ...sandbox,
      refund: (request, account) => {
        refusals += 1;
        return refusals === 1 ? Promise.reject(new Error("provider down")) : sandbox.refund(request, account);
      },
    });
    try {
      await call(t.app, "POST", `/shop/orders/${order.token}/sandbox/${challenge}/complete`, {
        body: { outcome: "approve" },
      });
      const { refund } = await refunded(order, 30_000);
      expect(refusals).toBe(2);
      expect(refund.amount).toBe(4900);
      await expectBooksBalanced(order, 4900);
    } finally {
      useProvider(t.deps, "sandbox", sandbox);
    }
  }, 40_000);
});

// The same late success reported many times at once (webhook retries under other event ids, the
// return page, the sandbox's own job): the payment's row lock lets one record it.
const onServer = Boolean(process.env.TEST_DATABASE_URL);

describe("a late success reported many times at once", () => {
  const AT_ONCE = onServer ? 50 : 10;
  it(`is recorded and refunded once for ${AT_ONCE} concurrent reports`, async () => {
    const seller = await givenSellingSeller(t.deps);
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD("4000000000003220"),
    });
    const order = await orderOf(res.body.order_token);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    await expire(order);
    await sandboxOf(t.deps).complete(payment!.providerRef!, true);
    await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        applyChargeOutcome(t.deps, payment!.id, {
          status: "succeeded",
          providerRef: payment!.providerRef!,
          fee: 0,
        }),
      ),
    );
    const { rows } = await refunded(order);
    expect(rows.filter((p) => p.kind === "refund")).toHaveLength(1);
    const [atSandbox] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.kind, "refund"), eq(sandboxCharges.chargeRef, payment!.providerRef!)));
    expect(atSandbox!.n).toBe(1);
    await expectBooksBalanced(order, 4900);
  });
});

describe("a late charge's refund still on its way", () => {
  it("is booked once by the provider's refund webhook, not by the job and the webhook both", async () => {
    const seller = await givenSellingSeller(t.deps);
    const { product, plans } = await givenSellableProduct(t.deps, seller.id);
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: CARD("4000000000003220"),
    });
    const challenge = (res.body.next_action.url as string).split("/").pop()!;
    const order = await orderOf(res.body.order_token);
    await expire(order);
    const sandbox = sandboxOf(t.deps);
    useProvider(t.deps, "sandbox", {
      ...sandbox,
      refund: (request) => Promise.resolve({ status: "pending", providerRef: `sbx_re_${request.paymentId}` }),
    });
    try {
      await call(t.app, "POST", `/shop/orders/${order.token}/sandbox/${challenge}/complete`, {
        body: { outcome: "approve" },
      });
      const pending = await vi.waitFor(
        async () => {
          const [row] = await t.deps.db
            .select()
            .from(payments)
            .where(and(eq(payments.orderId, order.id), eq(payments.kind, "refund")));
          expect(row?.state).toBe("pending");
          return row!;
        },
        { timeout: 15_000, interval: 200 },
      );
      const event = {
        id: `${pending.providerRef}:refunded`,
        type: "refund.succeeded" as const,
        chargeRef: `sbx_ch_${pending.parentId}`,
        refundRef: pending.providerRef!,
        amount: 4900,
      };
      const scope = { provider: "sandbox", sellerId: seller.id, account: null };
      await handleProviderEvent(t.deps, scope, event);
      await handleProviderEvent(t.deps, scope, { ...event, id: `${event.id}:again` });
      const { refund } = await refunded(order);
      expect(refund.settledAt).not.toBeNull();
      await expectBooksBalanced(order, 4900);
    } finally {
      useProvider(t.deps, "sandbox", sandbox);
    }
  });
});

describe("a Stripe success event arriving after the checkout expired", () => {
  it("refunds the PaymentIntent at Stripe and tells the buyer in German", async () => {
    const seller = await givenSellingSeller(t.deps);
    const api = cabinetClient(t.app, (await signIn(t.app, seller.email)).access_token);
    await api.put("/cabinet/payment_providers/stripe", {
      credentials: { publishable_key: "pk_test_lateChargeSeller1", secret_key: SK, webhook_secret: WHSEC },
    });
    const settings = (await api.get("/cabinet/payment_settings")).body.payment_settings;
    await api.put("/cabinet/payment_settings", {
      version: settings.version,
      method_providers: { card_provider: "stripe" },
    });
    const { product, plans } = await givenSellableProduct(t.deps, seller.id, { methods: ["card"] });
    const german = "spaet@example.com";
    const res = await checkoutCall(t.app, {
      product_id: product.id,
      pricing_plan_id: plans[0]!.id,
      payment_method: "card",
      payment_data: { payment_method: "pm_card_authenticationRequired" },
      payer: { ...BUYER, email: german },
      locale: "de",
    });
    expect(res.body.status).toBe("requires_action");
    const order = await orderOf(res.body.order_token);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    await expire(order);

    fake.completeAction(payment!.providerRef!);
    const intent = fake.intents.get(payment!.providerRef!)!;
    const payload = JSON.stringify({
      object: "event",
      api_version: "2026-10-28.endive",
      id: "evt_late_success",
      type: "payment_intent.succeeded",
      data: { object: intent },
    });
    const webhook = await t.app.inject({
      method: "POST",
      url: `/api/v1/webhooks/stripe/${seller.id}`,
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }),
      },
      payload,
    });
    expect(webhook.statusCode).toBe(200);

    const { charge, refund } = await refunded(order);
    expect(charge).toMatchObject({ state: "expired", failureCode: "late_charge_refunded" });
    expect(fake.refunds.filter((r) => r.payment_intent === payment!.providerRef)).toEqual([
      expect.objectContaining({ amount: 4900, status: "succeeded", id: refund.providerRef }),
    ]);
    await expectBooksBalanced(order, 4900);
    const mail = await t.mailbox.waitFor(german, /kam zu spät und wurde erstattet/);
    expect(mail.text).toContain("49,00");
    expect((await orderOf(order.token)).state).toBe("cancelled");
  });
});
