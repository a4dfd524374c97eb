import type { MessageKey } from "../i18n/en.ts";
import type { Shop } from "../i18n/context.tsx";
import { methodInput } from "../payment/methods.ts";
import type { CheckoutMethod, CheckoutPlan, CheckoutView } from "../types.ts";

/**
 * The buy button's words (spec core §3): the seller's fixed text, or "dynamic by payment
 * method" — pay the amount, continue to a redirect method, place a bank-wire order, start a trial.
 */
export function buyLabel(
  shop: Shop,
  view: CheckoutView,
  plan: CheckoutPlan | null,
  method: CheckoutMethod | null,
  totalNow: number,
): string {
  if (view.product.free) return view.theme.get_for_free_text.trim() || shop.t("buy.free");
  const fixed = view.theme.buy_button_text;
  if (fixed !== "dynamic") return shop.t(`buy.${fixed}`);
  const input = method ? methodInput(method) : null;
  if (method && input === "redirect")
    return shop.t("buy.continueTo", { method: shop.t(`method.${method.method}` as MessageKey) });
  if (input === "bank_wire") return shop.t("buy.placeOrder");
  if (totalNow === 0 && plan && plan.trial_days > 0) return shop.t("buy.startTrial");
  if (totalNow === 0 && !method) return shop.t("buy.complete_order");
  return shop.t("buy.pay", { amount: shop.money(totalNow, plan?.currency ?? view.product.currency) });
}
