import { useShop } from "../i18n/context.tsx";
import type { CheckoutView } from "../types.ts";

/** Order bumps: one checkbox each, shown where the seller placed them. */
export function Bumps({
  bumps,
  chosen,
  onToggle,
}: {
  bumps: CheckoutView["order_bumps"];
  chosen: number[];
  onToggle: (productId: number, on: boolean) => void;
}) {
  const shop = useShop();
  if (bumps.length === 0) return null;
  return (
    <section className="card bumps" aria-labelledby="bumps-title">
      <h2 id="bumps-title" className="card-title">
        {shop.t("checkout.bumps")}
      </h2>
      {bumps.map((bump) => {
        const on = chosen.includes(bump.product_id);
        const id = `bump-${bump.product_id}`;
        return (
          <div key={bump.product_id} className={on ? "bump is-selected" : "bump"}>
            {bump.cover_url && (
              <img className="bump-cover" src={bump.cover_url} alt="" width="56" height="56" />
            )}
            <div>
              <div className="check">
                <input
                  id={id}
                  type="checkbox"
                  checked={on}
                  aria-describedby={bump.text ? `${id}-text` : undefined}
                  onChange={(e) => onToggle(bump.product_id, e.target.checked)}
                />
                <label htmlFor={id}>
                  {shop.t("checkout.bumpAdd", {
                    name: bump.name,
                    amount: shop.money(bump.amount, bump.currency),
                  })}
                </label>
              </div>
              {bump.text && (
                <p id={`${id}-text`} className="muted">
                  {bump.text}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
