import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { InvoiceListItem } from "../../api/invoiceTypes.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
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
      />
      {correcting && <CorrectInvoiceModal invoice={correcting} onClose={() => setCorrecting(null)} />}
    </>
  );
}
