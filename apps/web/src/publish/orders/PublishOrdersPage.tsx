import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PublishCommission } from "../../api/publish.ts";
import { Money } from "../../ui/Money.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { ORDERS_LIST } from "../publishLists.ts";

/**
 * /publish/orders: the sales the publisher brought or earned from (one row per commission: a paid
 * rate at a stage), newest first, 15 a page. The buyer's address comes masked from the API.
 */
export function PublishOrdersPage() {
  const { t } = useTranslation("publish");
  const list = useList<PublishCommission>(ORDERS_LIST);
  const columns = useOrderColumns();
  return (
    <>
      <PageTitle title={t("orders.title")} description={t("orders.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(c) => c.id}
        caption={t("orders.title")}
        searchLabel={t("orders.search")}
        emptyText={t("orders.empty")}
      />
    </>
  );
}

export function useOrderColumns(): Column<PublishCommission>[] {
  const { t } = useTranslation("publish");
  const format = useFormat();
  return [
    {
      key: "created",
      header: t("orders.columns.created"),
      sortKey: "created_at",
      render: (c) => format.date(c.createdAt),
    },
    { key: "order", header: t("orders.columns.order"), render: (c) => `#${c.orderId}` },
    {
      key: "program",
      header: t("orders.columns.program"),
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm">
            {c.kind === "platform_affiliate" ? t("orders.platformAffiliate") : (c.programName ?? "–")}
          </Text>
          <Text size="xs" c="dimmed">
            {c.sellerName}
          </Text>
        </Stack>
      ),
    },
    { key: "product", header: t("orders.columns.product"), render: (c) => c.productName ?? "–" },
    { key: "buyer", header: t("orders.columns.buyer"), render: (c) => c.buyerEmail },
    {
      key: "stage",
      header: t("orders.columns.stage"),
      render: (c) => (c.stage === 1 ? t("orders.stageOwn") : t("orders.stageRecruited", { stage: c.stage })),
    },
    {
      key: "rate",
      header: t("orders.columns.rate"),
      render: (c) => (c.rateNumber ? `#${c.rateNumber}` : "–"),
    },
    {
      key: "orderAmount",
      header: t("orders.columns.orderAmount"),
      align: "right",
      render: (c) => <Money amount={c.orderAmount} currency={c.currency} />,
    },
    {
      key: "amount",
      header: t("orders.columns.commission"),
      sortKey: "amount",
      align: "right",
      render: (c) => (
        <Stack gap={0} align="flex-end">
          <Money amount={c.amount - c.clawedBackAmount} currency={c.currency} />
          {c.clawedBackAmount > 0 && (
            <Text size="xs" c="red">
              {t("orders.clawedBack", { amount: format.money(c.clawedBackAmount, c.currency) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "state",
      header: t("orders.columns.paymentState"),
      render: (c) => (
        <StatusBadge
          state={c.paymentState}
          label={t(`orders:paymentStates.${c.paymentState}`, c.paymentState)}
        />
      ),
    },
  ];
}
