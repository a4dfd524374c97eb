import { useState } from "react";
import { ActionIcon, Tooltip } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Payout } from "../../api/payouts.ts";
import { downloadCreditMemo } from "../../api/publish.ts";
import { HeldNotice } from "../../cabinet/payouts/HeldNotice.tsx";
import { PayoutNav } from "../../cabinet/payouts/PayoutNav.tsx";
import { usePayoutArea } from "../../cabinet/payouts/payoutArea.ts";
import { usePayoutColumns } from "../../cabinet/payouts/PayoutsPage.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";

/**
 * /publish/payouts: the payout history; each payout has its self-billing credit memo
 * (Gutschrift), the document of the commissions it paid, for the publisher's tax records.
 */
export function PublishPayoutsPage() {
  const { t } = useTranslation("publish");
  const list = useList<Payout>(usePayoutArea().lists.payouts);
  const columns: Column<Payout>[] = [
    ...usePayoutColumns(),
    { key: "memo", header: t("payouts.creditMemo"), render: (p) => <CreditMemoButton payout={p} /> },
  ];
  return (
    <>
      <PageTitle title={t("payouts.title")} description={t("payouts.description")} />
      <PayoutNav />
      <HeldNotice />
      <ListView
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        caption={t("payouts.title")}
        emptyText={t("payouts.empty")}
      />
    </>
  );
}

function CreditMemoButton({ payout }: { payout: Payout }) {
  const { t } = useTranslation("publish");
  const errorText = useErrorText();
  const [loading, setLoading] = useState(false);
  // The memo documents money that arrived: it exists once the payout is successful.
  if (payout.state !== "successful") return "–";
  const label = t("payouts.downloadMemo", { id: payout.id });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        loading={loading}
        onClick={() => {
          setLoading(true);
          downloadCreditMemo(payout.id)
            .catch((error: unknown) => notify({ kind: "error", message: errorText(error) }))
            .finally(() => setLoading(false));
        }}
      >
        <IconFileTypePdf size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
