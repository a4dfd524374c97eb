import { useState } from "react";
import { useShop } from "../i18n/context.tsx";
import { Countdown } from "../components/Countdown.tsx";
import type { CheckoutPlan, CheckoutView } from "../types.ts";
import { planLines, planPrice } from "./planText.ts";

/**
 * The product at the top: cover, name, price (the discount struck through), countdown and the
 * description. `compact` (the simplified layout) leaves the description out; on phones the
 * description may fold away (theme: expandable description on mobile).
 */
export function ProductSection({
  view,
  plan,
  compact,
}: {
  view: CheckoutView;
  plan: CheckoutPlan | null;
  compact: boolean;
}) {
  const shop = useShop();
  const { product, theme } = view;
  const foldable = theme.mobile_description_enabled;
  const [open, setOpen] = useState(theme.mobile_description_default === "expanded");
  // Events show their prices per ticket type instead.
  const price = plan && product.events.length === 0 ? planPrice(plan) : null;
  const showPlanLines = plan !== null && view.plans.length === 1;
  return (
    <section className={compact ? "card product compact" : "card product"} aria-labelledby="product-name">
      <div className="product-head">
        {product.cover_url && <img className="cover" src={product.cover_url} alt="" width="96" height="96" />}
        <div className="product-title">
          <p className="seller-name">{shop.t("common.soldBy", { seller: view.seller.name })}</p>
          <h1 id="product-name">{product.name}</h1>
          {product.free ? (
            <p className="price">
              <span className="price-now">{shop.t("checkout.free")}</span>
            </p>
          ) : (
            price && (
              <p className="price">
                {price.before !== null && (
                  <s className="price-before">{shop.money(price.before, plan!.currency)}</s>
                )}
                <span className="price-now">{shop.money(price.now, plan!.currency)}</span>
              </p>
            )
          )}
          {showPlanLines && plan.form !== "one_time" && (
            <ul className="plan-lines">
              {planLines(shop, plan).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {product.short_description && <p className="lead">{product.short_description}</p>}
      <Countdown theme={theme} />
      {!compact && product.description && (
        <div className={`desc${foldable ? " foldable" : ""}${open ? " is-open" : ""}`}>
          {foldable && (
            <button
              type="button"
              className="link desc-toggle"
              aria-expanded={open}
              aria-controls="product-description"
              onClick={() => setOpen(!open)}
            >
              {shop.t(open ? "checkout.hideDescription" : "checkout.showDescription")}
            </button>
          )}
          {/* Sanitised by the server (CheckoutView.product.description). */}
          <div
            id="product-description"
            className="desc-body rich"
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </div>
      )}
    </section>
  );
}
