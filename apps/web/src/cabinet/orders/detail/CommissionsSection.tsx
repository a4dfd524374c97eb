import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderCommission, OrderDetail } from "../../../api/orderTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { Money } from "../../../ui/Money.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { Section, StaticTable } from "./Section.tsx";

/**
 * Who earned a commission on the order (issue 14): each paid rate's publisher per stage, the
 * program, and what a refund or chargeback took back.
 */
export function CommissionsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  if (!order.commissions.length) return null;
  const columns: Column<OrderCommission>[] = [
    {
      key: "publisher",
      header: t("commissions.publisher"),
      render: (c) => (
        <>
          <Text size="sm">{c.publisherName}</Text>
          <Text size="xs" c="dimmed">
            #{c.publisherId}
          </Text>
        </>
      ),
    },
    { key: "program", header: t("commissions.program"), render: (c) => c.programName ?? "–" },
    { key: "stage", header: t("commissions.stage"), render: (c) => c.stage },
    { key: "rate", header: t("commissions.rate"), render: (c) => c.rateNumber ?? "–" },
    { key: "created", header: t("commissions.created"), render: (c) => format.dateTime(c.createdAt) },
    {
      key: "amount",
      header: t("commissions.amount"),
      align: "right",
      render: (c) => <Money amount={c.amount} currency={c.currency} />,
    },
    {
      key: "clawedBack",
      header: t("commissions.clawedBack"),
      align: "right",
      render: (c) => (c.clawedBackAmount ? <Money amount={c.clawedBackAmount} currency={c.currency} /> : "–"),
    },
  ];
  return (
    <Section title={t("commissions.title")}>
      <StaticTable
        columns={columns}
        rows={order.commissions}
        rowKey={(c) => c.id}
        caption={t("commissions.title")}
      />
    </Section>
  );
}
