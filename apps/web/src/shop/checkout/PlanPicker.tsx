import { useShop } from "../i18n/context.tsx";
import type { CheckoutPlan } from "../types.ts";
import { planLines, planPrice } from "./planText.ts";

/** The plans as a radio group, each with its schedule in words. One plan needs no choice. */
export function PlanPicker({
  plans,
  chosen,
  onChoose,
}: {
  plans: CheckoutPlan[];
  chosen: CheckoutPlan | null;
  onChoose: (plan: CheckoutPlan) => void;
}) {
  const shop = useShop();
  if (plans.length < 2) return null;
  return (
    <fieldset className="card plans">
      <legend className="card-title">{shop.t("checkout.plans")}</legend>
      {plans.map((plan) => {
        const price = planPrice(plan);
        const selected = chosen?.id === plan.id;
        return (
          <label key={plan.id} className={selected ? "option plan is-selected" : "option plan"}>
            <input
              type="radio"
              name="pricing_plan"
              value={plan.id}
              checked={selected}
              onChange={() => onChoose(plan)}
            />
            <span className="plan-main">
              <span className="option-name">
                {plan.name}
                {plan.recommended && <span className="reco">{shop.t("checkout.recommended")}</span>}
              </span>
              <span className="plan-lines">
                {planLines(shop, plan).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            </span>
            <span className="plan-price">
              {price.before !== null && (
                <s className="price-before">{shop.money(price.before, plan.currency)}</s>
              )}
              <b>{shop.money(price.now, plan.currency)}</b>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
