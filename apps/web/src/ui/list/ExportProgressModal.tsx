import { useState } from "react";
import { Alert, Group, Progress, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { downloadRun, useExportRun } from "../../api/exports.ts";
import { AppButton } from "../AppButton.tsx";
import { AppModal } from "../AppModal.tsx";
import { notify } from "../notify.ts";
import { useErrorText } from "../useErrorText.ts";
import { useFormat } from "../useFormat.ts";

/**
 * An export job as it runs: rows written of rows found on a progress bar (asked every second),
 * then the download. Closing it leaves the job running; its file stays under Exports.
 */
export function ExportProgressModal({ runId, onClose }: { runId: number; onClose: () => void }) {
  const { t } = useTranslation("exports");
  const format = useFormat();
  const errorText = useErrorText();
  const query = useExportRun(runId);
  const run = query.data?.exportRun;
  const [saving, setSaving] = useState(false);
  const save = () => {
    if (!run) return;
    setSaving(true);
    downloadRun(run)
      .then(onClose)
      .catch((error: unknown) => notify({ kind: "error", message: errorText(error) }))
      .finally(() => setSaving(false));
  };
  const counted = (n: number) => format.number(n);
  return (
    <AppModal opened onClose={onClose} title={t("progress.title")}>
      <Stack gap="sm">
        {run?.state === "failed" ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t("progress.failed", { reason: run.failureReason ?? "" })}
          </Alert>
        ) : (
          <>
            <Progress
              value={run?.progress ?? 0}
              animated={run?.state !== "done"}
              aria-label={t("progress.percent", { progress: run?.progress ?? 0 })}
            />
            <Text size="sm" aria-live="polite">
              {run?.state === "done"
                ? t("progress.done", { rows: counted(run.rowsDone) })
                : run && run.rowsTotal > 0
                  ? t("progress.rows", { done: counted(run.rowsDone), total: counted(run.rowsTotal) })
                  : t("progress.counting")}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <AppButton kind="secondary" onClick={onClose}>
            {t("progress.close")}
          </AppButton>
          <AppButton
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={run?.state !== "done"}
            loading={saving}
            onClick={save}
          >
            {t("progress.download")}
          </AppButton>
        </Group>
      </Stack>
    </AppModal>
  );
}
