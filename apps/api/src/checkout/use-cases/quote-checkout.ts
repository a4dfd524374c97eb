import { validationMessage, type checkout } from "@sellwerk/contracts";
import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { resolveCart } from "../cart.ts";
import { lineView } from "../../orders/views/line-view.ts";

/** The live price of the checkout page's current choices; a refused coupon is answered, not thrown. */
export async function quoteCheckout(
  deps: Deps,
  input: checkout.QuoteRequest,
  locale: Locale,
): Promise<checkout.Quote> {
  const cart = unwrap(await resolveCart(deps, deps.db, input, { strict: false }));
  return {
    currency: cart.currency,
    lines: cart.lines.map(lineView),
    subtotal: cart.subtotal,
    discount_amount: cart.couponAmount,
    total: cart.schedule[0]?.amount ?? 0,
    schedule: cart.schedule.map((r) => ({
      number: r.number,
      due_at: r.dueAt.toISOString(),
      amount: r.amount,
    })),
    coupon: cart.couponResult
      ? {
          code: cart.couponResult.code,
          applied: cart.couponResult.applied,
          refusal: cart.couponResult.refusal,
          message: cart.couponResult.refusal ? validationMessage(locale, cart.couponResult.refusal) : null,
        }
      : null,
  };
}
