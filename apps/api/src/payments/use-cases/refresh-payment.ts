import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { payments } from "../tables.ts";
import { providerFor } from "../registry.ts";
import { providerAccountOf } from "./execute-payment.ts";
import { applyChargeOutcome, type PaymentRow } from "./apply-charge-outcome.ts";

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

/**
 * A charge whose provider answer was lost: the process died during or after the call, so the
 * payment is open without a provider reference. The provider is asked by what its adapter
 * derives from the payment id (never charged again here), and what it knows is applied like any
 * answer. "none": the provider took nothing; "unknown": it could not be asked.
 */
export async function recoverLostCharge(
  deps: Deps,
  payment: PaymentRow,
): Promise<"found" | "none" | "unknown"> {
  const adapter = providerFor(deps, payment.provider);
  const account = await providerAccountOf(deps, payment.sellerId, payment.provider);
  // A provider the seller no longer has connected cannot have charged through us since.
  if (!adapter || !account) return "none";
  try {
    const outcome = await adapter.findCharge(
      { paymentId: payment.id, offSession: payment.offSession },
      account,
    );
    if (!outcome) return "none";
    await applyChargeOutcome(deps, payment.id, outcome);
    return "found";
  } catch (err) {
    deps.log.warn({ err, paymentId: payment.id }, "could not look up a payment's charge");
    return "unknown";
  }
}

/**
 * Asks the providers about every open charge of an order before it is given up: those waiting
 * for the buyer by their reference, those whose answer was lost by the payment id. False when a
 * provider could not be asked — the order must not be expired then, a charge may exist.
 */
export async function refreshOpenPayments(deps: Deps, orderId: number): Promise<boolean> {
  await refreshWaitingPayments(deps, orderId);
  const lost = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, "charge"),
        inArray(payments.state, ["waiting", "pending"]),
        isNull(payments.providerRef),
      ),
    );
  let known = true;
  for (const payment of lost) if ((await recoverLostCharge(deps, payment)) === "unknown") known = false;
  return known;
}
