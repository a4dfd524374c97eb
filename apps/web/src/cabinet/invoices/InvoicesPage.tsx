import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Group } from "@mantine/core";
import { INVOICES_PATH, type InvoiceListItem } from "../../api/invoiceTypes.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { CsvExportButton } from "../../ui/list/CsvExportButton.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { ScheduleExportButton } from "../../ui/list/ScheduleExportButton.tsx";
import { useList } from "../../ui/list/useList.ts";
import { invoicesListOptions } from "./invoicesList.ts";
import { useInvoiceColumns } from "./useInvoiceColumns.tsx";
import { CorrectInvoiceModal } from "./CorrectInvoiceModal.tsx";

/** /cabinet/invoices: the seller's invoices and reversals (spec two §2), searchable and filtered. */
export function InvoicesPage() {
  const { t } = useTranslation("billing");
  const list = useList<InvoiceListItem>(invoicesListOptions);
  const [correcting, setCorrecting] = useState<InvoiceListItem | null>(null);
  const columns = useInvoiceColumns({ onCorrect: setCorrecting });
  return (
    <>
      <PageTitle title={t("list.title")} description={t("list.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(i) => i.id}
        caption={t("list.title")}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        actions={
          <Group gap="xs">
            <CsvExportButton
              list={list}
              path={`${INVOICES_PATH}/export.csv`}
              filename="invoices.csv"
              job="invoices"
            />
            <ScheduleExportButton list={list} exportList="invoices" />
          </Group>
        }
      />
      {correcting && <CorrectInvoiceModal invoice={correcting} onClose={() => setCorrecting(null)} />}
    </>
  );
}
