import { navigate } from "../lib/browser.ts";
import type { CheckoutResult } from "../types.ts";
import type { StripeSession } from "./stripe.ts";

export type Followed = { kind: "leaving" } | { kind: "failed"; message: string | null };

/**
 * What the browser does with a checkout, pay, upsell or method-update answer: go on (paid,
 * pending, a redirect method), finish Stripe's authentication in the page, or report a decline.
 * `orderUrl` is the order's success page, which polls while the payment is pending.
 */
export async function followResult(
  result: CheckoutResult,
  orderUrl: string,
  stripe: StripeSession | null,
  locale: "en" | "de" = "en",
): Promise<Followed> {
  if (result.status === "failed") return { kind: "failed", message: result.failure?.message ?? null };
  const action = result.next_action;
  if (result.status === "requires_action" && action?.type === "redirect") {
    navigate(action.url);
    return { kind: "leaving" };
  }
  if (result.status === "requires_action" && action?.type === "stripe_sdk" && stripe) {
    const error = await stripe.handleNextAction(action.client_secret);
    if (error !== null) return { kind: "failed", message: error || null };
    navigate(orderUrl);
    return { kind: "leaving" };
  }
  if (
    result.status === "requires_action" &&
    action?.type === "stripe_sdk" &&
    action.client_config.publishableKey
  ) {
    // No form on this page (an upsell): Stripe.js comes in only for the challenge.
    const { handleStripeAction } = await import("./stripe.ts");
    const error = await handleStripeAction(action.client_config, locale, action.client_secret);
    if (error !== null) return { kind: "failed", message: error || null };
    navigate(orderUrl);
    return { kind: "leaving" };
  }
  navigate(result.redirect_url ?? orderUrl);
  return { kind: "leaving" };
}
