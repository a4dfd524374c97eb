import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PaymentTicket } from "../../api/paymentTicketTypes.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { Money } from "../../ui/Money.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { useOrderPaths } from "../orders/orderPaths.ts";

export function usePaymentTicketColumns(): Column<PaymentTicket>[] {
  const { t } = useTranslation("fulfilment");
  const format = useFormat();
  const orders = useOrderPaths();
  return [
    {
      key: "code",
      header: t("list.columns.code"),
      render: (p) => (
        <Text size="sm" ff="monospace" fw={600} style={{ whiteSpace: "nowrap" }}>
          {p.code}
        </Text>
      ),
    },
    {
      key: "state",
      header: t("list.columns.state"),
      render: (p) => <StatusBadge state={p.state} label={t(`states.${p.state}`)} />,
    },
    { key: "attendee", header: t("list.columns.attendee"), render: (p) => p.attendeeName || "–" },
    {
      key: "event",
      header: t("list.columns.event"),
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm">{p.event.name}</Text>
          <Text size="xs" c="dimmed">
            {format.date(p.event.startsAt)} · {p.ticketType}
          </Text>
        </Stack>
      ),
    },
    {
      key: "payer",
      header: t("list.columns.payer"),
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm">{p.payer.name}</Text>
          <Text size="xs" c="dimmed">
            {p.payer.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: "price",
      header: t("list.columns.price"),
      align: "right",
      render: (p) => <Money amount={p.price} currency={p.currency} />,
    },
    { key: "usedAt", header: t("list.columns.usedAt"), render: (p) => format.dateTime(p.usedAt) || "–" },
    {
      key: "order",
      header: t("list.columns.order"),
      sortKey: "created_at",
      render: (p) => (
        <Anchor component={Link} to={orders.detail(p.orderId)} size="sm">
          #{p.orderId}
        </Anchor>
      ),
    },
  ];
}
