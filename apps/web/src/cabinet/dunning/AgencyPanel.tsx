import { useState } from "react";
import { Alert, FileInput, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconSend, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import { downloadCsv } from "../../api/bytes.ts";
import {
  AGENCY_BATCHES_PATH,
  useAgencyBatches,
  useHandToAgency,
  useImportAgencyStatus,
} from "../../api/dunning.ts";
import { isApiError } from "../../api/client/errors.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";

/**
 * The file exchange with the collection agency (docs/dunning.md): hand every ready claim over in
 * a batch and download its file; upload the agency's status file, which applies whole or not at
 * all, each refused line named.
 */
export function AgencyPanel() {
  const { t } = useTranslation("dunning");
  const format = useFormat();
  const errorText = useErrorText();
  const batches = useAgencyBatches();
  const handOver = useHandToAgency();
  const importFile = useImportAgencyStatus();
  const [file, setFile] = useState<File | null>(null);
  // Each refused line as the API names it (line_<n>.<column>), in file order.
  const lineErrors = isApiError(importFile.error) ? importFile.error.details : [];

  const download = (id: number) =>
    downloadCsv(`${AGENCY_BATCHES_PATH}/${id}/export.csv`, {}, `agency-batch-${id}.csv`).catch(
      (error: unknown) => notify({ kind: "error", message: errorText(error) }),
    );

  const send = () =>
    handOver.mutate(undefined, {
      onSuccess: (batch) => {
        notify({ kind: "success", message: t("agency.handedOver", { count: batch.claimsCount }) });
        void download(batch.id);
      },
      onError: (error) => notify({ kind: "error", message: errorText(error) }),
    });

  const upload = async () => {
    if (!file) return;
    importFile.mutate(await file.text(), {
      onSuccess: (r) => {
        notify({ kind: "success", message: t("agency.imported", { count: r.applied }) });
        setFile(null);
      },
    });
  };

  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-label={t("agency.title")}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("agency.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("agency.description")}
        </Text>
        <Group>
          <AppButton
            leftSection={<IconSend size={16} aria-hidden />}
            loading={handOver.isPending}
            onClick={send}
          >
            {t("agency.handOver")}
          </AppButton>
        </Group>
        {(batches.data ?? []).length > 0 && (
          <List size="sm" spacing={4} aria-label={t("agency.batches")}>
            {batches.data!.map((b) => (
              <List.Item key={b.id}>
                <Group gap="xs">
                  <Text size="sm">
                    {t("agency.batch", {
                      id: b.id,
                      count: b.claimsCount,
                      date: formatDate(b.createdAt, format.locale),
                    })}
                  </Text>
                  <AppButton
                    kind="ghost"
                    size="compact-sm"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    onClick={() => void download(b.id)}
                  >
                    {t("agency.download")}
                  </AppButton>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group align="flex-end">
          <FileInput
            label={t("agency.statusFile")}
            description={t("agency.statusFileHelp")}
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            clearable
            w={360}
          />
          <AppButton
            kind="secondary"
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={importFile.isPending}
            onClick={() => void upload()}
          >
            {t("agency.import")}
          </AppButton>
        </Group>
        {importFile.isError && (
          <Alert color="red" role="alert" title={t("agency.refused")}>
            {lineErrors.length ? (
              <List size="sm">
                {lineErrors.map((d) => (
                  <List.Item key={d.param}>
                    {t("agency.lineError", { where: d.param.replace(/^line_(\d+)\./, "$1 · ") })}: {d.message}
                  </List.Item>
                ))}
              </List>
            ) : (
              errorText(importFile.error)
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
