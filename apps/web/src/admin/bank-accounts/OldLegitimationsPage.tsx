import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LegitimationHistoryItem } from "../../api/verification.ts";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { AppModal } from "../../ui/AppModal.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { BankAccountsTabs } from "./BankAccountsTabs.tsx";
import { HISTORY_LIST } from "./lists.ts";
import { LegitimationDetails } from "./LegitimationDetails.tsx";
import { SellerCell } from "./sellerCell.tsx";

/** /admin/bank_accounts/old_legitimations: every decision with what it decided on. */
export function OldLegitimationsPage() {
  const { t } = useTranslation("verification");
  const format = useFormat();
  const list = useList<LegitimationHistoryItem>(HISTORY_LIST);
  const [open, setOpen] = useState<LegitimationHistoryItem | null>(null);

  const columns: Column<LegitimationHistoryItem>[] = [
    {
      key: "recorded",
      header: t("admin.columns.decided"),
      sortKey: "recorded_at",
      render: (h) => format.dateTime(h.recordedAt),
    },
    {
      key: "seller",
      header: t("admin.columns.seller"),
      render: (h) => <SellerCell name={h.sellerName} email={h.sellerEmail} />,
    },
    {
      key: "adminState",
      header: t("admin.columns.adminState"),
      render: (h) => <StatusBadge state={h.adminState} label={t(`adminStates.${h.adminState}`)} />,
    },
    { key: "reason", header: t("admin.reason"), render: (h) => h.reason ?? "—" },
    { key: "manager", header: t("admin.columns.manager"), render: (h) => h.decidedByEmail ?? "—" },
    {
      key: "actions",
      header: "",
      align: "right",
      render: (h) => (
        <AppButton kind="ghost" size="compact-sm" onClick={() => setOpen(h)}>
          {t("admin.open")}
        </AppButton>
      ),
    },
  ];

  return (
    <BankAccountsTabs>
      <ListView
        list={list}
        columns={columns}
        rowKey={(h) => h.id}
        caption={t("admin.tabs.oldLegitimations")}
        emptyText={t("admin.emptyHistory")}
      />
      <AppModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t("admin.snapshotTitle")}
        size="medium"
      >
        {open && (
          <LegitimationDetails
            headQuarter={open.snapshot.headQuarter}
            legalRepresentative={open.snapshot.legalRepresentative}
            documents={open.snapshot.documents ?? []}
            ubos={open.snapshot.ubos ?? []}
          />
        )}
      </AppModal>
    </BankAccountsTabs>
  );
}
