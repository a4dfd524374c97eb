import { useEffect, useState } from "react";
import { useShop, type Shop } from "../i18n/context.tsx";
import { Shell } from "../components/Shell.tsx";
import { CheckIcon, Spinner } from "../components/Icons.tsx";
import { shopApi } from "../lib/api.ts";
import { navigate } from "../lib/browser.ts";
import { checkoutPath, deliveriesPath, managePath } from "../lib/paths.ts";
import { problemText } from "../lib/problems.ts";
import type { PublicOrder } from "../types.ts";
import { BankWire } from "./BankWire.tsx";
import { DeliveredKeys } from "./DeliveredKeys.tsx";
import { usePolledOrder } from "./usePolledOrder.ts";
import { BoughtLines, RatesTable } from "./OrderDetails.tsx";
import { orderProgress, sellerSuccessUrl } from "./orderProgress.ts";

/**
 * What the thanks says: a payment was received — or, when nothing was taken (a free order, a
 * trial whose first payment comes later), that the order stands and when the first payment is due.
 */
function paidText(shop: Shop, order: PublicOrder): string {
  const email = order.payer_email;
  if (order.paid_amount > 0) return shop.t("success.paidText", { email });
  const first = order.rates.find((r) => r.state !== "paid" && r.amount > 0);
  if (!first) return shop.t("success.confirmedText", { email });
  const amount = shop.money(first.amount, order.currency);
  return shop.t("success.trialText", { amount, date: shop.date(first.due_at), email });
}

/**
 * /s/:username/payment/:token — thanks when paid; while a payment is pending it asks the server
 * every 2 s and says so; bank wire shows where to transfer; a seller's success URL takes over
 * once paid.
 */
export function SuccessPage({ order: initial }: { order: PublicOrder }) {
  const shop = useShop();
  const { order, setOrder, gaveUp } = usePolledOrder(initial, (o) => orderProgress(o) === "pending");
  const progress = orderProgress(order);
  const redirect = sellerSuccessUrl(order);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const seller = order.seller.name;

  useEffect(() => {
    if (redirect) navigate(redirect, true);
  }, [redirect]);

  async function simulateTransfer() {
    setBusy(true);
    setProblem(null);
    const path = `/shop/orders/${encodeURIComponent(order.token)}/sandbox/bank_transfer`;
    const result = await shopApi<PublicOrder>("POST", path, { locale: shop.locale, body: {} });
    setBusy(false);
    if (result.kind === "ok") setOrder(result.body);
    else setProblem(problemText(shop, result));
  }

  return (
    <Shell seller={seller} testMode={order.test_mode}>
      <section className={`card status status-${progress}`} aria-labelledby="status-title">
        <div role="status" aria-live="polite">
          {progress === "paid" && (
            <>
              <span className="status-icon" aria-hidden="true">
                <CheckIcon />
              </span>
              <h1 id="status-title">{shop.t("success.title")}</h1>
              <p>{redirect ? shop.t("success.redirecting", { seller }) : paidText(shop, order)}</p>
              {redirect ? (
                <a className="button" href={redirect}>
                  {shop.t("success.continue")}
                </a>
              ) : (
                // Downloads, tickets, keys, certificates, course access (fulfilment).
                <a className="button" href={deliveriesPath(order.seller.username, order.token)}>
                  {shop.t("deliveries.open")}
                </a>
              )}
            </>
          )}
          {progress === "pending" && (
            <>
              <span className="status-icon" aria-hidden="true">
                <Spinner />
              </span>
              <h1 id="status-title">{shop.t("success.pendingTitle")}</h1>
              <p>
                {gaveUp
                  ? shop.t("success.stillWaiting", { email: order.payer_email })
                  : shop.t("success.pendingText")}
              </p>
            </>
          )}
          {progress === "bank_wire" && (
            <BankWire order={order} onSimulate={simulateTransfer} busy={busy} problem={problem} />
          )}
          {progress === "failed" && (
            <>
              <h1 id="status-title">{shop.t("success.failedTitle")}</h1>
              <p>{shop.t("success.failedText")}</p>
              <a className="button" href={checkoutPath(order.seller.username, order.product.slug)}>
                {shop.t("success.tryAgain")}
              </a>
            </>
          )}
        </div>
      </section>
      {progress === "paid" && !redirect && <DeliveredKeys token={order.token} />}
      <section className="card" aria-labelledby="bought-title">
        <h2 id="bought-title" className="card-title">
          {shop.t("success.bought")}
        </h2>
        <BoughtLines order={order} />
        <dl className="totals">
          <div className="total">
            <dt>{shop.t("summary.total")}</dt>
            <dd>{shop.money(order.total_amount, order.currency)}</dd>
          </div>
        </dl>
      </section>
      {order.rates.length > 1 && (
        <section className="card">
          <RatesTable order={order} caption={shop.t("success.payments")} />
        </section>
      )}
      {(order.can_cancel || order.can_update_payment_method) && (
        <p className="center">
          <a href={managePath(order.seller.username, order.token)}>{shop.t("success.manage")}</a>
        </p>
      )}
    </Shell>
  );
}
