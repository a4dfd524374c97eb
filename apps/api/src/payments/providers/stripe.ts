import type Stripe from "stripe";
import {
  WebhookSignatureError,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderAccount,
  type RefundOutcome,
} from "./provider.ts";
import { INTENT_EXPAND, failedFromError, intentOutcome, stripeMethodType } from "./stripe-outcome.ts";
import { mapStripeEvent } from "./stripe-events.ts";
import { isSetupRef, setupOutcome, setupParams } from "./stripe-setup.ts";
import { loadStripe } from "./stripe-sdk.ts";
import { headerValue } from "./webhook-headers.ts";

// Stripe through its official SDK. The buyer's card data never reaches us: Stripe.js (Payment
// Element) creates a PaymentMethod in the browser and we confirm a PaymentIntent with its id.
// Every money-moving POST carries an idempotency key derived from our payments row, so the SDK's
// own network retries and our job retries after a crash can never charge or refund twice.

export interface StripeProviderOptions {
  /** Where the SDK sends its requests (default api.stripe.com); tests point it at a local server. */
  apiBase?: URL;
  /** Platform-operated Connect: the platform's key, acting on the seller's connected account. */
  connect?: { platformSecretKey: string };
}

/** Who a call speaks as: the seller's own key, or the platform's key on the seller's account. */
interface Caller {
  stripe: Stripe;
  /** The SDK's error classes, to tell an answer about the payment from a failure (failedFromError). */
  errors: typeof Stripe.errors;
  stripeAccount?: string;
}

type Failed = Extract<ChargeOutcome, { status: "failed" }>;

const NOT_CONFIGURED: Failed = { status: "failed", providerRef: null, code: "provider_not_configured" };

function stripeClient(Sdk: typeof Stripe, secretKey: string, apiBase: URL | undefined): Stripe {
  const target = apiBase
    ? {
        host: apiBase.hostname,
        protocol: apiBase.protocol === "http:" ? ("http" as const) : ("https" as const),
        ...(apiBase.port ? { port: apiBase.port } : {}),
      }
    : {};
  return new Sdk(secretKey, {
    // Retries reuse the request's idempotency key, so they are safe for POSTs too.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: "Sellwerk" },
    ...target,
  });
}

/** The SEPA mandate the buyer accepted in the page; Stripe needs it when the server confirms. */
function mandateData(request: ChargeRequest): Stripe.PaymentIntentCreateParams["mandate_data"] {
  const { ip_address: ip, user_agent: userAgent } = request.paymentData;
  if (typeof ip !== "string" || typeof userAgent !== "string") return undefined;
  return { customer_acceptance: { type: "online", online: { ip_address: ip, user_agent: userAgent } } };
}

function intentParams(
  request: ChargeRequest,
  customer: string | undefined,
): Stripe.PaymentIntentCreateParams | Failed {
  const offSession = request.instrument !== undefined;
  const type = stripeMethodType(request.method, offSession);
  if (!type) return { status: "failed", providerRef: null, code: "method_unsupported" };
  const common = {
    amount: request.amount,
    currency: request.currency.toLowerCase(),
    confirm: true,
    allowed_payment_method_types: [type],
    description: request.description,
    metadata: { ...request.metadata, payment_id: String(request.paymentId) },
    expand: INTENT_EXPAND,
    ...(customer ? { customer } : {}),
  };
  if (request.instrument) {
    return { ...common, payment_method: request.instrument.methodRef, off_session: true };
  }
  const paymentMethod = request.paymentData.payment_method;
  if (typeof paymentMethod !== "string" || !paymentMethod) {
    return { status: "failed", providerRef: null, code: "payment_method_missing" };
  }
  const mandate = type === "sepa_debit" || request.saveForFuture ? mandateData(request) : undefined;
  return {
    ...common,
    payment_method: paymentMethod,
    return_url: request.returnUrl,
    ...(request.saveForFuture ? { setup_future_usage: "off_session" as const } : {}),
    ...(mandate ? { mandate_data: mandate } : {}),
  };
}

export function createStripeProvider(options: StripeProviderOptions = {}): PaymentProvider {
  const { apiBase, connect } = options;
  // One SDK instance per key: it holds the keep-alive agent, so reusing it saves TLS handshakes.
  const clients = new Map<string, Stripe>();

  /** The SDK is loaded here, on the first call with a key (not at start). */
  async function caller(account: ProviderAccount): Promise<Caller | null> {
    const secretKey = connect ? connect.platformSecretKey : account.credentials.secretKey;
    const stripeAccount = connect ? account.credentials.accountId : undefined;
    if (!secretKey || (connect && !stripeAccount)) return null;
    const Sdk = await loadStripe();
    let stripe = clients.get(secretKey);
    if (!stripe) {
      stripe = stripeClient(Sdk, secretKey, apiBase);
      clients.set(secretKey, stripe);
    }
    return { stripe, errors: Sdk.errors, ...(stripeAccount ? { stripeAccount } : {}) };
  }

  /**
   * Connect uses direct charges: the platform's key with the `Stripe-Account` header, so the
   * payment, its customer and saved methods live on the seller's account. The seller is the
   * merchant of record (their name on the statement, their invoices), Stripe's fee, refunds and
   * disputes are debited from the seller's balance, and the platform takes its commission as
   * `application_fee_amount`. That is Stripe's standard for a platform whose sellers are the
   * merchants; destination charges would make the platform the merchant and liable instead.
   */
  function requestOptions(who: Caller, idempotencyKey?: string): Stripe.RequestOptions {
    return {
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(who.stripeAccount ? { stripeAccount: who.stripeAccount } : {}),
    };
  }

  /** Saving a method needs a Customer; an off-session charge brings its own. */
  async function customerFor(who: Caller, request: ChargeRequest): Promise<string | undefined> {
    if (request.instrument) return request.instrument.customerRef ?? undefined;
    if (!request.saveForFuture) return undefined;
    const customer = await who.stripe.customers.create(
      {
        email: request.payer.email,
        name: request.payer.name,
        metadata: { payment_id: String(request.paymentId) },
      },
      requestOptions(who, `cus-${request.paymentId}`),
    );
    return customer.id;
  }

  return {
    name: connect ? "stripe_connect" : "stripe",

    isTestMode(account) {
      const key = connect ? connect.platformSecretKey : (account.credentials.secretKey ?? "");
      return key.startsWith("sk_test_") || key.startsWith("rk_test_");
    },

    async charge(request, account) {
      const who = await caller(account);
      if (!who) return NOT_CONFIGURED;
      try {
        if (request.amount === 0 && !request.instrument) {
          const type = stripeMethodType(request.method, false);
          if (!type) return { status: "failed", providerRef: null, code: "method_unsupported" };
          const customer = await customerFor(who, { ...request, saveForFuture: true });
          const setup = await who.stripe.setupIntents.create(
            setupParams(request, customer!, type),
            requestOptions(who, `seti-${request.paymentId}`),
          );
          return setupOutcome(setup);
        }
        const params = intentParams(request, await customerFor(who, request));
        if ("status" in params) return params;
        if (connect && request.applicationFee) params.application_fee_amount = request.applicationFee;
        const intent = await who.stripe.paymentIntents.create(
          params,
          requestOptions(who, `pi-${request.paymentId}`),
        );
        return intentOutcome(intent);
      } catch (error) {
        return failedFromError(who.errors, error);
      }
    },

    async retrieve(chargeRef, account) {
      const who = await caller(account);
      if (!who) return NOT_CONFIGURED;
      try {
        if (isSetupRef(chargeRef))
          return setupOutcome(
            await who.stripe.setupIntents.retrieve(
              chargeRef,
              { expand: ["payment_method"] },
              requestOptions(who),
            ),
          );
        const intent = await who.stripe.paymentIntents.retrieve(
          chargeRef,
          { expand: INTENT_EXPAND },
          requestOptions(who),
        );
        return intentOutcome(intent);
      } catch (error) {
        return failedFromError(who.errors, error);
      }
    },

    async findCharge(lookup, account) {
      const who = await caller(account);
      // Without a key nothing could have been charged through this account.
      if (!who) return null;
      // Every PaymentIntent carries our payment id in its metadata (intentParams). A trial's
      // SetupIntent moves no money, so there is nothing of it to find. Search lags writes by
      // about a minute, which the expiry's wait (the reservation window) is far longer than.
      const found = await who.stripe.paymentIntents.search(
        {
          query: `metadata['payment_id']:'${lookup.paymentId}'`,
          expand: INTENT_EXPAND.map((path) => `data.${path}`),
          limit: 1,
        },
        requestOptions(who),
      );
      const intent = found.data[0];
      return intent ? intentOutcome(intent) : null;
    },

    async refund(request, account): Promise<RefundOutcome> {
      const who = await caller(account);
      if (!who) return NOT_CONFIGURED;
      try {
        const refund = await who.stripe.refunds.create(
          { payment_intent: request.chargeRef, amount: request.amount },
          requestOptions(who, `re-${request.paymentId}`),
        );
        if (refund.status === "succeeded") return { status: "succeeded", providerRef: refund.id };
        if (refund.status === "failed" || refund.status === "canceled") {
          return { status: "failed", providerRef: refund.id, code: refund.failure_reason ?? "refund_failed" };
        }
        // pending, requires_action: a refund.updated webhook settles it.
        return { status: "pending", providerRef: refund.id };
      } catch (error) {
        const failed = failedFromError(who.errors, error);
        return { ...failed, providerRef: null };
      }
    },

    async parseWebhook(input, account) {
      const signature = headerValue(input.headers, "stripe-signature");
      if (!signature || !account.webhookSecret)
        throw new WebhookSignatureError("missing Stripe-Signature or secret");
      const Sdk = await loadStripe();
      let event: Stripe.Event;
      try {
        // Checks the HMAC-SHA256 over "timestamp.body" and refuses timestamps older than 5 minutes.
        event = Sdk.webhooks.constructEvent(input.rawBody, signature, account.webhookSecret);
      } catch (error) {
        if (error instanceof Sdk.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message);
        }
        throw error;
      }
      return mapStripeEvent(event);
    },

    clientConfig(account) {
      const publishableKey = account.publicConfig.publishableKey;
      const config: Record<string, string> = typeof publishableKey === "string" ? { publishableKey } : {};
      // Stripe.js must create the PaymentMethod on the seller's account for a direct charge.
      if (connect && account.credentials.accountId) config.stripeAccount = account.credentials.accountId;
      return config;
    },
  };
}

/** The platform-operated Connect variant (see requestOptions in createStripeProvider). */
export function createStripeConnectProvider(options: {
  platformSecretKey: string;
  apiBase?: URL;
}): PaymentProvider {
  return createStripeProvider({
    connect: { platformSecretKey: options.platformSecretKey },
    ...(options.apiBase ? { apiBase: options.apiBase } : {}),
  });
}
