import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayPalProvider } from "../src/payments/providers/paypal.ts";
import { fromPayPalValue, toPayPalMoney } from "../src/payments/providers/paypal-money.ts";
import { createPayPalSignatureVerifier, isPayPalCertUrl } from "../src/payments/providers/paypal-webhook.ts";
import {
  WebhookSignatureError,
  type ChargeRequest,
  type ProviderAccount,
} from "../src/payments/providers/provider.ts";
import { FakePayPal } from "./support/fake-paypal.ts";
import { createPayPalSigner, PAYPAL_CERT_URL as CERT_URL } from "./support/paypal-signing.ts";

// The PayPal adapter against a local server speaking PayPal's documented REST contract, through
// the real SDK; webhooks signed with a real RSA key and X.509 certificate made for the test.

const CLIENT_ID = "AYSq3RDGsmBLJE-otTkBtM-jBRd1TCQwFf9RGfwddNXWz0uFU9ztymylOhRS";
const CLIENT_SECRET = "EGnHDxD_qRPdaLdZz8iCr8N7_MzF-YHPTkjs6NKYQvQSBngp4PTTVWkPZRbL";
const WEBHOOK_ID = "8PT597110X687430LKGECATA";

const account: ProviderAccount = {
  provider: "paypal",
  mode: "rest",
  credentials: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, webhookId: WEBHOOK_ID },
  publicConfig: { sandbox: true },
  webhookSecret: null,
};

let nextPaymentId = 500;

function chargeRequest(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  nextPaymentId += 1;
  return {
    paymentId: nextPaymentId,
    amount: 2000,
    currency: "eur",
    method: "paypal",
    description: "Ticket: Bread festival",
    payer: { email: "ada@example.com", name: "Ada Lovelace" },
    paymentData: {},
    saveForFuture: false,
    returnUrl: "https://shop.example.com/checkout/return?order=42",
    metadata: {},
    ...overrides,
  };
}

describe("paypal provider", () => {
  const fake = new FakePayPal(CLIENT_ID, CLIENT_SECRET);
  let provider: ReturnType<typeof createPayPalProvider>;

  beforeAll(async () => {
    await fake.start();
    provider = createPayPalProvider({ apiBase: fake.server.base });
  });
  afterAll(() => fake.server.close());

  const posts = (pathname: string) =>
    fake.requests.filter((r) => r.method === "POST" && r.url.pathname === pathname);
  const json = (body: string) => JSON.parse(body);

  it("creates an order, sends the buyer to approve it, and captures it on return", async () => {
    const request = chargeRequest();
    const outcome = await provider.charge(request, account);

    expect(outcome.status).toBe("requires_action");
    if (outcome.status !== "requires_action") return;
    const orderId = outcome.providerRef;
    expect(outcome.nextAction).toEqual({
      type: "redirect",
      url: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`,
    });

    const token = posts("/v1/oauth2/token")[0]!;
    expect(token.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`,
    );
    expect(token.body).toBe("grant_type=client_credentials");
    const create = posts("/v2/checkout/orders").at(-1)!;
    expect(create.headers["paypal-request-id"]).toBe(`order-${request.paymentId}`);
    expect(create.headers.authorization).toBe("Bearer A21AA-fake-1");
    expect(json(create.body)).toEqual({
      intent: "CAPTURE",
      purchase_units: [
        {
          custom_id: String(request.paymentId),
          description: request.description,
          amount: { currency_code: "EUR", value: "20.00" },
        },
      ],
      payment_source: {
        paypal: {
          email_address: "ada@example.com",
          experience_context: {
            return_url: request.returnUrl,
            cancel_url: "https://shop.example.com/checkout/return?order=42&paypal=cancel",
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
            landing_page: "NO_PREFERENCE",
          },
        },
      },
    });

    // Back before approving (e.g. the buyer used the back button): still waiting for PayPal.
    expect(await provider.retrieve(orderId, account)).toMatchObject({ status: "requires_action" });

    fake.approve(orderId);
    const captured = await provider.retrieve(orderId, account);
    expect(captured).toEqual({ status: "succeeded", providerRef: orderId, fee: 73 });
    const capture = posts(`/v2/checkout/orders/${orderId}/capture`);
    expect(capture).toHaveLength(1);
    expect(capture[0]!.headers["paypal-request-id"]).toBe(`capture-${orderId}`);

    // A second return finds the order completed and captures nothing more.
    expect(await provider.retrieve(orderId, account)).toEqual(captured);
    expect(posts(`/v2/checkout/orders/${orderId}/capture`)).toHaveLength(1);
    // One OAuth token served every call.
    expect(posts("/v1/oauth2/token")).toHaveLength(1);
  });

  it("offers cards as guest checkout on PayPal's page and formats zero-decimal currencies", async () => {
    await provider.charge(chargeRequest({ method: "card", amount: 1500, currency: "jpy" }), account);
    const body = json(posts("/v2/checkout/orders").at(-1)!.body);
    expect(body.purchase_units[0].amount).toEqual({ currency_code: "JPY", value: "1500" });
    expect(body.payment_source.paypal.experience_context.landing_page).toBe("GUEST_CHECKOUT");
  });

  it("vaults the wallet when asked, keeps the vault id, and charges it off-session later", async () => {
    const first = await provider.charge(chargeRequest({ saveForFuture: true }), account);
    const body = json(posts("/v2/checkout/orders").at(-1)!.body);
    expect(body.payment_source.paypal.attributes).toEqual({
      vault: { store_in_vault: "ON_SUCCESS", usage_type: "MERCHANT", customer_type: "CONSUMER" },
    });
    fake.approve(first.providerRef!);
    const captured = await provider.retrieve(first.providerRef!, account);
    expect(captured.status).toBe("succeeded");
    if (captured.status !== "succeeded") return;
    const [vaultId, saved] = [...fake.vault.entries()].at(-1)!;
    expect(captured.instrument).toEqual({
      customerRef: saved.customerId,
      methodRef: vaultId,
      display: { email: "buyer@example.com" },
    });

    const rate = chargeRequest({ amount: 990, instrument: captured.instrument! });
    const offSession = await provider.charge(rate, account);
    expect(offSession).toMatchObject({ status: "succeeded", fee: 73 });
    const sent = posts("/v2/checkout/orders").at(-1)!;
    expect(sent.headers["paypal-request-id"]).toBe(`order-${rate.paymentId}`);
    expect(json(sent.body).payment_source).toEqual({ paypal: { vault_id: vaultId } });
    expect(json(sent.body).purchase_units[0].amount).toEqual({ currency_code: "EUR", value: "9.90" });
  });

  it("retries a failed capture with the same PayPal-Request-Id, and a repeated charge is a replay", async () => {
    const request = chargeRequest();
    const created = await provider.charge(request, account);
    const orderId = created.providerRef!;
    fake.approve(orderId);
    fake.failOnce.add(`capture-${orderId}`);
    expect(await provider.retrieve(orderId, account)).toMatchObject({ status: "succeeded" });
    const attempts = posts(`/v2/checkout/orders/${orderId}/capture`);
    expect(attempts.map((r) => r.headers["paypal-request-id"])).toEqual([
      `capture-${orderId}`,
      `capture-${orderId}`,
    ]);

    const ordersBefore = fake.orders.size;
    const again = await provider.charge(request, account);
    expect(again.providerRef).toBe(orderId);
    expect(fake.orders.size).toBe(ordersBefore);
  });

  it("answers a declined funding source as card_declined", async () => {
    const created = await provider.charge(chargeRequest(), account);
    fake.approve(created.providerRef!);
    fake.declineCapture.add(created.providerRef!);
    expect(await provider.retrieve(created.providerRef!, account)).toMatchObject({
      status: "failed",
      providerRef: created.providerRef,
      code: "card_declined",
    });
  });

  it("refunds through the order's capture", async () => {
    const created = await provider.charge(chargeRequest(), account);
    fake.approve(created.providerRef!);
    await provider.retrieve(created.providerRef!, account);
    const captureId = [...fake.captures.keys()].at(-1)!;

    const refund = await provider.refund(
      { paymentId: 9100, chargeRef: created.providerRef!, amount: 500, currency: "eur" },
      account,
    );
    expect(refund.status).toBe("succeeded");
    expect(refund.providerRef).toMatch(/^REF/);
    const sent = posts(`/v2/payments/captures/${captureId}/refund`).at(-1)!;
    expect(sent.headers["paypal-request-id"]).toBe("refund-9100");
    expect(json(sent.body)).toEqual({ amount: { currency_code: "EUR", value: "5.00" } });

    const tooMuch = await provider.refund(
      { paymentId: 9101, chargeRef: created.providerRef!, amount: 1600, currency: "eur" },
      account,
    );
    expect(tooMuch).toMatchObject({ status: "failed", code: "refund_amount_exceeded" });
  });

  it("does not speak the legacy NVP API and needs REST credentials", async () => {
    const nvp = { ...account, mode: "nvp", credentials: { user: "u", password: "p", signature: "s" } };
    expect(await provider.charge(chargeRequest(), nvp)).toMatchObject({
      status: "failed",
      code: "provider_mode_unsupported",
    });
    expect(await provider.charge(chargeRequest(), { ...account, credentials: {} })).toMatchObject({
      status: "failed",
      code: "provider_not_configured",
    });
    const wrongSecret = { ...account, credentials: { ...account.credentials, clientSecret: "nope" } };
    expect(await provider.charge(chargeRequest(), wrongSecret)).toMatchObject({
      status: "failed",
      code: "provider_auth_failed",
    });
  });

  it("answers a lost on-session order as no charge, and cannot look up a vault charge", async () => {
    // On-session money moves only when we capture an order by its stored id.
    expect(await provider.findCharge({ paymentId: 4242, offSession: false }, account)).toBeNull();
    await expect(provider.findCharge({ paymentId: 4242, offSession: true }, account)).rejects.toThrow(
      /off-session/,
    );
  });

  it("knows sandbox accounts and gives the browser the client id", () => {
    expect(provider.isTestMode(account)).toBe(true);
    expect(provider.isTestMode({ ...account, publicConfig: {} })).toBe(false);
    expect(provider.clientConfig(account)).toEqual({ clientId: CLIENT_ID });
  });
});

describe("paypal webhooks", () => {
  const fake = new FakePayPal(CLIENT_ID, CLIENT_SECRET);
  let certificatePem: string;
  let signer: ReturnType<typeof createPayPalSigner>;
  const fetched: string[] = [];
  let provider: ReturnType<typeof createPayPalProvider>;

  beforeAll(async () => {
    await fake.start();
    signer = createPayPalSigner();
    certificatePem = signer.certificatePem;
    provider = createPayPalProvider({
      apiBase: fake.server.base,
      fetchCertificate: async (url) => {
        fetched.push(url);
        return certificatePem;
      },
    });
  });
  afterAll(() => fake.server.close());

  function signed(
    event: Record<string, unknown>,
    options: { webhookId?: string; certUrl?: string; algo?: string } = {},
  ) {
    return signer.signed(event, options.webhookId ?? WEBHOOK_ID, options);
  }

  const captureCompleted = {
    id: "WH-58D329510W468432D-8HN650336L201105X",
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    resource_type: "capture",
    resource: {
      id: "42311647XV020574X",
      status: "COMPLETED",
      amount: { currency_code: "EUR", value: "20.00" },
      seller_receivable_breakdown: { paypal_fee: { currency_code: "EUR", value: "0.73" } },
      supplementary_data: { related_ids: { order_id: "5O190127TN364715T" } },
    },
  };

  it("maps a signed PAYMENT.CAPTURE.COMPLETED to the order and caches the certificate", async () => {
    const first = await provider.parseWebhook!(signed(captureCompleted), account);
    expect(first).toEqual({
      id: captureCompleted.id,
      type: "charge.succeeded",
      chargeRef: "5O190127TN364715T",
      fee: 73,
    });
    await provider.parseWebhook!(signed({ ...captureCompleted, id: "WH-2" }), account);
    expect(fetched).toEqual([CERT_URL]);
  });

  it("refuses a tampered body, another webhook's id, a foreign certificate host and other algorithms", async () => {
    const good = signed(captureCompleted);
    const tampered = { ...good, rawBody: Buffer.from(good.rawBody.toString().replace("20.00", "2000.00")) };
    await expect(provider.parseWebhook!(tampered, account)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      provider.parseWebhook!(signed(captureCompleted, { webhookId: "OTHERWEBHOOK" }), account),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    const evil = signed(captureCompleted, { certUrl: "https://paypal.com.evil.example/cert.pem" });
    await expect(provider.parseWebhook!(evil, account)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      provider.parseWebhook!(signed(captureCompleted, { algo: "SHA1withRSA" }), account),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(
      provider.parseWebhook!(good, { ...account, credentials: { ...account.credentials, webhookId: "" } }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(fetched.every((url) => url === CERT_URL)).toBe(true);
  });

  it("refuses a certificate outside its validity", async () => {
    const verify = createPayPalSignatureVerifier(async () => certificatePem);
    const input = signed(captureCompleted);
    await expect(verify(input, WEBHOOK_ID)).resolves.toBeUndefined();
    const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    await expect(verify(input, WEBHOOK_ID, inAWeek)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("finds the order of refunds and disputes through their capture", async () => {
    const approved = chargeRequest();
    const created = await provider.charge(approved, account);
    fake.approve(created.providerRef!);
    await provider.retrieve(created.providerRef!, account);
    const captureId = [...fake.captures.keys()].at(-1)!;
    const orderId = created.providerRef!;

    const refunded = {
      id: "WH-REFUND-1",
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      resource: {
        id: "1Y107995YT783435V",
        status: "COMPLETED",
        amount: { currency_code: "EUR", value: "5.00" },
        links: [
          {
            href: "https://api.sandbox.paypal.com/v2/payments/refunds/1Y107995YT783435V",
            rel: "self",
            method: "GET",
          },
          {
            href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`,
            rel: "up",
            method: "GET",
          },
        ],
      },
    };
    expect(await provider.parseWebhook!(signed(refunded), account)).toEqual({
      id: "WH-REFUND-1",
      type: "refund.succeeded",
      chargeRef: orderId,
      refundRef: "1Y107995YT783435V",
      amount: 500,
    });

    const dispute = {
      dispute_id: "PP-D-27803",
      status: "OPEN",
      dispute_amount: { currency_code: "EUR", value: "20.00" },
      disputed_transactions: [{ seller_transaction_id: captureId }],
    };
    expect(
      await provider.parseWebhook!(
        signed({ id: "WH-D1", event_type: "CUSTOMER.DISPUTE.CREATED", resource: dispute }),
        account,
      ),
    ).toEqual({
      id: "WH-D1",
      type: "chargeback.created",
      chargeRef: orderId,
      disputeRef: "PP-D-27803",
      amount: 2000,
      fee: 0,
    });
    const resolved = {
      ...dispute,
      status: "RESOLVED",
      dispute_outcome: { outcome_code: "RESOLVED_SELLER_FAVOUR" },
    };
    expect(
      await provider.parseWebhook!(
        signed({ id: "WH-D2", event_type: "CUSTOMER.DISPUTE.RESOLVED", resource: resolved }),
        account,
      ),
    ).toEqual({
      id: "WH-D2",
      type: "chargeback.closed",
      chargeRef: orderId,
      disputeRef: "PP-D-27803",
      won: true,
    });

    const denied = { ...captureCompleted, id: "WH-DENIED", event_type: "PAYMENT.CAPTURE.DENIED" };
    expect(await provider.parseWebhook!(signed(denied), account)).toMatchObject({
      type: "charge.failed",
      chargeRef: "5O190127TN364715T",
    });
    expect(
      await provider.parseWebhook!(
        signed({ id: "WH-X", event_type: "BILLING.PLAN.CREATED", resource: {} }),
        account,
      ),
    ).toEqual({
      id: "WH-X",
      type: "ignored",
      providerType: "BILLING.PLAN.CREATED",
    });
  });
});

describe("paypal money and certificate URLs", () => {
  it("writes amounts in the currency's exponent and reads them back", () => {
    expect(toPayPalMoney(2000, "eur")).toEqual({ currencyCode: "EUR", value: "20.00" });
    expect(toPayPalMoney(5, "eur")).toEqual({ currencyCode: "EUR", value: "0.05" });
    expect(toPayPalMoney(1500, "jpy")).toEqual({ currencyCode: "JPY", value: "1500" });
    expect(toPayPalMoney(1005, "kwd")).toEqual({ currencyCode: "KWD", value: "1.005" });
    expect(fromPayPalValue("0.73", "eur")).toBe(73);
    expect(fromPayPalValue("12.5", "eur")).toBe(1250);
    expect(fromPayPalValue("1500", "jpy")).toBe(1500);
    expect(fromPayPalValue("1.999", "eur")).toBeNull();
    expect(() => toPayPalMoney(1.5, "eur")).toThrow(RangeError);
  });

  it("trusts certificates only over https from paypal.com", () => {
    expect(isPayPalCertUrl("https://api.paypal.com/v1/notifications/certs/CERT-1")).toBe(true);
    expect(isPayPalCertUrl("https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1")).toBe(true);
    expect(isPayPalCertUrl("http://api.paypal.com/cert")).toBe(false);
    expect(isPayPalCertUrl("https://paypal.com.evil.example/cert")).toBe(false);
    expect(isPayPalCertUrl("https://evilpaypal.com/cert")).toBe(false);
    expect(isPayPalCertUrl("https://api.paypal.com:8443/cert")).toBe(false);
    expect(isPayPalCertUrl("https://user@api.paypal.com/cert")).toBe(false);
  });
});
