import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminLegitimationItem } from "../../api/verification.ts";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { BankAccountsTabs } from "./BankAccountsTabs.tsx";
import { LEGITIMATIONS_LIST } from "./lists.ts";
import { LegitimationReviewModal } from "./LegitimationReviewModal.tsx";
import { SellerCell } from "./sellerCell.tsx";

/** /admin/bank_accounts/legitimations: the sellers' verifications, opened for review. */
export function AdminLegitimationsPage() {
  const { t } = useTranslation("verification");
  const format = useFormat();
  const list = useList<AdminLegitimationItem>(LEGITIMATIONS_LIST);
  const [open, setOpen] = useState<number | null>(null);

  const columns: Column<AdminLegitimationItem>[] = [
    { key: "id", header: "ID", sortKey: "id", render: (l) => l.id },
    {
      key: "seller",
      header: t("admin.columns.seller"),
      render: (l) => <SellerCell name={l.company ?? l.sellerName} email={l.sellerEmail} />,
    },
    { key: "legalForm", header: t("fields.legalForm"), render: (l) => t(`legalForms.${l.legalForm}`) },
    {
      key: "step",
      header: t("admin.columns.step"),
      render: (l) => <StatusBadge state={l.step} label={t(`stepStates.${l.step}`)} />,
    },
    {
      key: "adminState",
      header: t("admin.columns.adminState"),
      render: (l) => <StatusBadge state={l.adminState} label={t(`adminStates.${l.adminState}`)} />,
    },
    { key: "documents", header: t("steps.documents"), align: "right", render: (l) => l.documentsCount },
    {
      key: "requested",
      header: t("admin.columns.requested"),
      sortKey: "requested_at",
      render: (l) => format.dateTime(l.requestedAt),
    },
    {
      key: "updated",
      header: t("admin.columns.updated"),
      sortKey: "updated_at",
      render: (l) => format.dateTime(l.updatedAt),
    },
    {
      key: "actions",
      header: "",
      align: "right",
      render: (l) => (
        <AppButton
          kind="ghost"
          size="compact-sm"
          onClick={() => setOpen(l.id)}
          aria-label={t("admin.openLabel", { name: l.sellerEmail })}
        >
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
        rowKey={(l) => l.id}
        caption={t("admin.tabs.legitimations")}
        searchLabel={t("admin.search")}
        emptyText={t("admin.emptyLegitimations")}
      />
      <LegitimationReviewModal id={open} onClose={() => setOpen(null)} />
    </BankAccountsTabs>
  );
}
