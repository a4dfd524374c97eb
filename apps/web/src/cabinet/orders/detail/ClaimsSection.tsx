import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Claim } from "../../../api/dunning.ts";
import type { OrderDetail } from "../../../api/orderTypes.ts";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { Money } from "../../../ui/Money.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { ClaimBadges } from "../../dunning/ClaimBadges.tsx";
import { useOrderPaths } from "../orderPaths.ts";
import { Section, StaticTable } from "./Section.tsx";

/**
 * The order's dunning claims (claim data, dunning attributes), each linked to the dunning screen
 * in the seller's cabinet; the team member area has none, so there a claim is named, not linked.
 */
export function ClaimsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(["orders", "dunning"]);
  const format = useFormat();
  const { dunningClaim } = useOrderPaths();
  const columns: Column<Claim>[] = [
    {
      key: "id",
      header: t("claims.id"),
      render: (c) =>
        dunningClaim ? (
          <Anchor component={Link} to={dunningClaim(c.id)} size="sm" fw={600}>
            #{c.id}
          </Anchor>
        ) : (
          <Text span size="sm" fw={600}>
            #{c.id}
          </Text>
        ),
    },
    { key: "rate", header: t("claims.rate"), render: (c) => c.rateNumber },
    { key: "stage", header: t("claims.stage"), render: (c) => <ClaimBadges claim={c} /> },
    {
      key: "strategy",
      header: t("claims.strategy"),
      render: (c) => t(`dunning:strategies.${c.strategyType}`),
    },
    { key: "since", header: t("claims.overdueSince"), render: (c) => format.date(c.overdueSince) },
    { key: "days", header: t("claims.days"), align: "right", render: (c) => c.daysOverdue },
    {
      key: "amount",
      header: t("claims.amount"),
      align: "right",
      render: (c) => <Money amount={c.amount} currency={c.currency} />,
    },
    {
      key: "fees",
      header: t("claims.fees"),
      align: "right",
      render: (c) => <Money amount={c.feesAmount} currency={c.currency} />,
    },
  ];
  return (
    <Section title={t("claims.title")}>
      {order.claims.length ? (
        <StaticTable columns={columns} rows={order.claims} rowKey={(c) => c.id} caption={t("claims.title")} />
      ) : (
        <Text size="sm" c="dimmed">
          {t("claims.empty")}
        </Text>
      )}
    </Section>
  );
}
