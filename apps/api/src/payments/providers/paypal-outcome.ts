import type { Order, OrdersCapture } from "@paypal/paypal-server-sdk";
import type { ChargeOutcome, SavedInstrument } from "./provider.ts";
import { fromPayPalValue } from "./paypal-money.ts";
import type { PayPalSdk } from "./paypal-sdk.ts";

// PayPal orders and errors in our terms. Our charge reference is the order id: the buyer approves
// an order, the capture happens later, and refunds find the capture through the order.

type Failed = Extract<ChargeOutcome, { status: "failed" }>;

export function captureOf(order: Order): OrdersCapture | undefined {
  return order.purchaseUnits?.[0]?.payments?.captures?.[0];
}

/** Where the buyer approves: "payer-action" with payment_source.paypal, "approve" with the older application_context. */
export function approvalUrl(order: Order): string | undefined {
  const links = order.links ?? [];
  return (links.find((l) => l.rel === "payer-action") ?? links.find((l) => l.rel === "approve"))?.href;
}

/**
 * The billing agreement PayPal vaulted for later charges. A token that is only APPROVED arrives
 * later (VAULT.PAYMENT-TOKEN.CREATED), which we do not listen to yet, so only VAULTED counts.
 */
export function vaultedInstrument(
  { PaypalWalletVaultStatus }: PayPalSdk,
  order: Order,
): SavedInstrument | undefined {
  const wallet = order.paymentSource?.paypal;
  const vault = wallet?.attributes?.vault;
  if (!vault?.id || (vault.status && vault.status !== PaypalWalletVaultStatus.Vaulted)) return undefined;
  return {
    customerRef: vault.customer?.id ?? null,
    methodRef: vault.id,
    display: wallet?.emailAddress ? { email: wallet.emailAddress } : {},
  };
}

function captureOutcome(sdk: PayPalSdk, order: Order, orderId: string): ChargeOutcome {
  const { CaptureStatus } = sdk;
  const capture = captureOf(order);
  const instrument = vaultedInstrument(sdk, order);
  const saved = instrument ? { instrument } : {};
  switch (capture?.status) {
    // Refunded later still means it was paid; the refund has its own row.
    case CaptureStatus.Completed:
    case CaptureStatus.PartiallyRefunded:
    case CaptureStatus.Refunded: {
      // paypal_fee is in the capture's (our) currency; a converted receivable has its own field.
      const paypalFee = capture.sellerReceivableBreakdown?.paypalFee;
      const fee = paypalFee
        ? (fromPayPalValue(paypalFee.value, paypalFee.currencyCode.toLowerCase()) ?? 0)
        : 0;
      return { status: "succeeded", providerRef: orderId, fee, ...saved };
    }
    // eChecks and reviews: PAYMENT.CAPTURE.COMPLETED or .DENIED settles it.
    case CaptureStatus.Pending:
      return { status: "processing", providerRef: orderId, ...saved };
    case CaptureStatus.Declined:
    case CaptureStatus.Failed:
      return {
        status: "failed",
        providerRef: orderId,
        code: "card_declined",
        message: capture.statusDetails?.reason,
      };
    default:
      return {
        status: "failed",
        providerRef: orderId,
        code: "unexpected_status",
        message: "completed order without a capture",
      };
  }
}

/**
 * An order that needs no further call from us. APPROVED is not handled here: retrieve() captures
 * it first. Off-session there is nobody to send to PayPal, so a payer action is a failure.
 */
export function orderOutcome(sdk: PayPalSdk, order: Order, offSession: boolean): ChargeOutcome {
  const { OrderStatus } = sdk;
  const orderId = order.id ?? "";
  switch (order.status) {
    case OrderStatus.Completed:
      return captureOutcome(sdk, order, orderId);
    case OrderStatus.Voided:
      return { status: "failed", providerRef: orderId, code: "canceled" };
    case OrderStatus.Created:
    case OrderStatus.PayerActionRequired: {
      const url = approvalUrl(order);
      if (offSession) {
        return {
          status: "failed",
          providerRef: orderId,
          code: "authentication_failed",
          message: "payer action required",
        };
      }
      if (!url)
        return {
          status: "failed",
          providerRef: orderId,
          code: "unexpected_status",
          message: "no approval link",
        };
      return { status: "requires_action", providerRef: orderId, nextAction: { type: "redirect", url } };
    }
    default:
      return { status: "processing", providerRef: orderId };
  }
}

/** PayPal's issue names that have a name of ours; any other issue is kept, lowercased. */
const OUR_CODES: Readonly<Record<string, string>> = {
  INSTRUMENT_DECLINED: "card_declined",
  TRANSACTION_REFUSED: "card_declined",
  PAYER_ACTION_REQUIRED: "authentication_failed",
  PAYER_CANNOT_PAY: "card_declined",
};

/** PayPal's error body: { name, message, details: [{ issue, description }] }. */
export function issueOf(error: { result?: unknown }): {
  issue: string | undefined;
  description: string | undefined;
} {
  const result = error.result;
  if (typeof result !== "object" || result === null) return { issue: undefined, description: undefined };
  const body = result as { name?: unknown; message?: unknown; details?: unknown };
  const first: unknown = Array.isArray(body.details) ? body.details[0] : undefined;
  const detail =
    typeof first === "object" && first !== null ? (first as { issue?: unknown; description?: unknown }) : {};
  const issue =
    typeof detail.issue === "string" ? detail.issue : typeof body.name === "string" ? body.name : undefined;
  const description =
    typeof detail.description === "string"
      ? detail.description
      : typeof body.message === "string"
        ? body.message
        : undefined;
  return { issue, description };
}

/**
 * A 4xx from PayPal is an answer about this payment and becomes a failed outcome; 5xx, network
 * errors and timeouts are rethrown, because the call may have gone through and only a retry with the
 * same PayPal-Request-Id can tell.
 */
export function failedFromError({ ApiError }: PayPalSdk, error: unknown, providerRef: string | null): Failed {
  if (!(error instanceof ApiError) || error.statusCode >= 500 || error.statusCode === 429) throw error;
  if (error.statusCode === 401 || error.statusCode === 403) {
    return { status: "failed", providerRef, code: "provider_auth_failed", message: error.message };
  }
  const { issue, description } = issueOf(error);
  const code = issue ? (OUR_CODES[issue] ?? issue.toLowerCase()) : "invalid_request";
  return { status: "failed", providerRef, code, message: description ?? error.message };
}
