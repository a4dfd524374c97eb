import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentTicket } from "../../api/paymentTicketTypes.ts";
import { PAYMENT_TICKETS_PATH } from "../../api/paymentTicketTypes.ts";
import { useTicketEvents } from "../../api/paymentTickets.ts";
import { CsvExportButton } from "../../ui/list/CsvExportButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { PaymentTicketsTabs } from "./PaymentTicketsTabs.tsx";
import { paymentTicketsListOptions } from "./paymentTicketsList.ts";
import { usePaymentTicketColumns } from "./usePaymentTicketColumns.tsx";

/**
 * /cabinet/payment_tickets/details: every ticket sold, by event and state, and the payment ticket
 * CSV of spec core §3 with the same filters and search.
 */
export function PaymentTicketsPage() {
  const { t } = useTranslation("fulfilment");
  const events = useTicketEvents();
  const options = useMemo(() => paymentTicketsListOptions(events.data ?? []), [events.data]);
  const list = useList<PaymentTicket>(options);
  const columns = usePaymentTicketColumns();
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
          <CsvExportButton
            list={list}
            path={`${PAYMENT_TICKETS_PATH}/export.csv`}
            filename="payment-tickets.csv"
          />
        }
      />
    </>
  );
}
