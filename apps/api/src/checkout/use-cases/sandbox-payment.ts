import type { checkout } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { sandboxOf } from "../../payments/registry.ts";
import { sellerById } from "../sellers.ts";

const CARD = new Set(["card", "cardAmEx", "apple_pay", "google_pay"]);

/** The sandbox's challenge or approval page for a charge waiting for the buyer. */
export async function loadSandboxPayment(
  deps: Deps,
  ref: string,
): Promise<checkout.SandboxPaymentView | null> {
  const charge = await sandboxOf(deps).find(ref);
  if (!charge || charge.state !== "requires_action") return null;
  const seller = await sellerById(deps.db, charge.sellerId);
  return {
    ref: charge.ref,
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
  ref: string,
  approve: boolean,
): Promise<{ redirect_url: string }> {
  const charge = await sandboxOf(deps).complete(ref, approve);
  if (!charge) throw new AppError("NOT_FOUND");
  return { redirect_url: charge.returnUrl };
}
