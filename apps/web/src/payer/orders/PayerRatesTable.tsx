import { useTranslation } from "react-i18next";
import type { PayerOrder, PayerOrderRate } from "../../api/payerTypes.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { Money } from "../../ui/Money.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { Section, StaticTable } from "../../cabinet/orders/detail/Section.tsx";

/** The order's payments as scheduled (spec two §4 order rates): when, how much, and whether paid. */
export function PayerRatesTable({ order }: { order: PayerOrder }) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const columns: Column<PayerOrderRate>[] = [
    { key: "number", header: t("rates.number"), render: (r) => r.number },
    { key: "due", header: t("rates.dueAt"), render: (r) => format.date(r.dueAt) },
    {
      key: "amount",
      header: t("rates.amount"),
      align: "right",
      render: (r) => <Money amount={r.amount} currency={order.currency} />,
    },
    {
      key: "state",
      header: t("rates.state"),
      render: (r) => <StatusBadge state={r.state} label={t(`rateStates.${r.state}`)} />,
    },
    { key: "paidAt", header: t("rates.paidAt"), render: (r) => (r.paidAt ? format.date(r.paidAt) : "—") },
  ];
  return (
    <Section title={t("rates.title")}>
      <StaticTable columns={columns} rows={order.rates} rowKey={(r) => r.number} caption={t("rates.title")} />
    </Section>
  );
}
