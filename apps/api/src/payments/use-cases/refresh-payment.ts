import { and, eq, isNotNull } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { payments } from "../tables.ts";
import { providerFor } from "../registry.ts";
import { providerAccountOf } from "./execute-payment.ts";
import { applyChargeOutcome } from "./apply-charge-outcome.ts";

/**
 * Asks the provider about an order's payments that wait for the buyer (3-D Secure, a redirect
 * approval) — what the return URL does when the buyer comes back, before any webhook arrived.
 */
export async function refreshWaitingPayments(deps: Deps, orderId: number): Promise<void> {
  const waiting = await deps.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.state, "waiting"), isNotNull(payments.providerRef)),
    );
  for (const payment of waiting) {
    const adapter = providerFor(deps, payment.provider);
    const account = await providerAccountOf(deps, payment.sellerId, payment.provider);
    if (!adapter || !account || !payment.providerRef) continue;
    try {
      const outcome = await adapter.retrieve(payment.providerRef, account);
      // Still waiting for the buyer: nothing to record.
      if (outcome.status === "requires_action") continue;
      await applyChargeOutcome(deps, payment.id, outcome);
    } catch (err) {
      deps.log.warn({ err, paymentId: payment.id }, "could not refresh a payment");
    }
  }
}
