import { useState } from "react";
import { Text } from "@mantine/core";
import { IconReceiptRefund } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { OrderDetail, OrderRate } from "../../../api/orderTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { AppButton } from "../../../ui/AppButton.tsx";
import { Money } from "../../../ui/Money.tsx";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { RefundModal } from "./RefundModal.tsx";
import { Section, StaticTable } from "./Section.tsx";
import { useFailureText } from "./useFailureText.ts";

/** The order's scheduled payments (spec two §4 order rates), each refundable while money is left. */
export function RatesTable({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const failureText = useFailureText();
  const [refunding, setRefunding] = useState<OrderRate | null>(null);
  const money = (amount: number) => <Money amount={amount} currency={order.currency} />;
  const columns: Column<OrderRate>[] = [
    { key: "number", header: t("rates.number"), render: (r) => r.number },
    { key: "due", header: t("rates.dueAt"), render: (r) => format.date(r.dueAt) },
    { key: "amount", header: t("rates.amount"), align: "right", render: (r) => money(r.amount) },
    { key: "paid", header: t("rates.paid"), align: "right", render: (r) => money(r.paidAmount) },
    { key: "refunded", header: t("rates.refunded"), align: "right", render: (r) => money(r.refundedAmount) },
    {
      key: "state",
      header: t("rates.state"),
      render: (r) => <StatusBadge state={r.state} label={t(`rateStates.${r.state}`)} />,
    },
    { key: "paidAt", header: t("rates.paidAt"), render: (r) => (r.paidAt ? format.dateTime(r.paidAt) : "—") },
    {
      key: "failure",
      header: t("rates.lastFailure"),
      render: (r) =>
        r.lastFailure ? (
          <Text size="sm" c="red">
            {failureText(r.lastFailure)}
          </Text>
        ) : (
          "—"
        ),
    },
    {
      key: "actions",
      header: t("rates.actions"),
      align: "right",
      render: (r) =>
        r.canRefund ? (
          <AppButton
            kind="secondary"
            size="xs"
            leftSection={<IconReceiptRefund size={14} aria-hidden />}
            onClick={() => setRefunding(r)}
            aria-label={t("refund.openFor", { number: r.number })}
          >
            {t("refund.open")}
          </AppButton>
        ) : null,
    },
  ];
  return (
    <Section title={t("rates.title")}>
      <StaticTable columns={columns} rows={order.rates} rowKey={(r) => r.number} caption={t("rates.title")} />
      {refunding && <RefundModal order={order} rate={refunding} onClose={() => setRefunding(null)} />}
    </Section>
  );
}
