import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import type { Claim } from "../../api/dunning.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { Money } from "../../ui/Money.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { ClaimBadges } from "./ClaimBadges.tsx";

/** The claim list's columns; the id opens the claim, the order number the order. */
export function useClaimColumns(): Column<Claim>[] {
  const { t } = useTranslation("dunning");
  const format = useFormat();
  return [
    {
      key: "id",
      header: t("columns.id"),
      sortKey: "id",
      render: (c) => (
        <Anchor component={Link} to={`/cabinet/dunning/${c.id}`} size="sm" fw={600}>
          #{c.id}
        </Anchor>
      ),
    },
    {
      key: "order",
      header: t("columns.order"),
      render: (c) => (
        <Stack gap={0} miw={140}>
          <Anchor component={Link} to={`/cabinet/orders/${c.orderId}`} size="sm">
            #{c.orderId} · {t("rate", { number: c.rateNumber })}
          </Anchor>
          <Text size="xs" c="dimmed">
            {c.productName}
          </Text>
        </Stack>
      ),
    },
    {
      key: "payer",
      header: t("columns.payer"),
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm">{c.payer.name}</Text>
          <Text size="xs" c="dimmed">
            {c.payer.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: "overdue",
      header: t("columns.overdue"),
      sortKey: "overdue_since",
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm">{t("days", { count: c.daysOverdue })}</Text>
          <Text size="xs" c="dimmed">
            {formatDate(c.overdueSince, format.locale)}
          </Text>
        </Stack>
      ),
    },
    {
      key: "amount",
      header: t("columns.amount"),
      sortKey: "amount",
      align: "right",
      render: (c) => <Money amount={c.amount} currency={c.currency} />,
    },
    {
      key: "fees",
      header: t("columns.fees"),
      align: "right",
      render: (c) => <Money amount={c.feesAmount} currency={c.currency} />,
    },
    { key: "strategy", header: t("columns.strategy"), render: (c) => t(`strategies.${c.strategyType}`) },
    { key: "state", header: t("columns.state"), render: (c) => <ClaimBadges claim={c} /> },
  ];
}
