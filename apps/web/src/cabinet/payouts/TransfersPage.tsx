import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import { payoutPaths, type Transfer } from "../../api/payouts.ts";
import { Money } from "../../ui/Money.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { useOrderPaths } from "../orders/orderPaths.ts";
import { PayeeExportButtons } from "./PayeeExportButtons.tsx";
import { PayoutNav } from "./PayoutNav.tsx";
import { usePayoutArea } from "./payoutArea.ts";
import { TRANSFER_BADGE_STATE } from "./transferBadge.ts";

/** /cabinet/transfers: each paid rate's share, its state and the payout that paid it (spec two §3). */
export function TransfersPage() {
  const { t } = useTranslation("payouts");
  const { prefix, lists } = usePayoutArea();
  const list = useList<Transfer>(lists.transfers);
  const format = useFormat();
  const orders = useOrderPaths();
  const columns: Column<Transfer>[] = [
    { key: "id", header: t("columns.id"), sortKey: "id", render: (x) => `#${x.id}` },
    {
      key: "created",
      header: t("columns.created"),
      sortKey: "created_at",
      render: (x) => formatDate(x.createdAt, format.locale),
    },
    {
      key: "state",
      header: t("columns.state"),
      render: (x) => (
        <StatusBadge state={TRANSFER_BADGE_STATE[x.state]} label={t(`transferStates.${x.state}`)} />
      ),
    },
    {
      key: "order",
      header: t("columns.order"),
      // Publishers do not see the seller's order page: the number alone.
      render: (x) =>
        prefix === "/publish" ? (
          `#${x.orderId}`
        ) : (
          <Anchor component={Link} to={orders.detail(x.orderId)} size="sm">
            #{x.orderId}
          </Anchor>
        ),
    },
    { key: "provider", header: t("columns.provider"), render: (x) => x.provider },
    {
      key: "gross",
      header: t("columns.gross"),
      sortKey: "amount",
      align: "right",
      render: (x) => <Money amount={x.grossAmount} currency={x.currency} />,
    },
    {
      key: "fees",
      // What the sale bore: provider and platform fees and the publishers' commissions.
      header: t("columns.deductions"),
      align: "right",
      render: (x) => <Money amount={x.feeAmount} currency={x.currency} />,
    },
    {
      key: "amount",
      header: t("columns.share"),
      align: "right",
      render: (x) => <Money amount={x.amount} currency={x.currency} />,
    },
    { key: "payout", header: t("columns.payout"), render: (x) => (x.payoutId ? `#${x.payoutId}` : "–") },
  ];
  return (
    <>
      <PageTitle title={t("transfers.title")} description={t("transfers.description")} />
      <PayoutNav />
      <ListView
        list={list}
        columns={columns}
        rowKey={(x) => x.id}
        caption={t("transfers.title")}
        emptyText={t("transfers.empty")}
        actions={
          <PayeeExportButtons list={list} path={payoutPaths(prefix).transfersExport} exportList="transfers" />
        }
      />
    </>
  );
}
