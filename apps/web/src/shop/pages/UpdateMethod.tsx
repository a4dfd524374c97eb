import { useRef, useState, type FormEvent } from "react";
import { useShop } from "../i18n/context.tsx";
import { Spinner } from "../components/Icons.tsx";
import { orderPath } from "../lib/paths.ts";
import { problemText, useRetryAfter } from "../lib/problems.ts";
import { useIdempotentPost } from "../lib/send.ts";
import { MethodPicker } from "../payment/MethodPicker.tsx";
import {
  checkPaymentData,
  firstMethod,
  methodInput,
  paymentDataFor,
  type PaymentData,
} from "../payment/methods.ts";
import { followResult } from "../payment/result.ts";
import type { StripeSession } from "../payment/stripe.ts";
import type { CheckoutMethod, CheckoutResult, PublicOrder } from "../types.ts";

/**
 * The checkout's method form, to replace the saved method (which also settles an unpaid rate).
 * An unpaid rate is charged at once with its dunning fees, so the form says how much before the
 * buyer submits it.
 */
export function UpdateMethod({
  order,
  methods,
  onDone,
}: {
  order: PublicOrder;
  methods: CheckoutMethod[];
  onDone: (message: string) => void;
}) {
  const shop = useShop();
  const post = useIdempotentPost(shop.locale);
  const [chosen, setChosen] = useState<CheckoutMethod | null>(() => firstMethod(methods));
  const [data, setData] = useState<PaymentData>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [limited, setLimited, waitText] = useRetryAfter(shop);
  const stripe = useRef<StripeSession | null>(null);
  // The rate the API charges: the first one still owed, if it is overdue (updatePaymentMethod).
  const owed = order.rates.find((r) => r.state === "unpaid" || r.state === "future");
  const due = owed?.state === "unpaid" ? owed.amount : null;
  const money = (amount: number) => shop.money(amount, order.currency);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!chosen || busy) return;
    const input = methodInput(chosen);
    const codes = checkPaymentData(input, data);
    setErrors(Object.fromEntries(Object.entries(codes).map(([k, code]) => [k, shop.v(code)])));
    if (Object.keys(codes).length > 0) return;
    setBusy(true);
    setProblem(null);
    let leaving = false;
    try {
      let paymentData = paymentDataFor(input, data);
      if (input === "stripe") {
        const created = (await stripe.current?.createPaymentMethod()) ?? { error: shop.t("stripe.failed") };
        if ("error" in created) return setProblem(created.error || shop.t("common.genericError"));
        paymentData = { payment_method: created.id };
      }
      const path = `/shop/orders/${encodeURIComponent(order.token)}/payment_method`;
      const result = await post<CheckoutResult>(path, {
        payment_method: chosen.method,
        payment_data: paymentData,
      });
      if (result.kind === "limited") return setLimited(result);
      if (result.kind !== "ok") return setProblem(problemText(shop, result));
      if (result.body.status === "failed")
        return setProblem(result.body.failure?.message ?? shop.t("common.genericError"));
      if (result.body.status === "paid" || result.body.status === "pending")
        return onDone(shop.t("manage.updated"));
      const followed = await followResult(
        result.body,
        orderPath(order.seller.username, order.token),
        stripe.current,
      );
      if (followed.kind === "leaving") leaving = true;
      else setProblem(followed.message ?? shop.t("common.genericError"));
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  return (
    <form className="update-method" noValidate onSubmit={(e) => void onSubmit(e)}>
      <MethodPicker
        methods={methods}
        chosen={chosen}
        onChoose={setChosen}
        fields={{
          data,
          onData: (key, value) => setData((d) => ({ ...d, [key]: value })),
          errors,
          seller: order.seller.name,
          amount: 0,
          currency: order.currency,
          recurring: true,
          stripe,
        }}
      />
      {due !== null && (
        <p className="due-now">
          {order.dunning_fees > 0
            ? shop.t("manage.dueNowWithFees", {
                amount: money(due),
                fees: money(order.dunning_fees),
                total: money(due + order.dunning_fees),
              })
            : shop.t("manage.dueNow", { amount: money(due) })}
        </p>
      )}
      <div className="alert-slot" role="alert">
        {waitText ?? problem}
      </div>
      <button type="submit" className="buy" disabled={busy || limited > 0} aria-busy={busy}>
        {busy ? (
          <>
            <Spinner /> {shop.t("buy.processing")}
          </>
        ) : due !== null ? (
          shop.t("manage.payNow", { total: money(due + order.dunning_fees) })
        ) : (
          shop.t("manage.save")
        )}
      </button>
    </form>
  );
}
