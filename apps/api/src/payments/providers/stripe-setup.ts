import type Stripe from "stripe";
import type { ChargeOutcome, ChargeRequest } from "./provider.ts";

// A trial's checkout charges nothing now but must keep the buyer's method for the first rate.
// Stripe refuses a PaymentIntent of 0, so that case is a SetupIntent: the same confirmation
// (3-D Secure, mandates) without money. Its id ("seti_…") is the payment's provider reference.

export const isSetupRef = (ref: string) => ref.startsWith("seti_");

export function setupParams(
  request: ChargeRequest,
  customer: string,
  type: Stripe.SetupIntentCreateParams.AllowedPaymentMethodType,
): Stripe.SetupIntentCreateParams {
  const paymentMethod = request.paymentData.payment_method;
  return {
    customer,
    confirm: true,
    usage: "off_session",
    allowed_payment_method_types: [type],
    ...(typeof paymentMethod === "string" ? { payment_method: paymentMethod } : {}),
    return_url: request.returnUrl,
    metadata: { ...request.metadata, payment_id: String(request.paymentId) },
    expand: ["payment_method"],
  };
}

export function setupOutcome(intent: Stripe.SetupIntent): ChargeOutcome {
  const providerRef = intent.id;
  const method = intent.payment_method;
  const methodRef = typeof method === "string" ? method : (method?.id ?? null);
  const customerRef = typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null);
  const card = typeof method === "object" && method?.card ? method.card : null;
  const instrument = methodRef
    ? {
        customerRef,
        methodRef,
        display: card
          ? { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year }
          : {},
      }
    : undefined;
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", providerRef, fee: 0, ...(instrument ? { instrument } : {}) };
    case "processing":
      return { status: "processing", providerRef, ...(instrument ? { instrument } : {}) };
    case "requires_action": {
      const url = intent.next_action?.redirect_to_url?.url;
      if (url) return { status: "requires_action", providerRef, nextAction: { type: "redirect", url } };
      return {
        status: "requires_action",
        providerRef,
        nextAction: { type: "stripe_sdk", clientSecret: intent.client_secret ?? "" },
      };
    }
    default:
      return {
        status: "failed",
        providerRef,
        code: intent.last_setup_error?.decline_code ?? intent.last_setup_error?.code ?? "card_declined",
      };
  }
}
