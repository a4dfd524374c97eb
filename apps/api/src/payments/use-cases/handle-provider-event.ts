import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { providerEvents, payments } from "../tables.ts";
import type { ProviderEvent } from "../providers/provider.ts";
import { applyChargeOutcome } from "./apply-charge-outcome.ts";
import { recordChargeback } from "../../orders/use-cases/record-chargeback.ts";
import { applyRefundOutcome } from "../../orders/use-cases/refund-rate.ts";

/**
 * Whose event this is: the seller whose webhook secret verified it (or whose sandbox record
 * reports it) and, for Stripe Connect, the connected account it must come from. A secret proves
 * only that this seller's endpoint sent the event, not that the payment it names is theirs: a
 * seller may connect keys and a webhook secret of their own and sign whatever they like.
 */
export interface EventScope {
  provider: string;
  sellerId: number;
  /** The connected account the seller's events come from; null when events name none. */
  account: string | null;
}

export type EventRefusal = "foreign_payment" | "foreign_account";

/**
 * One provider event, processed once per seller and event id however often it is delivered.
 * Events only ever move payments forward (the transition tables refuse anything else), so events
 * arriving in any order converge on the same final state: a success after a success is ignored, a
 * failure after a success cannot undo it. An event naming another seller's payment or another
 * connected account changes nothing; it is kept with its refusal and logged.
 */
export async function handleProviderEvent(
  deps: Deps,
  scope: EventScope,
  event: ProviderEvent,
): Promise<void> {
  const key = and(
    eq(providerEvents.provider, scope.provider),
    eq(providerEvents.sellerId, scope.sellerId),
    eq(providerEvents.eventId, event.id),
  );
  const [seen] = await deps.db
    .insert(providerEvents)
    .values({
      provider: scope.provider,
      sellerId: scope.sellerId,
      eventId: event.id,
      type: event.type,
      payload: { ...event },
    })
    .onConflictDoNothing()
    .returning();
  if (!seen) {
    const [first] = await deps.db
      .select({ processedAt: providerEvents.processedAt })
      .from(providerEvents)
      .where(key);
    if (first?.processedAt) return;
  }
  const refusal = await apply(deps, scope, event);
  if (refusal)
    deps.log.warn(
      { provider: scope.provider, sellerId: scope.sellerId, eventId: event.id, type: event.type, refusal },
      "provider event refused: it names a payment or account of another seller",
    );
  await deps.db
    .update(providerEvents)
    .set({ processedAt: deps.clock.now(), refusal })
    .where(and(key, isNull(providerEvents.processedAt)));
}

/** Our payment the provider's reference names; unique per provider, whichever seller it is. */
async function paymentByRef(deps: Deps, provider: string, ref: string, kind: "charge" | "refund") {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref), eq(payments.kind, kind)));
  return row ?? null;
}

type Found = { refusal: EventRefusal } | { payment: typeof payments.$inferSelect | null };

/** The payment, when it is the scope's seller's; a refusal when it is another seller's. */
async function ownPayment(
  deps: Deps,
  scope: EventScope,
  ref: string,
  kind: "charge" | "refund",
): Promise<Found> {
  const payment = await paymentByRef(deps, scope.provider, ref, kind);
  if (payment && payment.sellerId !== scope.sellerId) return { refusal: "foreign_payment" };
  return { payment };
}

async function apply(deps: Deps, scope: EventScope, event: ProviderEvent): Promise<EventRefusal | null> {
  if (event.type === "ignored") return null;
  // Connect: every event of the seller's endpoint must come from the seller's own account.
  if ((event.account ?? null) !== scope.account) return "foreign_account";
  switch (event.type) {
    case "charge.succeeded":
    case "charge.failed": {
      const found = await ownPayment(deps, scope, event.chargeRef, "charge");
      if ("refusal" in found) return found.refusal;
      if (!found.payment) return null;
      await applyChargeOutcome(
        deps,
        found.payment.id,
        event.type === "charge.succeeded"
          ? {
              status: "succeeded",
              providerRef: event.chargeRef,
              fee: event.fee ?? 0,
              ...(event.instrument ? { instrument: event.instrument } : {}),
            }
          : {
              status: "failed",
              providerRef: event.chargeRef,
              code: event.code,
              ...(event.message ? { message: event.message } : {}),
            },
      );
      return null;
    }
    case "refund.succeeded":
    case "refund.failed": {
      const found = await ownPayment(deps, scope, event.refundRef, "refund");
      if ("refusal" in found) return found.refusal;
      if (found.payment)
        await applyRefundOutcome(deps, found.payment.id, {
          status: event.type === "refund.succeeded" ? "succeeded" : "failed",
          providerRef: event.refundRef,
        });
      return null;
    }
    case "chargeback.created": {
      const found = await ownPayment(deps, scope, event.chargeRef, "charge");
      if ("refusal" in found) return found.refusal;
      if (found.payment)
        await recordChargeback(deps, scope.provider, event.chargeRef, {
          ref: event.disputeRef,
          amount: event.amount,
          fee: event.fee,
        });
      return null;
    }
    case "chargeback.closed":
      // A won dispute returns the money through the provider's payout; recorded with payouts later.
      return null;
  }
}
