import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import { payoutPaths, type Payout } from "../../api/payouts.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { Money } from "../../ui/Money.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { Balances } from "./BalanceCards.tsx";
import { HeldNotice } from "./HeldNotice.tsx";
import { PayeeExportButtons } from "./PayeeExportButtons.tsx";
import { PayoutNav } from "./PayoutNav.tsx";
import { usePayoutArea } from "./payoutArea.ts";

/** /cabinet/payouts: balances per currency, "pay out now", and the payout history with states. */
export function PayoutsPage() {
  const { t } = useTranslation("payouts");
  const area = usePayoutArea();
  const list = useList<Payout>(area.lists.payouts);
  const columns = usePayoutColumns();
  return (
    <>
      <PageTitle title={t("payouts.title")} description={t("payouts.description")} />
      <PayoutNav />
      <HeldNotice />
      <Balances />
      <ListView
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        caption={t("payouts.listTitle")}
        emptyText={t("payouts.empty")}
        actions={
          <PayeeExportButtons
            list={list}
            path={payoutPaths(area.prefix).payoutsExport}
            exportList="payouts"
          />
        }
      />
    </>
  );
}

export function usePayoutColumns(): Column<Payout>[] {
  const { t } = useTranslation("payouts");
  const format = useFormat();
  const day = (iso: string | null) => (iso ? formatDate(iso, format.locale) : "–");
  return [
    { key: "id", header: t("columns.id"), sortKey: "id", render: (p) => `#${p.id}` },
    { key: "created", header: t("columns.created"), sortKey: "created_at", render: (p) => day(p.createdAt) },
    {
      key: "state",
      header: t("columns.state"),
      render: (p) => <StatusBadge state={p.state} label={t(`states.${p.state}`)} />,
    },
    {
      key: "amount",
      header: t("columns.amount"),
      sortKey: "amount",
      align: "right",
      render: (p) => <Money amount={p.amount} currency={p.currency} />,
    },
    {
      key: "fee",
      header: t("columns.fee"),
      align: "right",
      render: (p) => <Money amount={p.fee} currency={p.currency} />,
    },
    { key: "account", header: t("columns.account"), render: (p) => p.ibanMasked ?? "–" },
    {
      key: "period",
      header: t("columns.period"),
      render: (p) => (p.period === "manual" ? t("periods.manual") : p.period),
    },
    {
      key: "finished",
      header: t("columns.finished"),
      render: (p) => (p.failureCode ? t("failure", { code: p.failureCode }) : day(p.finishedAt)),
    },
  ];
}
