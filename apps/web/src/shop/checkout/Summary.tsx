import type { ReactNode } from "react";
import { useShop } from "../i18n/context.tsx";
import type { CheckoutPlan, Quote } from "../types.ts";
import { chargedNow, intervalText } from "./planText.ts";

/**
 * Lines, discount, what is due today and the following rates. The total sits in a polite live
 * region, so a screen reader hears the new amount after a plan, coupon or bump changes.
 */
export function Summary({
  quote,
  plan,
  updating,
  coupon,
}: {
  quote: Quote;
  plan: CheckoutPlan | null;
  updating: boolean;
  coupon: ReactNode;
}) {
  const shop = useShop();
  const money = (amount: number) => shop.money(amount, quote.currency);
  const later = quote.schedule.slice(1);
  const now = chargedNow(shop, quote);
  const first = quote.schedule[0];
  return (
    <section className="card summary" aria-labelledby="summary-title" aria-busy={updating}>
      <h2 id="summary-title" className="card-title">
        {shop.t("summary.title")}
      </h2>
      <ul className="lines">
        {quote.lines.map((line) => (
          <li key={`${line.kind}-${line.product_id}-${line.ticket_type_id ?? ""}`}>
            <span>
              {line.quantity > 1
                ? shop.t("summary.quantity", { quantity: line.quantity, name: line.name })
                : line.name}
            </span>
            <span>{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      {coupon}
      <dl className="totals">
        {quote.discount_amount > 0 && (
          <>
            <div>
              <dt>{shop.t("summary.subtotal")}</dt>
              <dd>{money(quote.subtotal)}</dd>
            </div>
            <div className="discount">
              <dt>{shop.t("summary.discount")}</dt>
              <dd>−{money(quote.discount_amount)}</dd>
            </div>
          </>
        )}
        <div className="total" aria-live="polite" aria-atomic="true">
          <dt>{shop.t("summary.totalNow")}</dt>
          <dd>{money(now)}</dd>
        </div>
        {now === 0 && first && quote.total > 0 && (
          <div className="muted">
            <dt>{shop.t("summary.dueOn", { date: shop.date(first.due_at) })}</dt>
            <dd>{money(quote.total)}</dd>
          </div>
        )}
      </dl>
      {plan?.recurring && (
        <p className="muted">
          {shop.t("schedule.then", {
            amount: shop.money(plan.recurring.amount, plan.currency),
            interval: intervalText(shop, plan.recurring.interval_unit, plan.recurring.interval_count),
          })}
        </p>
      )}
      {later.length > 0 && (
        <details className="schedule" open={later.length <= 5}>
          <summary>{shop.t("schedule.title")}</summary>
          <ol>
            {quote.schedule.map((rate) => (
              <li key={rate.number}>
                <span>{shop.t("schedule.rate", { number: rate.number })}</span>
                <span className="muted">{shop.date(rate.due_at)}</span>
                <span>{money(rate.amount)}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      <p className="updating" role="status">
        {updating ? shop.t("summary.updating") : ""}
      </p>
    </section>
  );
}
