import { useEffect, useState } from "react";
import { Alert, Group, Paper, Progress, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconDownload, IconFileExport } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import { fieldErrors } from "../../api/client/errors.ts";
import { useDownloadExport, useRequestExport, type AccountingExport } from "../../api/accounting.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { AccountingSettingsPanel } from "./AccountingSettingsPanel.tsx";
import { AccountingTabs } from "./AccountingTabs.tsx";
import { ACCOUNTING_EXPORT_LIST, datevBadgeState } from "./accountingList.ts";

/** How often the list asks again while an export is being generated. */
const POLL_MS = 2000;

/** /cabinet/accounting_exports: ask for a DATEV export of a month or period, watch it, download it. */
export function AccountingExportsPage() {
  const { t } = useTranslation("accounting");
  const list = useList<AccountingExport>(ACCOUNTING_EXPORT_LIST);
  const columns = useExportColumns();
  const busy = list.data?.list.some((e) => e.datevState === "pending" || e.datevState === "generating");
  const { refetch } = list;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [busy, refetch]);
  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <AccountingTabs active="exports" />
      <Stack gap="lg">
        <RequestExportForm />
        <ListView
          list={list}
          columns={columns}
          rowKey={(e) => e.id}
          caption={t("listTitle")}
          emptyText={t("empty")}
        />
        <AccountingSettingsPanel />
      </Stack>
    </>
  );
}

function RequestExportForm() {
  const { t } = useTranslation("accounting");
  const errorText = useErrorText();
  const request = useRequestExport();
  const [mode, setMode] = useState<"month" | "period">("month");
  const [month, setMonth] = useState(() => new Date().toISOString().slice(0, 7));
  const [from, setFrom] = useState("");
  const [till, setTill] = useState("");
  const server = fieldErrors(request.error);
  const submit = () =>
    request.mutate(mode === "month" ? { month } : { from, till }, {
      onSuccess: () => notify({ kind: "success", message: t("requested") }),
    });
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        aria-label={t("request.title")}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text fw={600}>{t("request.title")}</Text>
          {request.isError && Object.keys(server).length === 0 && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errorText(request.error)}
            </Alert>
          )}
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v)}
            data={[
              { value: "month", label: t("request.month") },
              { value: "period", label: t("request.period") },
            ]}
            w="fit-content"
          />
          <Group align="flex-end">
            {mode === "month" ? (
              <TextField
                type="month"
                label={t("request.month")}
                value={month}
                onChange={setMonth}
                error={server.month}
                required
              />
            ) : (
              <>
                <TextField
                  type="date"
                  label={t("request.from")}
                  value={from}
                  onChange={setFrom}
                  error={server.from}
                  required
                />
                <TextField
                  type="date"
                  label={t("request.till")}
                  value={till}
                  onChange={setTill}
                  error={server.till}
                  required
                />
              </>
            )}
            <AppButton
              type="submit"
              leftSection={<IconFileExport size={16} aria-hidden />}
              loading={request.isPending}
            >
              {t("request.submit")}
            </AppButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t("request.hint")}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

function useExportColumns(): Column<AccountingExport>[] {
  const { t } = useTranslation("accounting");
  const format = useFormat();
  const download = useDownloadExport();
  const errorText = useErrorText();
  const day = (iso: string | null) => (iso ? formatDate(iso, format.locale) : "–");
  return [
    { key: "id", header: t("columns.id"), sortKey: "id", render: (e) => `#${e.id}` },
    {
      key: "period",
      header: t("columns.period"),
      render: (e) => {
        const conditions = Object.keys(e.filters).length;
        return (
          <Stack gap={0}>
            <Text size="sm">{`${day(e.periodFrom)} – ${day(e.periodTill)}`}</Text>
            {conditions > 0 && (
              <Text size="xs" c="dimmed">
                {t("filtered", { count: conditions })}
              </Text>
            )}
            {e.supersededById !== null && (
              <Text size="xs" c="dimmed">
                {t("supersededBy", { id: e.supersededById })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: "state",
      header: t("columns.datevState"),
      render: (e) => (
        <Stack gap={4} miw={120}>
          <StatusBadge state={datevBadgeState(e.datevState)} label={t(`states.${e.datevState}`)} />
          {e.failureMessage && (
            <Text size="xs" c="red">
              {e.failureMessage}
            </Text>
          )}
          {e.datevState === "generating" && (
            <Progress value={e.progress} aria-label={t("progress", { progress: e.progress })} />
          )}
        </Stack>
      ),
    },
    {
      key: "status",
      header: t("columns.datevExportStatus"),
      render: (e) => t(`exportStatuses.${e.datevExportStatus}`),
    },
    {
      key: "bookings",
      header: t("columns.bookings"),
      align: "right",
      render: (e) => t("bookings", { documents: e.documentsCount, bookings: e.bookingsCount }),
    },
    { key: "created", header: t("columns.created"), sortKey: "created_at", render: (e) => day(e.createdAt) },
    {
      key: "download",
      header: t("columns.file"),
      render: (e) =>
        e.datevState === "generated" ? (
          <AppButton
            size="xs"
            kind="secondary"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() =>
              download.mutate(e, { onError: (error) => notify({ kind: "error", message: errorText(error) }) })
            }
          >
            {t("download")}
          </AppButton>
        ) : (
          "–"
        ),
    },
  ];
}
