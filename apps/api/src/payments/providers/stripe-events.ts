import type Stripe from "stripe";
import type { ProviderEvent } from "./provider.ts";
import { failureCode, savedInstrument } from "./stripe-outcome.ts";

// Stripe webhook events in our terms. Our charge reference is always the PaymentIntent id (what
// charge() answers as providerRef), so every mapping resolves to it.

/** Stripe does not put the dispute fee on the dispute until its balance transaction exists. */
const DEFAULT_DISPUTE_FEE = 1500;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === "string" ? value : value.id;
}

function ignored(event: Stripe.Event): ProviderEvent {
  return { id: event.id, type: "ignored", providerType: event.type };
}

/**
 * A refund in a terminal state; pending ones wait for their refund.updated. A refund of a charge
 * made without a PaymentIntent is none of ours.
 */
function refundEvent(event: Stripe.Event, refund: Stripe.Refund): ProviderEvent {
  const chargeRef = idOf(refund.payment_intent);
  if (!chargeRef) return ignored(event);
  const base = { id: event.id, chargeRef, refundRef: refund.id, amount: refund.amount };
  if (refund.status === "succeeded") return { ...base, type: "refund.succeeded" };
  if (refund.status === "failed" || refund.status === "canceled") return { ...base, type: "refund.failed" };
  return ignored(event);
}

function disputeEvent(
  event: Stripe.Event,
  dispute: Stripe.Dispute,
  kind: "created" | "closed",
): ProviderEvent {
  const chargeRef = idOf(dispute.payment_intent) ?? idOf(dispute.charge);
  if (!chargeRef) return ignored(event);
  const base = { id: event.id, chargeRef, disputeRef: dispute.id };
  if (kind === "closed") return { ...base, type: "chargeback.closed", won: dispute.status === "won" };
  const fees = dispute.balance_transactions.reduce((sum, t) => sum + t.fee, 0);
  return {
    ...base,
    type: "chargeback.created",
    amount: dispute.amount,
    fee: dispute.balance_transactions.length > 0 ? fees : DEFAULT_DISPUTE_FEE,
  };
}

/** The event in our terms, with the connected account it happened on (Connect) when it names one. */
export function mapStripeEvent(event: Stripe.Event): ProviderEvent {
  const mapped = mapEvent(event);
  return event.account ? { ...mapped, account: event.account } : mapped;
}

function mapEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      // The event's intent is not expanded, so the fee is left for the balance report to settle.
      const instrument = savedInstrument(intent);
      return {
        id: event.id,
        type: "charge.succeeded",
        chargeRef: intent.id,
        ...(instrument ? { instrument } : {}),
      };
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return {
        id: event.id,
        type: "charge.failed",
        chargeRef: intent.id,
        code: failureCode(error?.decline_code, error?.code),
        message: error?.message,
      };
    }
    case "charge.refunded": {
      // Since API version 2022-11-15 a charge no longer embeds its refunds; when it does not, the
      // refund's own refund.* event carries it precisely.
      const newest = event.data.object.refunds?.data[0];
      return newest ? refundEvent(event, newest) : ignored(event);
    }
    // refund.created matters too: a card refund that succeeds at once never sends refund.updated.
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
      return refundEvent(event, event.data.object);
    case "charge.dispute.created":
      return disputeEvent(event, event.data.object, "created");
    case "charge.dispute.closed":
      return disputeEvent(event, event.data.object, "closed");
    default:
      return ignored(event);
  }
}
