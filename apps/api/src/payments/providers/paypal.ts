import type { Order, OrderRequest } from "@paypal/paypal-server-sdk";
import type { PaymentMethod } from "@sellwerk/domain";
import {
  WebhookSignatureError,
  type ChargeOutcome,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderAccount,
  type RefundOutcome,
} from "./provider.ts";
import { createPayPalApiFactory, retrying, type PayPalApi } from "./paypal-client.ts";
import { mapPayPalEvent } from "./paypal-events.ts";
import { toPayPalMoney } from "./paypal-money.ts";
import { captureOf, failedFromError, issueOf, orderOutcome } from "./paypal-outcome.ts";
import { createPayPalSignatureVerifier, type CertificateFetcher } from "./paypal-webhook.ts";
import type { PayPalSdk } from "./paypal-sdk.ts";

// PayPal through @paypal/paypal-server-sdk, Orders v2 with intent CAPTURE. charge() creates an
// order and sends the buyer to PayPal to approve it; retrieve() captures it once approved. The
// order id is our charge reference throughout; refunds look its capture up. Saved methods are
// PayPal vault tokens (billing agreements the buyer approves once), charged later with vault_id.

export interface PayPalProviderOptions {
  /** Where the SDK sends its requests (default PayPal live or sandbox); tests use a local server. */
  apiBase?: URL;
  /** Downloads a webhook signing certificate; tests inject their own. Default: HTTPS fetch. */
  fetchCertificate?: CertificateFetcher;
}

type Failed = Extract<ChargeOutcome, { status: "failed" }>;

const NOT_CONFIGURED: Failed = { status: "failed", providerRef: null, code: "provider_not_configured" };

/** What PayPal's checkout can pay: the wallet, and cards as guest checkout on PayPal's page. */
const PAYPAL_METHODS: ReadonlySet<PaymentMethod> = new Set(["paypal", "card", "cardAmEx"]);

/** PayPal's "payment descriptions" are cut at 127 characters. */
const DESCRIPTION_MAX = 127;

function clientIdOf(account: ProviderAccount): string | undefined {
  const fromConfig = account.publicConfig.clientId;
  return account.credentials.clientId ?? (typeof fromConfig === "string" ? fromConfig : undefined);
}

function cancelUrl(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("paypal", "cancel");
  return url.toString();
}

function orderRequest(sdk: PayPalSdk, request: ChargeRequest): OrderRequest {
  const {
    CheckoutPaymentIntent,
    PaypalExperienceLandingPage,
    PaypalExperienceUserAction,
    PaypalPaymentTokenCustomerType,
    PaypalPaymentTokenUsageType,
    PaypalWalletContextShippingPreference,
    StoreInVaultInstruction,
  } = sdk;
  const purchaseUnit = {
    customId: String(request.paymentId),
    description: request.description.slice(0, DESCRIPTION_MAX),
    amount: toPayPalMoney(request.amount, request.currency),
  };
  const intent = CheckoutPaymentIntent.Capture;
  if (request.instrument) {
    // Merchant-initiated: the buyer approved the vault token earlier; no redirect is possible now.
    return {
      intent,
      purchaseUnits: [purchaseUnit],
      paymentSource: { paypal: { vaultId: request.instrument.methodRef } },
    };
  }
  const card = request.method !== "paypal";
  return {
    intent,
    purchaseUnits: [purchaseUnit],
    paymentSource: {
      paypal: {
        emailAddress: request.payer.email,
        experienceContext: {
          returnUrl: request.returnUrl,
          cancelUrl: cancelUrl(request.returnUrl),
          userAction: PaypalExperienceUserAction.PayNow,
          // Our checkout collects what it needs; PayPal must not ask for a shipping address.
          shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
          landingPage: card
            ? PaypalExperienceLandingPage.GuestCheckout
            : PaypalExperienceLandingPage.NoPreference,
        },
        ...(request.saveForFuture
          ? {
              attributes: {
                vault: {
                  storeInVault: StoreInVaultInstruction.OnSuccess,
                  usageType: PaypalPaymentTokenUsageType.Merchant,
                  customerType: PaypalPaymentTokenCustomerType.Consumer,
                },
              },
            }
          : {}),
      },
    },
  };
}

export function createPayPalProvider(options: PayPalProviderOptions = {}): PaymentProvider {
  const apiFor = createPayPalApiFactory(options.apiBase);
  const verifySignature = createPayPalSignatureVerifier(options.fetchCertificate);

  /** The SDK is loaded here, on the first call with credentials (not at start). */
  async function api(account: ProviderAccount): Promise<PayPalApi | null> {
    const clientId = clientIdOf(account);
    const clientSecret = account.credentials.clientSecret;
    if (!clientId || !clientSecret) return null;
    return apiFor({ clientId, clientSecret, sandbox: account.publicConfig.sandbox === true });
  }

  /** An approved order is captured once: the request id makes a repeated capture a replay. */
  async function settle(paypal: PayPalApi, order: Order, offSession: boolean): Promise<ChargeOutcome> {
    const { sdk } = paypal;
    const id = order.id;
    if (order.status !== sdk.OrderStatus.Approved || !id) return orderOutcome(sdk, order, offSession);
    try {
      const { result } = await retrying(() =>
        paypal.orders.captureOrder({ id, paypalRequestId: `capture-${id}`, prefer: "return=representation" }),
      );
      return orderOutcome(sdk, result, offSession);
    } catch (error) {
      // Captured meanwhile by another request (a second return from PayPal): read what happened.
      if (error instanceof sdk.ApiError && issueOf(error).issue === "ORDER_ALREADY_CAPTURED") {
        const { result } = await retrying(() => paypal.orders.getOrder({ id }));
        return orderOutcome(sdk, result, offSession);
      }
      return failedFromError(sdk, error, id);
    }
  }

  return {
    name: "paypal",

    isTestMode(account) {
      return account.publicConfig.sandbox === true;
    },

    async charge(request, account) {
      // "nvp" is PayPal's legacy Classic API (user, password, signature). It has no Orders v2 and
      // PayPal no longer onboards it; a seller on it must connect a REST app (mode "rest") instead.
      if (account.mode === "nvp") {
        return {
          status: "failed",
          providerRef: null,
          code: "provider_mode_unsupported",
          message: "PayPal NVP/Classic is not supported",
        };
      }
      // An order of 0 (a trial that only saves the method) does not exist in Orders v2; PayPal's
      // vault setup tokens would do it, which this adapter does not speak yet.
      if (request.amount === 0 && !request.instrument)
        return { status: "failed", providerRef: null, code: "trial_method_unsupported" };
      const paypal = await api(account);
      if (!paypal) return NOT_CONFIGURED;
      if (!PAYPAL_METHODS.has(request.method))
        return { status: "failed", providerRef: null, code: "method_unsupported" };
      let order: Order;
      try {
        const body = orderRequest(paypal.sdk, request);
        ({ result: order } = await retrying(() =>
          paypal.orders.createOrder({
            body,
            paypalRequestId: `order-${request.paymentId}`,
            prefer: "return=representation",
          }),
        ));
      } catch (error) {
        return failedFromError(paypal.sdk, error, null);
      }
      return settle(paypal, order, request.instrument !== undefined);
    },

    async retrieve(chargeRef, account) {
      const paypal = await api(account);
      if (!paypal) return NOT_CONFIGURED;
      try {
        const { result } = await retrying(() => paypal.orders.getOrder({ id: chargeRef }));
        return await settle(paypal, result, false);
      } catch (error) {
        return failedFromError(paypal.sdk, error, chargeRef);
      }
    },

    async findCharge(lookup) {
      // Orders v2 has no search by our custom_id. None is needed on-session: PayPal takes the
      // money only when we capture an approved order, which needs its id, stored before the buyer
      // is sent to approve — an order whose answer was lost was never approved, so never charged.
      if (!lookup.offSession) return null;
      // A vault charge captures at once, and only replaying its PayPal-Request-Id could find it;
      // that replay charges when PayPal never saw the first call, so it is not a lookup.
      throw new Error("PayPal cannot look up an off-session charge by our payment id");
    },

    async refund(request, account): Promise<RefundOutcome> {
      const paypal = await api(account);
      if (!paypal) return NOT_CONFIGURED;
      try {
        const { result: order } = await retrying(() => paypal.orders.getOrder({ id: request.chargeRef }));
        const captureId = captureOf(order)?.id;
        if (!captureId) return { status: "failed", providerRef: null, code: "capture_not_found" };
        const { result: refund } = await retrying(() =>
          paypal.payments.refundCapturedPayment({
            captureId,
            paypalRequestId: `refund-${request.paymentId}`,
            prefer: "return=representation",
            body: { amount: toPayPalMoney(request.amount, request.currency) },
          }),
        );
        const providerRef = refund.id ?? null;
        const { RefundStatus } = paypal.sdk;
        if (refund.status === RefundStatus.Completed && providerRef)
          return { status: "succeeded", providerRef };
        if (refund.status === RefundStatus.Pending && providerRef) return { status: "pending", providerRef };
        return {
          status: "failed",
          providerRef,
          code: "refund_failed",
          message: refund.statusDetails?.reason,
        };
      } catch (error) {
        return failedFromError(paypal.sdk, error, null);
      }
    },

    async parseWebhook(input, account) {
      const webhookId = account.credentials.webhookId;
      if (!webhookId) throw new WebhookSignatureError("no PayPal webhook id configured");
      await verifySignature(input, webhookId);
      const body: unknown = JSON.parse(input.rawBody.toString("utf8"));
      const paypal = await api(account);
      return mapPayPalEvent(body, async (captureId) => {
        if (!paypal) return null;
        try {
          const { result } = await retrying(() => paypal.payments.getCapturedPayment({ captureId }));
          return result.supplementaryData?.relatedIds?.orderId ?? null;
        } catch (error) {
          // Not ours (another app's capture): nothing to map. Anything else: let PayPal redeliver.
          if (error instanceof paypal.sdk.ApiError && error.statusCode === 404) return null;
          throw error;
        }
      });
    },

    clientConfig(account): Record<string, string> {
      const clientId = clientIdOf(account);
      return clientId ? { clientId } : {};
    },
  };
}
