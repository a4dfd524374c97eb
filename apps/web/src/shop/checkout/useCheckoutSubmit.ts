import { useRef, useState, type RefObject } from "react";
import type { PaymentMethod } from "@sellwerk/domain";
import { useShop } from "../i18n/context.tsx";
import { useIdempotentPost } from "../lib/send.ts";
import { problemText, useRetryAfter } from "../lib/problems.ts";
import { orderPath } from "../lib/paths.ts";
import { followResult } from "../payment/result.ts";
import { methodInput, paymentDataFor, type PaymentData } from "../payment/methods.ts";
import type { StripeSession } from "../payment/stripe.ts";
import type { CheckoutMethod, CheckoutResult, CheckoutView } from "../types.ts";
import { checkoutRequest, type CheckoutForm, type Selection } from "./model.ts";
import { serverFieldErrors } from "./errors.ts";
import { embedAttribution } from "./embed.ts";

export interface Attempt {
  selection: Selection;
  form: CheckoutForm;
  method: CheckoutMethod | null;
  paymentData: PaymentData;
  couponApplied: boolean;
}

/**
 * Sends the order. After a decline the order exists: another try goes to
 * POST /shop/orders/:token/pay — unless the buyer changed what they buy or who they are, which
 * makes it a new order.
 */
export function useCheckoutSubmit(view: CheckoutView, stripe: RefObject<StripeSession | null>) {
  const shop = useShop();
  const post = useIdempotentPost(shop.locale);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [limited, setLimited, waitText] = useRetryAfter(shop);
  const retry = useRef<{ token: string; fingerprint: string } | null>(null);

  async function submit(a: Attempt): Promise<void> {
    setBusy(true);
    setAlert(null);
    setServerErrors({});
    let leaving = false;
    try {
      const input = a.method ? methodInput(a.method) : null;
      let data = a.method && input ? paymentDataFor(input, a.paymentData) : {};
      if (input === "stripe") {
        const created = (await stripe.current?.createPaymentMethod()) ?? { error: shop.t("stripe.failed") };
        if ("error" in created) return setAlert(created.error || shop.t("common.genericError"));
        data = { payment_method: created.id };
      }
      // Nothing to pay (a free product, a 100 % coupon on a one-time plan): no method at all.
      const method: PaymentMethod | null = a.method ? a.method.method : null;
      const body = {
        ...checkoutRequest(view, a.selection, a.form, { method, data }, shop.locale, a.couponApplied),
        ...embedAttribution(),
      };
      const { payment_method, payment_data, ...order } = body;
      const fingerprint = JSON.stringify(order);
      const again = retry.current?.fingerprint === fingerprint ? retry.current : null;
      const result = again
        ? await post<CheckoutResult>(`/shop/orders/${encodeURIComponent(again.token)}/pay`, {
            payment_method,
            payment_data,
          })
        : await post<CheckoutResult>("/shop/checkout", body);
      if (result.kind === "limited") return setLimited(result);
      if (result.kind === "invalid") {
        const { errors, other } = serverFieldErrors(result.fields);
        setServerErrors(errors);
        return setAlert(other.length > 0 ? other.join(" ") : shop.t("error.fields"));
      }
      if (result.kind !== "ok") return setAlert(problemText(shop, result));
      const token = result.body.order_token;
      const followed = await followResult(
        result.body,
        orderPath(view.seller.username, token),
        stripe.current,
      );
      if (followed.kind === "leaving") {
        leaving = true;
        return;
      }
      retry.current = { token, fingerprint };
      setAlert(`${followed.message ?? shop.t("common.genericError")} ${shop.t("checkout.retryHint")}`);
    } finally {
      // While the browser leaves for the next page the button stays busy: no second order.
      if (!leaving) setBusy(false);
    }
  }

  const shown = waitText ?? alert;
  return { submit, busy, alert: shown, setAlert, limited: limited > 0, serverErrors, setServerErrors };
}
