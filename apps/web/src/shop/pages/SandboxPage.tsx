import { useState } from "react";
import type { MessageKey } from "../i18n/en.ts";
import { useShop } from "../i18n/context.tsx";
import { Shell } from "../components/Shell.tsx";
import { Spinner } from "../components/Icons.tsx";
import { shopApi } from "../lib/api.ts";
import { navigate } from "../lib/browser.ts";
import { problemText } from "../lib/problems.ts";
import type { SandboxPaymentView } from "../types.ts";

/**
 * /s/:username/payment/:token/sandbox/:challenge — the built-in test provider's stand-in for a
 * bank's 3-D Secure challenge or a redirect method's approval page (PayPal, Sofort, iDEAL, P24,
 * Klarna, TWINT). Answering it needs the order's token as well as the challenge's reference.
 */
export function SandboxPage({ payment }: { payment: SandboxPaymentView }) {
  const shop = useShop();
  const [busy, setBusy] = useState<"approve" | "decline" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const method = shop.t(`method.${payment.method}` as MessageKey);
  const challenge = payment.kind === "challenge";

  async function complete(outcome: "approve" | "decline") {
    setBusy(outcome);
    setProblem(null);
    const result = await shopApi<{ redirect_url: string }>(
      "POST",
      `/shop/orders/${encodeURIComponent(payment.order_token)}/sandbox/${encodeURIComponent(payment.challenge)}/complete`,
      { locale: shop.locale, body: { outcome } },
    );
    if (result.kind === "ok") return navigate(result.body.redirect_url || payment.return_url);
    setBusy(null);
    setProblem(problemText(shop, result));
  }

  const button = (outcome: "approve" | "decline", label: MessageKey, className: string) => (
    <button
      type="button"
      className={className}
      disabled={busy !== null}
      aria-busy={busy === outcome}
      onClick={() => void complete(outcome)}
    >
      {busy === outcome && <Spinner />} {shop.t(label)}
    </button>
  );

  return (
    <Shell seller={payment.seller_name} testMode secure>
      <section className="card sandbox" aria-labelledby="sandbox-title">
        <h1 id="sandbox-title">
          {challenge ? shop.t("sandbox.challengeTitle") : shop.t("sandbox.redirectTitle", { method })}
        </h1>
        <p>{challenge ? shop.t("sandbox.challengeText") : shop.t("sandbox.redirectText", { method })}</p>
        <dl className="bank">
          <div>
            <dt>{shop.t("sandbox.payee")}</dt>
            <dd>{payment.seller_name}</dd>
          </div>
          <div>
            <dt>{shop.t("sandbox.amount")}</dt>
            <dd>
              <b>{shop.money(payment.amount, payment.currency)}</b>
            </dd>
          </div>
          {payment.description && (
            <div>
              <dt>{shop.t("sandbox.description")}</dt>
              <dd>{payment.description}</dd>
            </div>
          )}
        </dl>
        <div className="alert-slot" role="alert">
          {problem}
        </div>
        <div className="actions">
          {button("approve", "sandbox.approve", "button primary")}
          {button("decline", "sandbox.fail", "button danger-outline")}
        </div>
      </section>
    </Shell>
  );
}
