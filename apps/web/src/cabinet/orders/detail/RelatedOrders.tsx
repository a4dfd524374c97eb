import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { OrderDetail, RelatedOrder } from "../../../api/orderTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { Money } from "../../../ui/Money.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { OrderStateBadges } from "../OrderStateBadges.tsx";
import { useOrderPaths } from "../orderPaths.ts";
import { Section, StaticTable } from "./Section.tsx";

/** The order this upsell was accepted after, and the upsells accepted after this order. */
export function RelatedOrders({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const paths = useOrderPaths();
  const related = [...(order.parent ? [order.parent] : []), ...order.children];
  if (!related.length) return null;
  const columns: Column<RelatedOrder>[] = [
    {
      key: "relation",
      header: t("related.relation"),
      render: (o) => (o.id === order.parent?.id ? t("related.parent") : t("related.child")),
    },
    {
      key: "id",
      header: t("list.columns.id"),
      render: (o) => (
        <Anchor component={Link} to={paths.detail(o.id)} size="sm" fw={600}>
          #{o.id}
        </Anchor>
      ),
    },
    { key: "product", header: t("list.columns.product"), render: (o) => o.product.name },
    { key: "created", header: t("list.columns.created"), render: (o) => format.dateTime(o.createdAt) },
    {
      key: "total",
      header: t("list.columns.total"),
      align: "right",
      render: (o) => <Money amount={o.totalAmount} currency={o.currency} />,
    },
    {
      key: "states",
      header: t("list.columns.state"),
      render: (o) => <OrderStateBadges state={o.state} paymentState={o.paymentState} />,
    },
  ];
  return (
    <Section title={t("related.title")}>
      <StaticTable columns={columns} rows={related} rowKey={(o) => o.id} caption={t("related.title")} />
    </Section>
  );
}
