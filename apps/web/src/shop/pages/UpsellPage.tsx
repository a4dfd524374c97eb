import { useState } from "react";
import { useShop } from "../i18n/context.tsx";
import { Shell } from "../components/Shell.tsx";
import { Spinner } from "../components/Icons.tsx";
import { shopApi } from "../lib/api.ts";
import { navigate } from "../lib/browser.ts";
import { orderPath } from "../lib/paths.ts";
import { problemText, useRetryAfter } from "../lib/problems.ts";
import { useIdempotentPost } from "../lib/send.ts";
import { followResult } from "../payment/result.ts";
import type { CheckoutResult, PublicOrder } from "../types.ts";

/**
 * /s/:username/payment/:token/upsell — the next offer after a purchase. Accepting charges the
 * method the buyer just used (no form); either answer leads to where the server says next.
 */
export function UpsellPage({ order }: { order: PublicOrder }) {
  const shop = useShop();
  const post = useIdempotentPost(shop.locale);
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [limited, setLimited, waitText] = useRetryAfter(shop);
  const offer = order.next_upsell!;
  const base = `/shop/orders/${encodeURIComponent(order.token)}/upsells/${offer.product_id}`;
  const orderUrl = orderPath(order.seller.username, order.token);

  async function answer(choice: "accept" | "decline") {
    setBusy(choice);
    setProblem(null);
    let leaving = false;
    try {
      if (choice === "accept") {
        const result = await post<CheckoutResult>(`${base}/accept`, {});
        if (result.kind === "limited") return setLimited(result);
        if (result.kind !== "ok") return setProblem(problemText(shop, result));
        // A 3-D Secure challenge loads Stripe.js with the config the answer carries.
        const followed = await followResult(result.body, orderUrl, null, shop.locale);
        if (followed.kind === "leaving") leaving = true;
        else setProblem(followed.message ?? shop.t("common.genericError"));
        return;
      }
      const result = await shopApi<{ redirect_url: string }>("POST", `${base}/decline`, {
        locale: shop.locale,
        body: {},
      });
      if (result.kind !== "ok") return setProblem(problemText(shop, result));
      leaving = true;
      navigate(result.body.redirect_url || orderUrl);
    } finally {
      if (!leaving) setBusy(null);
    }
  }

  const message = waitText ?? problem;
  return (
    <Shell seller={order.seller.name} testMode={order.test_mode} secure>
      <section className="card offer" aria-labelledby="offer-title">
        <p className="eyebrow">{shop.t("upsell.title")}</p>
        <p className="muted">{shop.t("upsell.intro")}</p>
        <h1 id="offer-title">{offer.name}</h1>
        {offer.description && <p className="lead">{offer.description}</p>}
        <p className="price">
          <span className="price-now">{shop.money(offer.amount, offer.currency)}</span>
        </p>
        <p className="muted">
          {shop.t("upsell.price", { amount: shop.money(offer.amount, offer.currency) })}
        </p>
        <div className="alert-slot" role="alert">
          {message}
        </div>
        <button
          type="button"
          className="buy"
          disabled={busy !== null || limited > 0}
          aria-busy={busy === "accept"}
          onClick={() => void answer("accept")}
        >
          {busy === "accept" ? (
            <>
              <Spinner /> {shop.t("buy.processing")}
            </>
          ) : (
            shop.t("upsell.accept")
          )}
        </button>
        <button
          type="button"
          className="link decline"
          disabled={busy !== null}
          aria-busy={busy === "decline"}
          onClick={() => void answer("decline")}
        >
          {shop.t("upsell.decline")}
        </button>
      </section>
    </Shell>
  );
}
