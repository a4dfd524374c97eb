import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import { payoutPaths, type StatementEntry } from "../../api/payouts.ts";
import { Money } from "../../ui/Money.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { useOrderPaths } from "../orders/orderPaths.ts";
import { PayeeExportButtons } from "./PayeeExportButtons.tsx";
import { PayoutNav } from "./PayoutNav.tsx";
import { usePayoutArea } from "./payoutArea.ts";

/** /cabinet/payouts_statement: every ledger entry behind the balances, with the CSV of it. */
export function StatementPage() {
  const { t } = useTranslation("payouts");
  const area = usePayoutArea();
  const list = useList<StatementEntry>(area.lists.statement);
  const columns = useStatementColumns();
  return (
    <>
      <PageTitle title={t("statement.title")} description={t("statement.description")} />
      <PayoutNav />
      <ListView
        list={list}
        columns={columns}
        rowKey={(e) => e.id}
        caption={t("statement.title")}
        emptyText={t("statement.empty")}
        actions={
          <PayeeExportButtons
            list={list}
            path={payoutPaths(area.prefix).statementExport}
            exportList="statement"
          />
        }
      />
    </>
  );
}

function useStatementColumns(): Column<StatementEntry>[] {
  const { t } = useTranslation("payouts");
  const format = useFormat();
  const orders = useOrderPaths();
  return [
    {
      key: "created",
      header: t("columns.created"),
      sortKey: "created_at",
      render: (e) => formatDate(e.createdAt, format.locale),
    },
    { key: "kind", header: t("columns.kind"), render: (e) => t(`kinds.${e.kind}`) },
    { key: "account", header: t("columns.accountKind"), render: (e) => t(`accounts.${e.account}`) },
    {
      key: "amount",
      header: t("columns.amount"),
      sortKey: "amount",
      align: "right",
      render: (e) => <Money amount={e.amount} currency={e.currency} />,
    },
    {
      key: "order",
      header: t("columns.order"),
      render: (e) =>
        e.orderId ? (
          <Anchor component={Link} to={orders.detail(e.orderId)} size="sm">
            #{e.orderId}
          </Anchor>
        ) : (
          "–"
        ),
    },
    { key: "payout", header: t("columns.payout"), render: (e) => (e.payoutId ? `#${e.payoutId}` : "–") },
  ];
}
