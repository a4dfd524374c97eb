import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { OrderListItem } from "../../../api/orderTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { Money } from "../../../ui/Money.tsx";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { TestBadge } from "../OrderStateBadges.tsx";
import { useOrderPaths } from "../orderPaths.ts";

/** The order list's columns; the id and the product open the order. */
export function useOrderColumns(): Column<OrderListItem>[] {
  const { t } = useTranslation("orders");
  const format = useFormat();
  const paths = useOrderPaths();

  return [
    {
      key: "id",
      header: t("list.columns.id"),
      sortKey: "id",
      render: (o) => (
        <Anchor component={Link} to={paths.detail(o.id)} size="sm" fw={600}>
          #{o.id}
        </Anchor>
      ),
    },
    {
      key: "created",
      header: t("list.columns.created"),
      sortKey: "created_at",
      render: (o) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {format.dateTime(o.createdAt)}
        </Text>
      ),
    },
    {
      key: "product",
      header: t("list.columns.product"),
      render: (o) => (
        <Stack gap={2} miw={160}>
          <Anchor component={Link} to={paths.detail(o.id)} size="sm">
            {o.product.name}
          </Anchor>
          <Badge size="xs" variant="outline" color="gray">
            {t(`catalog:types.${o.product.form}.name`)}
          </Badge>
        </Stack>
      ),
    },
    {
      key: "payer",
      header: t("list.columns.payer"),
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm">{o.payer.name}</Text>
          <Text size="xs" c="dimmed">
            {o.payer.email}
          </Text>
        </Stack>
      ),
    },
    { key: "plan", header: t("list.columns.plan"), render: (o) => t(`catalog:planTypes.${o.planForm}`) },
    {
      key: "method",
      header: t("list.columns.method"),
      render: (o) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm">{t(`catalog:paymentMethods.${o.paymentMethod}`)}</Text>
          {o.testMode && <TestBadge />}
        </Group>
      ),
    },
    {
      key: "total",
      header: t("list.columns.total"),
      sortKey: "total_amount",
      align: "right",
      render: (o) => <Money amount={o.totalAmount} currency={o.currency} />,
    },
    {
      key: "paid",
      header: t("list.columns.paid"),
      align: "right",
      render: (o) => <Money amount={o.paidAmount} currency={o.currency} />,
    },
    {
      key: "state",
      header: t("list.columns.state"),
      render: (o) => <StatusBadge state={o.state} label={t(`states.${o.state}`)} />,
    },
    {
      key: "paymentState",
      header: t("list.columns.paymentState"),
      render: (o) => <StatusBadge state={o.paymentState} label={t(`paymentStates.${o.paymentState}`)} />,
    },
  ];
}
