import { useState } from "react";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { downloadCsv } from "../../api/bytes.ts";
import { AppButton } from "../AppButton.tsx";
import { notify } from "../notify.ts";
import { useErrorText } from "../useErrorText.ts";
import type { ListController } from "./useList.ts";

/**
 * "Export CSV" beside a list: the export takes the list's filters and search as they stand, so
 * the file holds what the seller is looking at (every page of it).
 */
export function CsvExportButton<T>({
  list,
  path,
  filename,
}: {
  list: ListController<T>;
  /** The API path of the export (…/export.csv). */
  path: string;
  filename: string;
}) {
  const { t } = useTranslation("common");
  const errorText = useErrorText();
  const [exporting, setExporting] = useState(false);

  const exportCsv = () => {
    const filters: Record<string, string> = {};
    for (const [param, value] of Object.entries(list.state.filters))
      if (typeof value === "string") filters[param] = value;
    if (list.state.query) filters.query = list.state.query;
    setExporting(true);
    downloadCsv(path, filters, filename)
      .catch((error: unknown) => notify({ kind: "error", message: errorText(error) }))
      .finally(() => setExporting(false));
  };

  return (
    <AppButton
      kind="secondary"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting}
      onClick={exportCsv}
    >
      {t("list.export")}
    </AppButton>
  );
}
