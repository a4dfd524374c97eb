import { useState } from "react";
import { ActionIcon, Tooltip } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { downloadInvoicePdf } from "../../api/invoices.ts";
import type { InvoiceListItem } from "../../api/invoiceTypes.ts";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";

/** Downloads the document's PDF (fetched with the seller's token, which a plain link cannot send). */
export function InvoiceDownloadButton({ invoice }: { invoice: Pick<InvoiceListItem, "id" | "number"> }) {
  const { t } = useTranslation("billing");
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const label = t("list.download", { number: invoice.number });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        loading={busy}
        onClick={() => {
          setBusy(true);
          downloadInvoicePdf(invoice)
            .catch((error: unknown) => notify({ kind: "error", message: errorText(error) }))
            .finally(() => setBusy(false));
        }}
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
