import { Stack, Text } from "@mantine/core";
import { IconFileExport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import { useRequestExport, type AccountingBooking } from "../../api/accounting.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList, type ListController } from "../../ui/list/useList.ts";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { AccountingTabs } from "./AccountingTabs.tsx";
import { ACCOUNTING_BOOKING_LIST, datevBadgeState, exportOfBookingFilters } from "./accountingList.ts";

/**
 * /cabinet/accounting_bookings: every DATEV booking of the seller's documents and money movements,
 * with the accounting-export filters; "Export these bookings" writes the filtered period as a batch.
 */
export function AccountingBookingsPage() {
  const { t } = useTranslation("accounting");
  const list = useList<AccountingBooking>(ACCOUNTING_BOOKING_LIST);
  const columns = useBookingColumns();
  return (
    <>
      <PageTitle title={t("title")} description={t("bookingsDescription")} />
      <AccountingTabs active="bookings" />
      <ListView
        list={list}
        columns={columns}
        rowKey={(b) => b.id}
        caption={t("bookingsTitle")}
        emptyText={t("bookingsEmpty")}
        actions={<ExportFilteredButton list={list} />}
      />
    </>
  );
}

/** An export of the list's period with its filters; the period is the event-date filter. */
function ExportFilteredButton({ list }: { list: ListController<AccountingBooking> }) {
  const { t } = useTranslation("accounting");
  const errorText = useErrorText();
  const request = useRequestExport();
  const { from, till, filters } = exportOfBookingFilters(list.state.filters);
  if (!from || !till)
    return (
      <Text size="sm" c="dimmed">
        {t("exportFiltered.choosePeriod")}
      </Text>
    );
  return (
    <AppButton
      kind="secondary"
      leftSection={<IconFileExport size={16} aria-hidden />}
      loading={request.isPending}
      onClick={() =>
        request.mutate(
          { from, till, filters },
          {
            onSuccess: () => notify({ kind: "success", message: t("exportFiltered.requested") }),
            onError: (error) => notify({ kind: "error", message: errorText(error) }),
          },
        )
      }
    >
      {t("exportFiltered.button")}
    </AppButton>
  );
}

function useBookingColumns(): Column<AccountingBooking>[] {
  const { t } = useTranslation("accounting");
  const format = useFormat();
  return [
    {
      key: "date",
      header: t("bookingColumns.eventDate"),
      sortKey: "event_date",
      render: (b) => formatDate(b.eventDate, format.locale),
    },
    {
      key: "type",
      header: t("bookingColumns.bookingType"),
      render: (b) => t(`bookingTypes.${b.bookingType}`),
    },
    {
      key: "text",
      header: t("bookingColumns.text"),
      render: (b) => (
        <Stack gap={0}>
          <Text size="sm">{b.text}</Text>
          <Text size="xs" c="dimmed">
            {b.eventKey}
          </Text>
        </Stack>
      ),
    },
    {
      key: "amount",
      header: t("bookingColumns.amount"),
      sortKey: "amount",
      align: "right",
      render: (b) => `${format.money(b.amount, b.currency)} ${t(`sides.${b.side}`)}`,
    },
    { key: "sellerAccount", header: t("bookingColumns.sellerAccount"), render: (b) => b.sellerAccount },
    { key: "genAccount", header: t("bookingColumns.genAccount"), render: (b) => b.genAccount },
    { key: "taxKey", header: t("bookingColumns.taxKey"), render: (b) => b.taxKey || "–" },
    {
      key: "documentField1",
      header: t("bookingColumns.documentField1"),
      render: (b) => b.documentField1 || "–",
    },
    {
      key: "export",
      header: t("bookingColumns.export"),
      render: (b) =>
        b.datevState ? (
          <Stack gap={2}>
            <StatusBadge state={datevBadgeState(b.datevState)} label={t(`states.${b.datevState}`)} />
            <Text size="xs" c="dimmed">
              {`#${b.exportId} · ${t(`exportStatuses.${b.datevExportStatus}`)}`}
            </Text>
          </Stack>
        ) : (
          t("bookingColumns.notExported")
        ),
    },
  ];
}
