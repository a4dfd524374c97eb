import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  WebhookSignatureError,
  type ChargeRequest,
  type ProviderAccount,
} from "../src/payments/providers/provider.ts";
import { createStripeConnectProvider, createStripeProvider } from "../src/payments/providers/stripe.ts";
import { parseForm } from "./support/fake-http.ts";
import { FakeStripe } from "./support/fake-stripe.ts";

// The Stripe adapters against a local server speaking Stripe's documented HTTP contract, through
// the real SDK; webhooks with real Stripe-Signature headers.

const SELLER_KEY = "sk_test_seller123";
const PLATFORM_KEY = "sk_test_platform456";
const WEBHOOK_SECRET = "whsec_test_secret";

const account: ProviderAccount = {
  provider: "stripe",
  mode: null,
  credentials: { secretKey: SELLER_KEY },
  publicConfig: { publishableKey: "pk_test_seller" },
  webhookSecret: WEBHOOK_SECRET,
};

const connectAccount: ProviderAccount = {
  provider: "stripe_connect",
  mode: null,
  credentials: { accountId: "acct_seller1" },
  publicConfig: { publishableKey: "pk_test_platform" },
  webhookSecret: WEBHOOK_SECRET,
};

let nextPaymentId = 100;

function chargeRequest(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  nextPaymentId += 1;
  return {
    paymentId: nextPaymentId,
    amount: 2000,
    currency: "eur",
    method: "card",
    description: "Course: Sourdough basics",
    payer: { email: "ada@example.com", name: "Ada Lovelace" },
    paymentData: { payment_method: "pm_card_visa" },
    saveForFuture: false,
    returnUrl: "https://shop.example.com/checkout/return?order=42",
    metadata: { order_id: "42" },
    ...overrides,
  };
}

describe("stripe provider", () => {
  const fake = new FakeStripe(SELLER_KEY);
  let provider: ReturnType<typeof createStripeProvider>;

  beforeAll(async () => {
    await fake.start();
    provider = createStripeProvider({ apiBase: fake.server.base });
  });
  afterAll(() => fake.server.close());

  function lastPost(path: string) {
    const found = fake.requests.filter((r) => r.method === "POST" && r.url.pathname === path).at(-1)!;
    return { request: found, form: parseForm(found.body) };
  }

  it("charges a card and answers the fee from the balance transaction", async () => {
    const request = chargeRequest();
    const outcome = await provider.charge(request, account);

    expect(outcome).toMatchObject({ status: "succeeded", fee: 175 });
    expect(outcome.providerRef).toMatch(/^pi_/);
    const { request: sent, form } = lastPost("/v1/payment_intents");
    expect(sent.headers.authorization).toBe(`Bearer ${SELLER_KEY}`);
    expect(sent.headers["idempotency-key"]).toBe(`pi-${request.paymentId}`);
    expect(sent.headers["stripe-account"]).toBeUndefined();
    expect(form).toMatchObject({
      amount: "2000",
      currency: "eur",
      confirm: "true",
      payment_method: "pm_card_visa",
      return_url: request.returnUrl,
      allowed_payment_method_types: ["card"],
      metadata: { order_id: "42", payment_id: String(request.paymentId) },
    });
    expect(form.setup_future_usage).toBeUndefined();
  });

  it("maps wallets to cards and SEPA to sepa_debit", async () => {
    await provider.charge(chargeRequest({ method: "apple_pay" }), account);
    expect(lastPost("/v1/payment_intents").form.allowed_payment_method_types).toEqual(["card"]);
    await provider.charge(
      chargeRequest({ method: "p_24", paymentData: { payment_method: "pm_p24" } }),
      account,
    );
    expect(lastPost("/v1/payment_intents").form.allowed_payment_method_types).toEqual(["p24"]);
  });

  it("answers declines with our codes", async () => {
    const insufficient = await provider.charge(
      chargeRequest({ paymentData: { payment_method: "pm_card_visa_chargeDeclinedInsufficientFunds" } }),
      account,
    );
    expect(insufficient).toMatchObject({
      status: "failed",
      code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
    expect(insufficient.providerRef).toMatch(/^pi_/);

    const generic = await provider.charge(
      chargeRequest({ paymentData: { payment_method: "pm_card_visa_chargeDeclined" } }),
      account,
    );
    expect(generic).toMatchObject({ status: "failed", code: "card_declined" });

    const expired = await provider.charge(
      chargeRequest({ paymentData: { payment_method: "pm_card_chargeDeclinedExpiredCard" } }),
      account,
    );
    expect(expired).toMatchObject({ status: "failed", code: "expired_card" });
  });

  it("asks for 3-D Secure with the client secret, then succeeds once the buyer is back", async () => {
    const outcome = await provider.charge(
      chargeRequest({ paymentData: { payment_method: "pm_card_authenticationRequired" } }),
      account,
    );
    expect(outcome.status).toBe("requires_action");
    if (outcome.status !== "requires_action") return;
    expect(outcome.nextAction).toEqual({
      type: "stripe_sdk",
      clientSecret: `${outcome.providerRef}_secret_fake`,
    });

    expect(await provider.retrieve(outcome.providerRef, account)).toMatchObject({
      status: "requires_action",
    });
    fake.completeAction(outcome.providerRef);
    const after = await provider.retrieve(outcome.providerRef, account);
    expect(after).toEqual({ status: "succeeded", providerRef: outcome.providerRef, fee: 175 });
    const get = fake.requests.at(-1)!;
    expect(get.method).toBe("GET");
    expect(get.url.searchParams.getAll("expand[0]")).toEqual(["latest_charge.balance_transaction"]);
  });

  it("sends redirect methods to the bank's page", async () => {
    const outcome = await provider.charge(
      chargeRequest({ method: "ideal", paymentData: { payment_method: "pm_ideal" } }),
      account,
    );
    expect(outcome).toMatchObject({ status: "requires_action", nextAction: { type: "redirect" } });
    if (outcome.status === "requires_action" && outcome.nextAction.type === "redirect") {
      expect(outcome.nextAction.url).toMatch(/^https:\/\/hooks\.stripe\.com\//);
    }
  });

  it("leaves SEPA processing and sends the accepted mandate", async () => {
    const outcome = await provider.charge(
      chargeRequest({
        method: "sepa",
        paymentData: {
          payment_method: "pm_sepa_debit",
          ip_address: "203.0.113.9",
          user_agent: "Mozilla/5.0",
        },
      }),
      account,
    );
    expect(outcome).toMatchObject({ status: "processing" });
    expect(outcome).not.toHaveProperty("instrument");
    expect(lastPost("/v1/payment_intents").form).toMatchObject({
      allowed_payment_method_types: ["sepa_debit"],
      mandate_data: {
        customer_acceptance: {
          type: "online",
          online: { ip_address: "203.0.113.9", user_agent: "Mozilla/5.0" },
        },
      },
    });
  });

  it("saves the card on a customer with the payer's email and charges it off-session later", async () => {
    const first = chargeRequest({ saveForFuture: true });
    const outcome = await provider.charge(first, account);
    expect(outcome.status).toBe("succeeded");
    if (outcome.status !== "succeeded") return;
    const customer = lastPost("/v1/customers");
    expect(customer.form).toMatchObject({ email: "ada@example.com", name: "Ada Lovelace" });
    expect(customer.request.headers["idempotency-key"]).toBe(`cus-${first.paymentId}`);
    expect(lastPost("/v1/payment_intents").form).toMatchObject({
      setup_future_usage: "off_session",
      customer: fake.customers.at(-1)!.id,
    });
    expect(outcome.instrument).toEqual({
      customerRef: fake.customers.at(-1)!.id,
      methodRef: "pm_card_visa",
      display: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
    });

    const rate = chargeRequest({ instrument: outcome.instrument!, paymentData: {}, amount: 1500 });
    const offSession = await provider.charge(rate, account);
    expect(offSession).toMatchObject({ status: "succeeded", fee: 175 });
    const { form } = lastPost("/v1/payment_intents");
    expect(form).toMatchObject({
      amount: "1500",
      customer: outcome.instrument!.customerRef,
      payment_method: "pm_card_visa",
      off_session: "true",
      confirm: "true",
    });
    expect(form.return_url).toBeUndefined();
  });

  it("saves the method of a trial with a SetupIntent instead of charging 0", async () => {
    const outcome = await provider.charge(chargeRequest({ amount: 0, saveForFuture: true }), account);
    expect(outcome).toMatchObject({
      status: "succeeded",
      fee: 0,
      instrument: { methodRef: "pm_card_visa", display: { brand: "visa", last4: "4242" } },
    });
    const setup = fake.requests.find((r) => r.url.pathname === "/v1/setup_intents")!;
    expect(parseForm(setup.body)).toMatchObject({ usage: "off_session", confirm: "true" });
    expect(
      fake.requests.some((r) => r.url.pathname === "/v1/payment_intents" && parseForm(r.body).amount === "0"),
    ).toBe(false);
  });

  it("fails an off-session charge the issuer wants authenticated", async () => {
    const outcome = await provider.charge(
      chargeRequest({
        paymentData: {},
        instrument: { customerRef: "cus_saved", methodRef: "pm_card_authenticationRequired", display: {} },
      }),
      account,
    );
    expect(outcome).toMatchObject({ status: "failed", code: "authentication_failed" });
    expect(outcome.providerRef).toMatch(/^pi_/);
  });

  it("retries a failed request with the same idempotency key, and a repeated charge is a replay", async () => {
    const request = chargeRequest();
    fake.failOnce.add(`pi-${request.paymentId}`);
    const before = fake.intents.size;
    const outcome = await provider.charge(request, account);
    expect(outcome.status).toBe("succeeded");
    const attempts = fake.requests.filter((r) => r.headers["idempotency-key"] === `pi-${request.paymentId}`);
    expect(attempts).toHaveLength(2);

    // The job runs again after a crash: same key, same PaymentIntent, nothing charged twice.
    const again = await provider.charge(request, account);
    expect(again).toEqual(outcome);
    expect(fake.intents.size).toBe(before + 1);
  });

  it("finds the charge of a payment id whose answer was lost, and none for a payment never sent", async () => {
    const request = chargeRequest();
    const outcome = await provider.charge(request, account);
    const found = await provider.findCharge({ paymentId: request.paymentId, offSession: false }, account);
    expect(found).toEqual(outcome);
    const search = fake.requests.at(-1)!;
    expect(search.url.pathname).toBe("/v1/payment_intents/search");
    expect(search.url.searchParams.get("query")).toBe(`metadata['payment_id']:'${request.paymentId}'`);
    expect(await provider.findCharge({ paymentId: 999_999, offSession: false }, account)).toBeNull();
    // A declined intent is found as the decline it was.
    const declined = chargeRequest({ paymentData: { payment_method: "pm_card_visa_chargeDeclined" } });
    await provider.charge(declined, account);
    expect(
      await provider.findCharge({ paymentId: declined.paymentId, offSession: false }, account),
    ).toMatchObject({ status: "failed", code: "card_declined" });
  });

  it("refunds part of a charge with its own idempotency key", async () => {
    const charged = await provider.charge(chargeRequest(), account);
    const refund = await provider.refund(
      { paymentId: 9001, chargeRef: charged.providerRef!, amount: 500, currency: "eur" },
      account,
    );
    expect(refund.status).toBe("succeeded");
    expect(refund.providerRef).toMatch(/^re_/);
    const { request, form } = lastPost("/v1/refunds");
    expect(form).toEqual({ payment_intent: charged.providerRef, amount: "500" });
    expect(request.headers["idempotency-key"]).toBe("re-9001");

    const tooMuch = await provider.refund(
      { paymentId: 9002, chargeRef: charged.providerRef!, amount: 1600, currency: "eur" },
      account,
    );
    expect(tooMuch).toMatchObject({ status: "failed", providerRef: null, code: "amount_too_large" });
  });

  it("fails without keys or with a key Stripe refuses", async () => {
    const none = { ...account, credentials: {} };
    expect(await provider.charge(chargeRequest(), none)).toMatchObject({
      status: "failed",
      code: "provider_not_configured",
    });
    const wrong = { ...account, credentials: { secretKey: "sk_test_wrong" } };
    expect(await provider.charge(chargeRequest(), wrong)).toMatchObject({
      status: "failed",
      code: "provider_auth_failed",
    });
  });

  it("tells test keys from live keys and gives the browser the publishable key", () => {
    expect(provider.isTestMode(account)).toBe(true);
    expect(provider.isTestMode({ ...account, credentials: { secretKey: "sk_live_x" } })).toBe(false);
    expect(provider.clientConfig(account)).toEqual({ publishableKey: "pk_test_seller" });
  });
});

describe("stripe connect provider", () => {
  const fake = new FakeStripe(PLATFORM_KEY, "acct_seller1");
  let provider: ReturnType<typeof createStripeConnectProvider>;

  beforeAll(async () => {
    await fake.start();
    provider = createStripeConnectProvider({ platformSecretKey: PLATFORM_KEY, apiBase: fake.server.base });
  });
  afterAll(() => fake.server.close());

  it("charges on the seller's account with the platform's key and takes the application fee", async () => {
    const request = chargeRequest({ applicationFee: 300 });
    const outcome = await provider.charge(request, connectAccount);
    // Stripe's own fee only: the application fee is the platform's commission, not a provider fee.
    expect(outcome).toMatchObject({ status: "succeeded", fee: 175 });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${PLATFORM_KEY}`);
    expect(sent.headers["stripe-account"]).toBe("acct_seller1");
    expect(parseForm(sent.body)).toMatchObject({ application_fee_amount: "300" });
    expect(parseForm(sent.body).transfer_data).toBeUndefined();

    expect(await provider.retrieve(outcome.providerRef!, connectAccount)).toMatchObject({
      status: "succeeded",
    });
    expect(fake.requests.at(-1)!.headers["stripe-account"]).toBe("acct_seller1");
    const refund = await provider.refund(
      { paymentId: 7001, chargeRef: outcome.providerRef!, amount: 2000, currency: "eur" },
      connectAccount,
    );
    expect(refund.status).toBe("succeeded");
    expect(fake.requests.at(-1)!.headers["stripe-account"]).toBe("acct_seller1");
    // Looked up on the seller's account, where the direct charge lives.
    expect(
      await provider.findCharge({ paymentId: request.paymentId, offSession: false }, connectAccount),
    ).toMatchObject({ status: "succeeded", providerRef: outcome.providerRef });
    expect(fake.requests.at(-1)!.headers["stripe-account"]).toBe("acct_seller1");
  });

  it("needs the seller's connected account id", async () => {
    const outcome = await provider.charge(chargeRequest(), { ...connectAccount, credentials: {} });
    expect(outcome).toMatchObject({ status: "failed", code: "provider_not_configured" });
    expect(provider.name).toBe("stripe_connect");
    expect(provider.isTestMode(connectAccount)).toBe(true);
    expect(provider.clientConfig(connectAccount)).toEqual({
      publishableKey: "pk_test_platform",
      stripeAccount: "acct_seller1",
    });
  });
});

describe("stripe webhooks", () => {
  const provider = createStripeProvider();

  function signed(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify({ object: "event", api_version: "2026-10-28.endive", ...event });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return { rawBody: Buffer.from(payload), headers: { "stripe-signature": header } };
  }

  const intent = {
    id: "pi_123",
    object: "payment_intent",
    status: "succeeded",
    customer: "cus_1",
    payment_method: "pm_card_visa",
    setup_future_usage: "off_session",
    latest_charge: "ch_1",
    last_payment_error: null,
  };

  it("maps a signed payment_intent.succeeded, keeping the saved method", async () => {
    const event = await provider.parseWebhook!(
      signed({ id: "evt_1", type: "payment_intent.succeeded", data: { object: intent } }),
      account,
    );
    expect(event).toEqual({
      id: "evt_1",
      type: "charge.succeeded",
      chargeRef: "pi_123",
      instrument: { customerRef: "cus_1", methodRef: "pm_card_visa", display: {} },
    });
  });

  it("maps failures, refunds and disputes", async () => {
    const failedIntent = {
      ...intent,
      status: "requires_payment_method",
      setup_future_usage: null,
      last_payment_error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "no money",
      },
    };
    expect(
      await provider.parseWebhook!(
        signed({ id: "evt_2", type: "payment_intent.payment_failed", data: { object: failedIntent } }),
        account,
      ),
    ).toEqual({
      id: "evt_2",
      type: "charge.failed",
      chargeRef: "pi_123",
      code: "insufficient_funds",
      message: "no money",
    });

    const refund = {
      id: "re_1",
      object: "refund",
      amount: 500,
      payment_intent: "pi_123",
      status: "succeeded",
    };
    expect(
      await provider.parseWebhook!(
        signed({ id: "evt_3", type: "refund.updated", data: { object: refund } }),
        account,
      ),
    ).toEqual({
      id: "evt_3",
      type: "refund.succeeded",
      chargeRef: "pi_123",
      refundRef: "re_1",
      amount: 500,
    });
    const failedRefund = { ...refund, status: "failed" };
    expect(
      await provider.parseWebhook!(
        signed({ id: "evt_4", type: "refund.updated", data: { object: failedRefund } }),
        account,
      ),
    ).toMatchObject({ type: "refund.failed", refundRef: "re_1" });
    const charge = {
      id: "ch_1",
      object: "charge",
      payment_intent: "pi_123",
      refunds: { object: "list", data: [refund] },
    };
    expect(
      await provider.parseWebhook!(
        signed({ id: "evt_5", type: "charge.refunded", data: { object: charge } }),
        account,
      ),
    ).toMatchObject({ type: "refund.succeeded", refundRef: "re_1", amount: 500 });

    const dispute = {
      id: "dp_1",
      object: "dispute",
      amount: 2000,
      charge: "ch_1",
      payment_intent: "pi_123",
      status: "needs_response",
      balance_transactions: [],
    };
    expect(
      await provider.parseWebhook!(
        signed({ id: "evt_6", type: "charge.dispute.created", data: { object: dispute } }),
        account,
      ),
    ).toEqual({
      id: "evt_6",
      type: "chargeback.created",
      chargeRef: "pi_123",
      disputeRef: "dp_1",
      amount: 2000,
      fee: 1500,
    });
    const withFee = { ...dispute, balance_transactions: [{ id: "txn_d", fee: 2000 }] };
    expect(
      await provider.parseWebhook!(
        signed({ id: "evt_7", type: "charge.dispute.created", data: { object: withFee } }),
        account,
      ),
    ).toMatchObject({ fee: 2000 });
    expect(
      await provider.parseWebhook!(
        signed({
          id: "evt_8",
          type: "charge.dispute.closed",
          data: { object: { ...dispute, status: "won" } },
        }),
        account,
      ),
    ).toEqual({ id: "evt_8", type: "chargeback.closed", chargeRef: "pi_123", disputeRef: "dp_1", won: true });
    expect(
      await provider.parseWebhook!(
        signed({
          id: "evt_9",
          type: "charge.dispute.closed",
          data: { object: { ...dispute, status: "lost" } },
        }),
        account,
      ),
    ).toMatchObject({ won: false });
    expect(
      await provider.parseWebhook!(
        signed({ id: "evt_10", type: "customer.created", data: { object: { id: "cus_2" } } }),
        account,
      ),
    ).toEqual({ id: "evt_10", type: "ignored", providerType: "customer.created" });
  });

  it("refuses a tampered body, a foreign secret, an old timestamp and a missing header", async () => {
    const good = signed({ id: "evt_1", type: "payment_intent.succeeded", data: { object: intent } });
    const tampered = { ...good, rawBody: Buffer.from(good.rawBody.toString().replace("pi_123", "pi_999")) };
    await expect(provider.parseWebhook!(tampered, account)).rejects.toBeInstanceOf(WebhookSignatureError);

    const foreign = signed(
      { id: "evt_1", type: "payment_intent.succeeded", data: { object: intent } },
      { secret: "whsec_other" },
    );
    await expect(provider.parseWebhook!(foreign, account)).rejects.toBeInstanceOf(WebhookSignatureError);

    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const old = signed(
      { id: "evt_1", type: "payment_intent.succeeded", data: { object: intent } },
      { timestamp: tenMinutesAgo },
    );
    await expect(provider.parseWebhook!(old, account)).rejects.toBeInstanceOf(WebhookSignatureError);

    await expect(
      provider.parseWebhook!({ rawBody: good.rawBody, headers: {} }, account),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook!(good, { ...account, webhookSecret: null })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });
});
