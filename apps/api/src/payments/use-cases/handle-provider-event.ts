import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { providerEvents, payments } from "../tables.ts";
import type { ProviderEvent } from "../providers/provider.ts";
import { applyChargeOutcome } from "./apply-charge-outcome.ts";
import { recordChargeback } from "../../orders/use-cases/record-chargeback.ts";
import { applyRefundOutcome } from "../../orders/use-cases/refund-rate.ts";

/**
 * One provider event, processed once per event id however often it is delivered. Events only
 * ever move payments forward (the transition tables refuse anything else), so events arriving in
 * any order converge on the same final state: a success after a success is ignored, a failure
 * after a success cannot undo it.
 */
export async function handleProviderEvent(deps: Deps, provider: string, event: ProviderEvent): Promise<void> {
  const [seen] = await deps.db
    .insert(providerEvents)
    .values({ provider, eventId: event.id, type: event.type, payload: { ...event } })
    .onConflictDoNothing()
    .returning();
  if (!seen) {
    const [first] = await deps.db
      .select({ processedAt: providerEvents.processedAt })
      .from(providerEvents)
      .where(and(eq(providerEvents.provider, provider), eq(providerEvents.eventId, event.id)));
    if (first?.processedAt) return;
  }
  await apply(deps, provider, event);
  await deps.db
    .update(providerEvents)
    .set({ processedAt: deps.clock.now() })
    .where(
      and(
        eq(providerEvents.provider, provider),
        eq(providerEvents.eventId, event.id),
        isNull(providerEvents.processedAt),
      ),
    );
}

async function chargeByRef(deps: Deps, provider: string, ref: string) {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref), eq(payments.kind, "charge")));
  return row ?? null;
}

async function apply(deps: Deps, provider: string, event: ProviderEvent): Promise<void> {
  switch (event.type) {
    case "charge.succeeded": {
      const payment = await chargeByRef(deps, provider, event.chargeRef);
      if (payment)
        await applyChargeOutcome(deps, payment.id, {
          status: "succeeded",
          providerRef: event.chargeRef,
          fee: event.fee ?? 0,
          ...(event.instrument ? { instrument: event.instrument } : {}),
        });
      return;
    }
    case "charge.failed": {
      const payment = await chargeByRef(deps, provider, event.chargeRef);
      if (payment)
        await applyChargeOutcome(deps, payment.id, {
          status: "failed",
          providerRef: event.chargeRef,
          code: event.code,
          ...(event.message ? { message: event.message } : {}),
        });
      return;
    }
    case "refund.succeeded":
    case "refund.failed": {
      const [refund] = await deps.db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.providerRef, event.refundRef),
            eq(payments.kind, "refund"),
          ),
        );
      if (refund)
        await applyRefundOutcome(deps, refund.id, {
          status: event.type === "refund.succeeded" ? "succeeded" : "failed",
          providerRef: event.refundRef,
        });
      return;
    }
    case "chargeback.created":
      await recordChargeback(deps, provider, event.chargeRef, {
        ref: event.disputeRef,
        amount: event.amount,
        fee: event.fee,
      });
      return;
    case "chargeback.closed":
    case "ignored":
      // A won dispute returns the money through the provider's payout; recorded with payouts later.
      return;
  }
}
