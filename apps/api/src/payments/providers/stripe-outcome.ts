import type Stripe from "stripe";
import type { PaymentMethod } from "@sellwerk/domain";
import type { ChargeOutcome, SavedInstrument } from "./provider.ts";

// Stripe's objects and errors in our terms. Kept apart from the adapter so the webhook mapping
// (stripe-events.ts) reads a PaymentIntent exactly the way charge() and retrieve() do.

/** What charge() and retrieve() expand, so one call answers the fee and the saved method's card. */
export const INTENT_EXPAND = ["latest_charge.balance_transaction", "payment_method"];

/** Stripe's decline and error codes that have a name of ours; any other Stripe code is kept as is. */
const OUR_CODES: Readonly<Record<string, string>> = {
  card_declined: "card_declined",
  generic_decline: "card_declined",
  insufficient_funds: "insufficient_funds",
  expired_card: "expired_card",
  // Off-session the issuer asked for 3-D Secure, which nobody can answer: the buyer must come back.
  authentication_required: "authentication_failed",
  payment_intent_authentication_failure: "authentication_failed",
};

/** The issuer's decline code says more than Stripe's error code, so it is looked at first. */
export function failureCode(declineCode: string | null | undefined, code: string | null | undefined): string {
  for (const candidate of [declineCode, code]) {
    const ours = candidate ? OUR_CODES[candidate] : undefined;
    if (ours) return ours;
  }
  return declineCode ?? code ?? "card_declined";
}

/**
 * Our method names to Stripe's payment method types. Wallets are cards in Stripe (Apple Pay and
 * Google Pay produce card PaymentMethods); the "…_sepa" variants are paid by iDEAL or Sofort and
 * saved by Stripe as a generated SEPA debit method. Null: Stripe does not offer the method.
 */
const ON_SESSION_TYPES: Partial<
  Record<PaymentMethod, Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType>
> = {
  card: "card",
  cardAmEx: "card",
  apple_pay: "card",
  google_pay: "card",
  sepa: "sepa_debit",
  sofort: "sofort",
  sofort_sepa: "sofort",
  p_24: "p24",
  ideal: "ideal",
  ideal_sepa: "ideal",
  klarna: "klarna",
  twint: "twint",
  mondu: "mondu",
};

/** A saved method is a card or a SEPA mandate whichever way it was first paid. */
const SAVED_AS_SEPA: ReadonlySet<PaymentMethod> = new Set([
  "sepa",
  "sofort",
  "sofort_sepa",
  "ideal",
  "ideal_sepa",
]);

export function stripeMethodType(
  method: PaymentMethod,
  offSession: boolean,
): Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType | null {
  if (offSession && SAVED_AS_SEPA.has(method)) return "sepa_debit";
  return ON_SESSION_TYPES[method] ?? null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === "string" ? value : value.id;
}

/**
 * Stripe's processing fee of the charge, when the balance transaction was expanded (0 otherwise; a
 * webhook or a later retrieve fills it in). On a Connect direct charge the connected account's
 * balance transaction also lists our application fee, which is ours and not the provider's.
 */
function processingFee(intent: Stripe.PaymentIntent): number {
  const charge = intent.latest_charge;
  if (charge == null || typeof charge === "string") return 0;
  const transaction = charge.balance_transaction;
  if (transaction == null || typeof transaction === "string") return 0;
  if (transaction.fee_details.length === 0) return transaction.fee;
  return transaction.fee_details
    .filter((d) => d.type !== "application_fee")
    .reduce((sum, d) => sum + d.amount, 0);
}

/** iDEAL and Sofort payments that were asked to be saved leave a reusable SEPA debit method. */
function generatedSepaDebit(intent: Stripe.PaymentIntent): string | null {
  const charge = intent.latest_charge;
  if (charge == null || typeof charge === "string") return null;
  const details = charge.payment_method_details;
  return idOf(details?.ideal?.generated_sepa_debit) ?? idOf(details?.sofort?.generated_sepa_debit);
}

function display(method: Stripe.PaymentIntent["payment_method"]): Record<string, unknown> {
  if (method == null || typeof method === "string") return {};
  if (method.card) {
    const { brand, last4, exp_month, exp_year } = method.card;
    return { brand, last4, exp_month, exp_year };
  }
  if (method.sepa_debit) return { iban_last4: method.sepa_debit.last4 };
  return {};
}

/** The method Stripe kept for off-session use, when the intent asked for it. */
export function savedInstrument(intent: Stripe.PaymentIntent): SavedInstrument | undefined {
  if (intent.setup_future_usage !== "off_session") return undefined;
  const methodRef = generatedSepaDebit(intent) ?? idOf(intent.payment_method);
  if (!methodRef) return undefined;
  const customerRef = idOf(intent.customer);
  return { customerRef, methodRef, display: display(intent.payment_method) };
}

export function intentOutcome(intent: Stripe.PaymentIntent): ChargeOutcome {
  const providerRef = intent.id;
  switch (intent.status) {
    case "succeeded":
      return withInstrument({ status: "succeeded", providerRef, fee: processingFee(intent) }, intent);
    // requires_capture cannot happen with automatic capture; if it does, the money is held, not lost.
    case "processing":
    case "requires_capture":
      return withInstrument({ status: "processing", providerRef }, intent);
    case "requires_action": {
      const url = intent.next_action?.redirect_to_url?.url;
      if (url) return { status: "requires_action", providerRef, nextAction: { type: "redirect", url } };
      if (intent.client_secret) {
        return {
          status: "requires_action",
          providerRef,
          nextAction: { type: "stripe_sdk", clientSecret: intent.client_secret },
        };
      }
      return {
        status: "failed",
        providerRef,
        code: "unexpected_status",
        message: "requires_action without a next action",
      };
    }
    case "requires_payment_method": {
      const error = intent.last_payment_error;
      return {
        status: "failed",
        providerRef,
        code: failureCode(error?.decline_code, error?.code),
        message: error?.message,
      };
    }
    case "canceled":
      return {
        status: "failed",
        providerRef,
        code: "canceled",
        message: intent.cancellation_reason ?? undefined,
      };
    default:
      return {
        status: "failed",
        providerRef,
        code: "unexpected_status",
        message: `payment intent is ${intent.status}`,
      };
  }
}

function withInstrument<T extends ChargeOutcome & { status: "succeeded" | "processing" }>(
  outcome: T,
  intent: Stripe.PaymentIntent,
): T {
  const instrument = savedInstrument(intent);
  return instrument ? { ...outcome, instrument } : outcome;
}

/**
 * A Stripe error that is an answer about this payment (a decline, a refused request, bad keys)
 * becomes a failed outcome. Anything else (network, 5xx, rate limit, idempotency conflicts) is
 * rethrown: the charge may or may not have happened, and a retry with the same idempotency key is
 * the only safe way to find out.
 */
export function failedFromError(
  errors: typeof Stripe.errors,
  error: unknown,
): Extract<ChargeOutcome, { status: "failed" }> {
  if (error instanceof errors.StripeCardError || error instanceof errors.StripeInvalidRequestError) {
    const fallback = error instanceof errors.StripeCardError ? "card_declined" : "invalid_request";
    return {
      status: "failed",
      providerRef: error.payment_intent?.id ?? null,
      code: failureCode(error.decline_code, error.code ?? fallback),
      message: error.message,
    };
  }
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    return { status: "failed", providerRef: null, code: "provider_auth_failed", message: error.message };
  }
  throw error;
}
