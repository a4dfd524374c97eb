import { useState } from "react";
import { Badge } from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useRunReconciliation, type ReconciliationSummary } from "../../api/reconciliations.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { notify } from "../../ui/notify.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { RECONCILIATIONS_LIST } from "./reconciliationsList.ts";
import { ReconciliationModal } from "./ReconciliationModal.tsx";

/** /admin/reconciliations: the nightly ledger reconciliation runs, their differences, and "run now". */
export function ReconciliationsPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const errorText = useErrorText();
  const list = useList<ReconciliationSummary>(RECONCILIATIONS_LIST);
  const run = useRunReconciliation();
  const [open, setOpen] = useState<number | null>(null);

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.state === "running") {
          notify({ kind: "info", message: t("reconciliations.alreadyRunning") });
          return;
        }
        notify({
          kind: answer.reconciliation?.differenceCount ? "warning" : "success",
          message: t("reconciliations.ran", { count: answer.reconciliation?.differenceCount ?? 0 }),
        });
        if (answer.reconciliation) setOpen(answer.reconciliation.id);
      },
      onError: (error) => notify({ kind: "error", message: errorText(error) }),
    });

  const columns: Column<ReconciliationSummary>[] = [
    {
      key: "day",
      header: t("reconciliations.columns.day"),
      sortKey: "day",
      render: (r) => format.date(r.day),
    },
    {
      key: "result",
      header: t("reconciliations.columns.result"),
      sortKey: "difference_count",
      render: (r) =>
        r.differenceCount === 0 ? (
          <Badge color="green" variant="light" size="sm">
            {t("reconciliations.clean")}
          </Badge>
        ) : (
          <Badge color="red" variant="filled" size="sm">
            {t("reconciliations.differences", { count: r.differenceCount })}
          </Badge>
        ),
    },
    {
      key: "transactions",
      header: t("reconciliations.columns.transactions"),
      align: "right",
      render: (r) => format.number(r.checkedTransactions),
    },
    {
      key: "payouts",
      header: t("reconciliations.columns.payouts"),
      align: "right",
      render: (r) => format.number(r.checkedPayouts),
    },
    { key: "ran", header: t("reconciliations.columns.ranAt"), render: (r) => format.dateTime(r.createdAt) },
    {
      key: "actions",
      header: "",
      align: "right",
      render: (r) => (
        <AppButton
          kind="ghost"
          size="compact-sm"
          onClick={() => setOpen(r.id)}
          aria-label={t("reconciliations.openLabel", { day: format.date(r.day) })}
        >
          {t("reconciliations.open")}
        </AppButton>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={t("reconciliations.title")} description={t("reconciliations.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        caption={t("reconciliations.title")}
        searchLabel={t("reconciliations.search")}
        emptyText={t("reconciliations.empty")}
        actions={
          <AppButton
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={run.isPending}
            onClick={runNow}
          >
            {run.isPending ? t("reconciliations.running") : t("reconciliations.runNow")}
          </AppButton>
        }
      />
      <ReconciliationModal id={open} onClose={() => setOpen(null)} />
    </>
  );
}
