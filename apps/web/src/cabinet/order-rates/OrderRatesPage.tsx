import { useMemo } from "react";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import type { OrderRateListItem } from "../../api/orderRates.ts";
import { useProductOptions } from "../../api/products.ts";
import { CsvExportButton } from "../../ui/list/CsvExportButton.tsx";
import { ScheduleExportButton } from "../../ui/list/ScheduleExportButton.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { Money } from "../../ui/Money.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { TestBadge } from "../orders/OrderStateBadges.tsx";
import { useOrderPaths } from "../orders/orderPaths.ts";
import { ORDER_RATES_PATH, orderRatesListOptions } from "./orderRatesList.ts";

/**
 * Rate states in the spec's status colours (spec two §4): a rate's refund and pending charge read
 * like the payment states of the same name; paid is green; the spec gives the others no colour.
 */
const BADGE_STATE: Partial<Record<OrderRateListItem["state"], string>> = {
  refunded: "payment_refunded",
  pending: "payment_pending",
};

/** /cabinet/order_rates: every scheduled payment of the seller's orders (spec two §2, §4). */
export function OrderRatesPage() {
  const { t } = useTranslation("orders");
  const products = useProductOptions();
  const options = useMemo(() => orderRatesListOptions(products.data ?? []), [products.data]);
  const list = useList<OrderRateListItem>(options);
  const format = useFormat();
  const paths = useOrderPaths();
  const date = (value: string | null) => (value ? formatDate(value, format.locale) : "–");

  const columns: Column<OrderRateListItem>[] = [
    {
      key: "order",
      header: t("rateList.columns.order"),
      render: (r) => (
        <Anchor component={Link} to={paths.detail(r.orderId)} size="sm" fw={600}>
          #{r.orderId}
        </Anchor>
      ),
    },
    {
      key: "payer",
      header: t("rateList.columns.payer"),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.payer.name}</Text>
          <Text size="xs" c="dimmed">
            {r.payer.email}
          </Text>
        </Stack>
      ),
    },
    { key: "product", header: t("rateList.columns.product"), render: (r) => r.product.name },
    {
      key: "number",
      header: t("rateList.columns.number"),
      render: (r) => t("rateList.numberOf", { number: r.number, of: r.of }),
    },
    { key: "due", header: t("rateList.columns.due"), sortKey: "due_at", render: (r) => date(r.dueAt) },
    {
      key: "amount",
      header: t("rateList.columns.amount"),
      sortKey: "amount",
      align: "right",
      render: (r) => <Money amount={r.amount} currency={r.currency} />,
    },
    {
      key: "state",
      header: t("rateList.columns.state"),
      render: (r) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge state={BADGE_STATE[r.state] ?? r.state} label={t(`rateStates.${r.state}`)} />
          {r.testMode && <TestBadge />}
        </Stack>
      ),
    },
    { key: "paid", header: t("rateList.columns.paidAt"), render: (r) => date(r.paidAt) },
    {
      key: "provider",
      header: t("rateList.columns.provider"),
      render: (r) => t(`checkoutSettings:providers.${r.provider}.name`),
    },
  ];

  return (
    <>
      <PageTitle title={t("rateList.title")} description={t("rateList.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        caption={t("rateList.title")}
        searchLabel={t("rateList.search")}
        emptyText={t("rateList.empty")}
        actions={
          <Group gap="xs">
            <CsvExportButton
              list={list}
              path={`${ORDER_RATES_PATH}/export.csv`}
              filename="order_rates.csv"
              job="order_rates"
            />
            <ScheduleExportButton list={list} exportList="order_rates" />
          </Group>
        }
      />
    </>
  );
}
