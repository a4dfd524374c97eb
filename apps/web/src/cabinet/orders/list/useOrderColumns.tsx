import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate, LOCALE_CODES } from "@sellwerk/domain";
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
  // Moments in the viewer's zone, like the order screen's date-times (format.dateTime).
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = new Intl.DateTimeFormat(LOCALE_CODES[format.locale], { hour: "2-digit", minute: "2-digit" });

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
      // The time under the date: the row has many columns to fit on a laptop screen.
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm">{formatDate(o.createdAt, format.locale, { timeZone })}</Text>
          <Text size="xs" c="dimmed">
            {time.format(new Date(o.createdAt))}
          </Text>
        </Stack>
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
        <Stack gap={2} align="flex-start">
          <Text size="sm">{t(`catalog:paymentMethods.${o.paymentMethod}`)}</Text>
          {o.testMode && <TestBadge />}
        </Stack>
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
      // Deal state above payment state: one column keeps the row readable on laptop widths.
      render: (o) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge state={o.state} label={t(`states.${o.state}`)} />
          <StatusBadge state={o.paymentState} label={t(`paymentStates.${o.paymentState}`)} />
        </Stack>
      ),
    },
  ];
}
