import { and, eq } from "drizzle-orm";
import type { checkout } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { sandboxOf } from "../../payments/registry.ts";
import { payments } from "../../payments/tables.ts";
import { findOrderByToken } from "../../orders/repository.ts";
import { sellerById } from "../sellers.ts";

const CARD = new Set(["card", "cardAmEx", "apple_pay", "google_pay"]);

/**
 * The sandbox charge waiting behind a challenge reference, when it is a payment of the order the
 * token names: the reference alone is not enough, so a page address seen elsewhere (a shared
 * screen, a log) does not let anyone else pass or fail another buyer's challenge.
 */
async function challengeOfOrder(deps: Deps, token: string, challenge: string) {
  const charge = await sandboxOf(deps).findChallenge(challenge);
  if (!charge || charge.state !== "requires_action") return null;
  const order = await findOrderByToken(deps.db, token);
  if (!order) return null;
  const [payment] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, "sandbox"),
        eq(payments.providerRef, charge.ref),
        eq(payments.orderId, order.id),
      ),
    );
  return payment ? charge : null;
}

/** The sandbox's challenge or approval page for a charge of this order waiting for the buyer. */
export async function loadSandboxPayment(
  deps: Deps,
  input: { token: string; challenge: string },
): Promise<checkout.SandboxPaymentView | null> {
  const charge = await challengeOfOrder(deps, input.token, input.challenge);
  if (!charge) return null;
  const seller = await sellerById(deps.db, charge.sellerId);
  return {
    challenge: input.challenge,
    order_token: input.token,
    kind: CARD.has(charge.method) ? "challenge" : "redirect",
    method: charge.method,
    amount: charge.amount,
    currency: charge.currency,
    description: charge.description,
    seller_name: seller?.name ?? "",
    return_url: charge.returnUrl,
  };
}

/** The buyer passed or failed the challenge; back to the shop, which asks the sandbox for the result. */
export async function completeSandboxPayment(
  deps: Deps,
  input: { token: string; challenge: string },
  approve: boolean,
): Promise<{ redirect_url: string }> {
  const waiting = await challengeOfOrder(deps, input.token, input.challenge);
  if (!waiting) throw new AppError("NOT_FOUND");
  const charge = await sandboxOf(deps).complete(waiting.ref, approve);
  if (!charge) throw new AppError("NOT_FOUND");
  return { redirect_url: charge.returnUrl };
}
