import type { ProviderEvent } from "./provider.ts";
import { fromPayPalValue } from "./paypal-money.ts";

// PayPal webhook events (already signature-checked) in our terms. Our charge reference is the
// order id; captures carry it in supplementary_data, but refunds and disputes only name the
// capture, so the caller supplies a lookup from capture id to order id (GET /v2/payments/captures).

export type OrderIdOfCapture = (captureId: string) => Promise<string | null>;

/** Reads a nested field of parsed JSON without trusting its shape. */
function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function text(value: unknown, ...path: string[]): string | undefined {
  const found = field(value, ...path);
  return typeof found === "string" && found !== "" ? found : undefined;
}

/** A PayPal money object { currency_code, value } in minor units. */
function minor(money: unknown): number | null {
  const currency = text(money, "currency_code");
  return currency ? fromPayPalValue(text(money, "value"), currency.toLowerCase()) : null;
}

/** The capture a refund belongs to: named in related_ids, or the refund's "up" link. */
function captureIdOfRefund(refund: unknown): string | undefined {
  const related = text(refund, "supplementary_data", "related_ids", "capture_id");
  if (related) return related;
  const links = field(refund, "links");
  if (!Array.isArray(links)) return undefined;
  const up: unknown = (links as unknown[]).find((link) => text(link, "rel") === "up");
  return text(up, "href")?.split("/").pop();
}

/** Dispute outcomes that leave the money with the seller. */
const SELLER_KEEPS = new Set(["RESOLVED_SELLER_FAVOUR", "CANCELED_BY_BUYER", "DENIED"]);

export async function mapPayPalEvent(
  body: unknown,
  orderIdOfCapture: OrderIdOfCapture,
): Promise<ProviderEvent> {
  const id = text(body, "id") ?? "";
  const providerType = text(body, "event_type") ?? "unknown";
  const resource = field(body, "resource");
  const ignored: ProviderEvent = { id, type: "ignored", providerType };

  async function orderOf(captureId: string | undefined): Promise<string | null> {
    return captureId ? orderIdOfCapture(captureId) : null;
  }

  switch (providerType) {
    case "PAYMENT.CAPTURE.COMPLETED":
    case "PAYMENT.CAPTURE.DENIED": {
      const chargeRef =
        text(resource, "supplementary_data", "related_ids", "order_id") ??
        (await orderOf(text(resource, "id")));
      if (!chargeRef) return ignored;
      if (providerType === "PAYMENT.CAPTURE.DENIED") {
        const message = text(resource, "status_details", "reason");
        return {
          id,
          type: "charge.failed",
          chargeRef,
          code: "card_declined",
          ...(message ? { message } : {}),
        };
      }
      const fee = minor(field(resource, "seller_receivable_breakdown", "paypal_fee"));
      return { id, type: "charge.succeeded", chargeRef, ...(fee !== null ? { fee } : {}) };
    }
    case "PAYMENT.CAPTURE.REFUNDED": {
      const refundRef = text(resource, "id");
      const amount = minor(field(resource, "amount"));
      const chargeRef =
        text(resource, "supplementary_data", "related_ids", "order_id") ??
        (await orderOf(captureIdOfRefund(resource)));
      if (!refundRef || amount === null || !chargeRef) return ignored;
      return { id, type: "refund.succeeded", chargeRef, refundRef, amount };
    }
    case "CUSTOMER.DISPUTE.CREATED":
    case "CUSTOMER.DISPUTE.RESOLVED": {
      const disputeRef = text(resource, "dispute_id");
      const transactions = field(resource, "disputed_transactions");
      const captureId = Array.isArray(transactions)
        ? text(transactions[0], "seller_transaction_id")
        : undefined;
      const chargeRef = await orderOf(captureId);
      if (!disputeRef || !chargeRef) return ignored;
      if (providerType === "CUSTOMER.DISPUTE.RESOLVED") {
        const outcome = text(resource, "dispute_outcome", "outcome_code") ?? "";
        return { id, type: "chargeback.closed", chargeRef, disputeRef, won: SELLER_KEEPS.has(outcome) };
      }
      const amount = minor(field(resource, "dispute_amount"));
      if (amount === null) return ignored;
      // The dispute resource does not state PayPal's dispute fee; it shows up on the settlement.
      return { id, type: "chargeback.created", chargeRef, disputeRef, amount, fee: 0 };
    }
    default:
      return ignored;
  }
}
