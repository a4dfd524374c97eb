import { useState } from "react";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ExportList } from "@sellwerk/domain";
import { downloadCsv } from "../../api/bytes.ts";
import { useStartExportRun } from "../../api/exports.ts";
import { AppButton } from "../AppButton.tsx";
import { notify } from "../notify.ts";
import { useErrorText } from "../useErrorText.ts";
import type { ListController } from "./useList.ts";
import { exportFilters } from "./exportFilters.ts";
import { ExportProgressModal } from "./ExportProgressModal.tsx";

/**
 * "Export CSV" beside a list: the export takes the list's filters and search as they stand, so
 * the file holds what the seller is looking at (every page of it). With `job`, the file is made
 * by an export job whose progress a dialog shows (lists that grow large); without, it downloads
 * at once.
 */
export function CsvExportButton<T>({
  list,
  path,
  filename,
  job,
}: {
  list: ListController<T>;
  /** The API path of the export (…/export.csv). */
  path: string;
  filename: string;
  /** The list's name for an export job (exports context). */
  job?: ExportList;
}) {
  const { t } = useTranslation("common");
  const errorText = useErrorText();
  const [exporting, setExporting] = useState(false);
  const start = useStartExportRun();
  const [runId, setRunId] = useState<number | null>(null);

  const exportCsv = () => {
    const filters = exportFilters(list);
    if (job) {
      start.mutate(
        { list: job, filters },
        {
          onSuccess: (answer) => setRunId(answer.exportRun.id),
          onError: (error) => notify({ kind: "error", message: errorText(error) }),
        },
      );
      return;
    }
    setExporting(true);
    downloadCsv(path, filters, filename)
      .catch((error: unknown) => notify({ kind: "error", message: errorText(error) }))
      .finally(() => setExporting(false));
  };

  return (
    <>
      <AppButton
        kind="secondary"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={exporting || start.isPending}
        onClick={exportCsv}
      >
        {t("list.export")}
      </AppButton>
      {runId !== null && <ExportProgressModal runId={runId} onClose={() => setRunId(null)} />}
    </>
  );
}
