import { useShop } from "../i18n/context.tsx";
import { StateBadge } from "../components/Badge.tsx";
import type { PublicOrder } from "../types.ts";

/** What was bought, line by line. */
export function BoughtLines({ order }: { order: PublicOrder }) {
  const shop = useShop();
  return (
    <ul className="lines">
      {order.lines.map((line) => (
        <li key={`${line.kind}-${line.product_id}-${line.ticket_type_id ?? ""}`}>
          <span>
            {line.quantity > 1
              ? shop.t("summary.quantity", { quantity: line.quantity, name: line.name })
              : line.name}
          </span>
          <span>{shop.money(line.amount, order.currency)}</span>
        </li>
      ))}
      {order.upsell_orders.map((upsell, i) => (
        // Bought in one click after the order: an order of its own, paid with the same method.
        <li key={`upsell-${i}`}>
          <span>
            {upsell.product_name} <StateBadge state={upsell.payment_state} />
          </span>
          <span>{shop.money(upsell.amount, upsell.currency)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The order's rates as a table with their state badges (spec two §4 colours). */
export function RatesTable({ order, caption }: { order: PublicOrder; caption: string }) {
  const shop = useShop();
  return (
    <div className="table-wrap">
      <table className="rates">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{shop.t("manage.number")}</th>
            <th scope="col">{shop.t("manage.due")}</th>
            <th scope="col" className="num">
              {shop.t("manage.amount")}
            </th>
            <th scope="col">{shop.t("manage.status")}</th>
          </tr>
        </thead>
        <tbody>
          {order.rates.map((rate) => (
            <tr key={rate.number}>
              <td>{rate.number}</td>
              <td>{shop.date(rate.due_at)}</td>
              <td className="num">{shop.money(rate.amount, order.currency)}</td>
              <td>
                <StateBadge state={rate.state} />
                {rate.paid_at && (
                  <span className="muted small">
                    {" "}
                    {shop.t("manage.paidOn", { date: shop.date(rate.paid_at) })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
