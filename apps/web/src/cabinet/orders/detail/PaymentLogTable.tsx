import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderDetail, OrderPayment } from "../../../api/orderTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { Money } from "../../../ui/Money.tsx";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { Section, StaticTable } from "./Section.tsx";
import { useFailureText } from "./useFailureText.ts";

/** Every attempt to move money for this order (spec core §4 payment log), oldest first. */
export function PaymentLogTable({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const failureText = useFailureText();
  const columns: Column<OrderPayment>[] = [
    { key: "created", header: t("log.created"), render: (p) => format.dateTime(p.createdAt) },
    { key: "kind", header: t("log.kind"), render: (p) => t(`paymentKinds.${p.kind}`) },
    { key: "rate", header: t("log.rate"), render: (p) => p.rateNumber ?? "—" },
    {
      key: "method",
      header: t("log.method"),
      render: (p) =>
        `${t(`catalog:paymentMethods.${p.method}`)} · ${t(`checkoutSettings:providers.${p.provider}.name`, { defaultValue: p.provider })}`,
    },
    {
      key: "amount",
      header: t("log.amount"),
      align: "right",
      render: (p) => <Money amount={p.amount} currency={p.currency} />,
    },
    {
      key: "fee",
      header: t("log.fee"),
      align: "right",
      render: (p) => <Money amount={p.providerFee} currency={p.currency} />,
    },
    {
      key: "state",
      header: t("log.state"),
      render: (p) => <StatusBadge state={p.state} label={t(`logStates.${p.state}`)} />,
    },
    {
      key: "failure",
      header: t("log.failure"),
      render: (p) =>
        p.failureCode ? (
          <Text size="sm" c="red">
            {failureText(p.failureCode)}
          </Text>
        ) : (
          "—"
        ),
    },
    {
      key: "settled",
      header: t("log.settled"),
      render: (p) => (p.settledAt ? format.dateTime(p.settledAt) : "—"),
    },
  ];
  return (
    <Section title={t("log.title")}>
      {order.payments.length ? (
        <StaticTable columns={columns} rows={order.payments} rowKey={(p) => p.id} caption={t("log.title")} />
      ) : (
        <Text c="dimmed" size="sm">
          {t("log.empty")}
        </Text>
      )}
    </Section>
  );
}
