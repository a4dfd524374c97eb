import { useEffect, useRef, useState } from "react";
import { PAYMENT_METHODS, type PaymentMethod } from "@sellwerk/domain";
import { useShop } from "../i18n/context.tsx";
import { Shell } from "../components/Shell.tsx";
import { StateBadge } from "../components/Badge.tsx";
import { shopApi } from "../lib/api.ts";
import { methodInput } from "../payment/methods.ts";
import { problemText } from "../lib/problems.ts";
import type { CheckoutMethod, PublicOrder } from "../types.ts";
import { RatesTable } from "./OrderDetails.tsx";
import { SavedMethod } from "./SavedMethod.tsx";
import { UpdateMethod } from "./UpdateMethod.tsx";

const isPaymentMethod = (m: string): m is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(m);

/** Methods a later rate can be charged to without the buyer: cards and debits, no redirects. */
const REUSABLE = new Set(["card", "sepa", "stripe"]);

/**
 * What the update form may offer: the seller's reusable methods when the server sends them,
 * otherwise the order's own method in test mode (the sandbox needs no browser configuration).
 */
export function updatableMethods(
  order: PublicOrder,
  methods: CheckoutMethod[] | undefined,
): CheckoutMethod[] {
  const reusable = (methods ?? []).filter((m) => REUSABLE.has(methodInput(m)));
  if (reusable.length > 0) return reusable;
  if (order.test_mode && isPaymentMethod(order.payment_method))
    return [{ method: order.payment_method, provider: "sandbox", client_config: {} }];
  return [];
}

/** /s/:username/payment/:token/manage — rates, the saved method, changing it, cancelling. */
export function ManagePage({ order: initial, methods }: { order: PublicOrder; methods?: CheckoutMethod[] }) {
  const shop = useShop();
  const [order, setOrder] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const updatable = updatableMethods(order, methods);
  const path = `/shop/orders/${encodeURIComponent(order.token)}`;

  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  async function cancel() {
    setBusy(true);
    setProblem(null);
    const result = await shopApi<PublicOrder>("POST", `${path}/cancel`, { locale: shop.locale, body: {} });
    setBusy(false);
    setConfirming(false);
    if (result.kind !== "ok") return setProblem(problemText(shop, result));
    setOrder(result.body);
    setNotice(shop.t("manage.canceled"));
  }

  async function updated(message: string) {
    setEditing(false);
    setNotice(message);
    const result = await shopApi<PublicOrder>("GET", path, { locale: shop.locale });
    if (result.kind === "ok") setOrder(result.body);
  }

  return (
    <Shell seller={order.seller.name} testMode={order.test_mode} secure>
      <section className="card" aria-labelledby="manage-title">
        <p className="eyebrow">{shop.t("common.soldBy", { seller: order.seller.name })}</p>
        <h1 id="manage-title">{order.product.name}</h1>
        <p className="order-state">
          <StateBadge state={order.payment_state} />{" "}
          <span className="muted">
            {shop.t("manage.totals", {
              paid: shop.money(order.paid_amount, order.currency),
              total: shop.money(order.total_amount, order.currency),
            })}
          </span>
        </p>
      </section>
      <div className="notice-slot" role="status" aria-live="polite">
        {notice && <p className="notice-ok">{notice}</p>}
      </div>
      <div className="alert-slot" role="alert">
        {problem}
      </div>
      {order.rates.length > 0 && (
        <section className="card">
          <RatesTable order={order} caption={shop.t("manage.payments")} />
        </section>
      )}
      <section className="card" aria-labelledby="method-title">
        <h2 id="method-title" className="card-title">
          {shop.t("manage.method")}
        </h2>
        <SavedMethod order={order} />
        {order.can_update_payment_method &&
          updatable.length > 0 &&
          (editing ? (
            <UpdateMethod order={order} methods={updatable} onDone={(m) => void updated(m)} />
          ) : (
            <button type="button" className="button secondary" onClick={() => setEditing(true)}>
              {shop.t("manage.update")}
            </button>
          ))}
      </section>
      {order.can_cancel && (
        <section className="card" aria-labelledby="cancel-title">
          <h2 id="cancel-title" className="card-title">
            {shop.t("manage.cancel")}
          </h2>
          {confirming ? (
            <div className="confirm-cancel" role="group" aria-labelledby="cancel-question">
              <p id="cancel-question" ref={question} tabIndex={-1}>
                {shop.t("manage.cancelQuestion")}
              </p>
              <div className="actions">
                <button
                  type="button"
                  className="button danger"
                  disabled={busy}
                  aria-busy={busy}
                  onClick={() => void cancel()}
                >
                  {shop.t("manage.cancelYes")}
                </button>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => {
                    setConfirming(false);
                    requestAnimationFrame(() => cancelButton.current?.focus());
                  }}
                >
                  {shop.t("manage.cancelNo")}
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={cancelButton}
              type="button"
              className="button danger-outline"
              onClick={() => setConfirming(true)}
            >
              {shop.t("manage.cancel")}
            </button>
          )}
        </section>
      )}
    </Shell>
  );
}
