import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDeactivateBankAccount, type AdminBankAccount } from "../../api/verification.ts";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import type { Column } from "../../ui/list/DataTable.tsx";
import { AppButton } from "../../ui/AppButton.tsx";
import { ConfirmModal } from "../../ui/ConfirmModal.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { BankAccountsTabs } from "./BankAccountsTabs.tsx";
import { BANK_ACCOUNTS_LIST } from "./lists.ts";
import { SellerCell } from "./sellerCell.tsx";

/** /admin/bank_accounts, first tab: every seller's payout bank accounts. */
export function AdminBankAccountsPage() {
  const { t } = useTranslation("verification");
  const format = useFormat();
  const errorText = useErrorText();
  const list = useList<AdminBankAccount>(BANK_ACCOUNTS_LIST);
  const deactivate = useDeactivateBankAccount("admin");
  const [confirming, setConfirming] = useState<AdminBankAccount | null>(null);

  const columns: Column<AdminBankAccount>[] = [
    { key: "id", header: "ID", sortKey: "id", render: (a) => a.id },
    {
      key: "seller",
      header: t("admin.columns.seller"),
      render: (a) => <SellerCell name={a.sellerName} email={a.sellerEmail} />,
    },
    { key: "owner", header: t("fields.ownerName"), render: (a) => a.ownerName },
    { key: "iban", header: t("fields.iban"), render: (a) => `${a.ibanMasked} · ${a.bic}` },
    {
      key: "currency",
      header: t("fields.currency"),
      render: (a) => `${a.currency.toUpperCase()} · ${a.country}`,
    },
    {
      key: "state",
      header: t("bankAccounts.state"),
      sortKey: "state",
      render: (a) => <StatusBadge state={a.state} label={t(`bankAccountStates.${a.state}`)} />,
    },
    {
      key: "created",
      header: t("bankAccounts.created"),
      sortKey: "created_at",
      render: (a) => format.dateTime(a.createdAt),
    },
    {
      key: "actions",
      header: "",
      align: "right",
      render: (a) =>
        a.state !== "deactivated" && a.state !== "rejected" ? (
          <AppButton kind="ghost" color="red" size="compact-sm" onClick={() => setConfirming(a)}>
            {t("bankAccounts.deactivate")}
          </AppButton>
        ) : null,
    },
  ];

  return (
    <BankAccountsTabs>
      <ListView
        list={list}
        columns={columns}
        rowKey={(a) => a.id}
        caption={t("admin.tabs.bankAccounts")}
        searchLabel={t("admin.search")}
        emptyText={t("admin.emptyBankAccounts")}
      />
      <ConfirmModal
        opened={confirming !== null}
        danger
        title={t("bankAccounts.deactivateTitle", { iban: confirming?.ibanMasked ?? "" })}
        confirmLabel={t("bankAccounts.deactivate")}
        loading={deactivate.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          deactivate.mutate(confirming.id, {
            onSuccess: () => setConfirming(null),
            onError: (err) => notify({ kind: "error", message: errorText(err) }),
          })
        }
      >
        {t("admin.deactivateText")}
      </ConfirmModal>
    </BankAccountsTabs>
  );
}
