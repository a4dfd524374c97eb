import { useMemo, useState } from "react";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PaymentTicket } from "../../api/paymentTicketTypes.ts";
import { downloadPaymentTicketsCsv, useTicketEvents } from "../../api/paymentTickets.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { PaymentTicketsTabs } from "./PaymentTicketsTabs.tsx";
import { paymentTicketsListOptions } from "./paymentTicketsList.ts";
import { usePaymentTicketColumns } from "./usePaymentTicketColumns.tsx";

/**
 * /cabinet/payment_tickets/details: every ticket sold, by event and state, and the payment ticket
 * CSV of spec core §3 with the same filters and search.
 */
export function PaymentTicketsPage() {
  const { t } = useTranslation("fulfilment");
  const errorText = useErrorText();
  const events = useTicketEvents();
  const options = useMemo(() => paymentTicketsListOptions(events.data ?? []), [events.data]);
  const list = useList<PaymentTicket>(options);
  const columns = usePaymentTicketColumns();
  const [exporting, setExporting] = useState(false);

  const exportCsv = () => {
    const filters: Record<string, string> = {};
    for (const [param, value] of Object.entries(list.state.filters))
      if (typeof value === "string") filters[param] = value;
    if (list.state.query) filters.query = list.state.query;
    setExporting(true);
    downloadPaymentTicketsCsv(filters)
      .catch((error: unknown) => notify({ kind: "error", message: errorText(error) }))
      .finally(() => setExporting(false));
  };

  return (
    <>
      <PageTitle title={t("list.title")} description={t("list.description")} />
      <PaymentTicketsTabs active="details" />
      <ListView
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        caption={t("list.title")}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        actions={
          <AppButton
            kind="secondary"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={exportCsv}
          >
            {t("list.export")}
          </AppButton>
        }
      />
    </>
  );
}
