import { ActionIcon, Tooltip } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { InvoiceListItem } from "../../api/invoiceTypes.ts";

/** "Correct" on an invoice in force: opens the correction form. */
export function CorrectInvoiceButton({
  invoice,
  onCorrect,
}: {
  invoice: InvoiceListItem;
  onCorrect: () => void;
}) {
  const { t } = useTranslation("billing");
  const label = t("list.correct", { number: invoice.number });
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onCorrect}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
