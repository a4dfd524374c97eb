import type { MessageKey } from "../i18n/en.ts";
import { useShop } from "../i18n/context.tsx";
import type { PublicOrder } from "../types.ts";

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };
const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** The saved method as the provider lets us show it: brand and last digits, or IBAN end, or email. */
export function SavedMethod({ order }: { order: PublicOrder }) {
  const shop = useShop();
  const i = order.instrument ?? {};
  const method = shop.t(`method.${order.payment_method}` as MessageKey);
  let detail = "";
  if (text(i.last4)) {
    detail = shop.t("manage.card", {
      brand: text(i.brand) ? brandName(text(i.brand)) : method,
      last4: text(i.last4),
    });
    // Stripe names exp_month/exp_year, the sandbox keeps what was typed ("MM/YY").
    const typed = /^(\d{2})\/(\d{2})$/.exec(text(i.exp));
    const month = text(i.exp_month) ? text(i.exp_month).padStart(2, "0") : typed?.[1];
    const year = text(i.exp_year) || typed?.[2];
    if (month && year) detail += ` · ${shop.t("manage.expires", { month, year })}`;
  } else if (text(i.iban_last4)) detail = shop.t("manage.iban", { last4: text(i.iban_last4) });
  else if (text(i.email)) detail = text(i.email);
  if (!order.instrument) {
    // Nothing kept for later charges: name how it was paid, and only when payments are still due
    // say that the next ones need a method (a bare "no method saved" contradicted the line above).
    const due = order.rates.some((r) => r.state !== "paid" && r.state !== "skipped");
    return (
      <p className="saved-method">
        {shop.t("manage.paidWith", { method })}
        {due && <span className="muted"> · {shop.t("manage.notKept")}</span>}
      </p>
    );
  }
  return (
    <p className="saved-method">
      <b>{method}</b>
      {detail && <span className="muted"> · {detail}</span>}
    </p>
  );
}
