import { useShop } from "../i18n/context.tsx";
import type { PublicOrder } from "../types.ts";

/** Where to transfer and with which reference; in test mode a button plays the bank. */
export function BankWire({
  order,
  onSimulate,
  busy,
  problem,
}: {
  order: PublicOrder;
  onSimulate: () => Promise<void>;
  busy: boolean;
  problem: string | null;
}) {
  const shop = useShop();
  const wire = order.bank_wire!;
  const due = order.rates.find((r) => r.state !== "paid")?.amount ?? order.unpaid_amount;
  const amount = shop.money(due, order.currency);
  // [label, value, copyable]; a detail the seller has not given stays out rather than blank.
  const rows = (
    [
      [shop.t("bank.amount"), amount, false],
      [shop.t("bank.holder"), wire.account_holder, false],
      [shop.t("bank.iban"), wire.iban, true],
      [shop.t("bank.bic"), wire.bic, true],
      [shop.t("bank.reference"), wire.reference, true],
    ] as const
  ).filter(([, value]) => value !== "");
  return (
    <>
      <h1 id="status-title">{shop.t("success.bankTitle")}</h1>
      <p>{shop.t("success.bankText", { amount })}</p>
      <dl className="bank">
        {rows.map(([label, value, code]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{code ? <code>{value}</code> : value}</dd>
          </div>
        ))}
      </dl>
      {order.test_mode && (
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void onSimulate()}
        >
          {shop.t("success.simulate")}
        </button>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
