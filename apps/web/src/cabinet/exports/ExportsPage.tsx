import { useEffect } from "react";
import { Group, Progress, Stack, Tabs, Text } from "@mantine/core";
import { IconDownload, IconPlayerPause, IconPlayerPlay, IconSend, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { formatDate } from "@sellwerk/domain";
import {
  downloadRun,
  useScheduleAction,
  type ExportRun,
  type ExportSchedule,
  type ScheduleAction,
} from "../../api/exports.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { RUNS_LIST, SCHEDULES_LIST } from "./exportsLists.ts";

/** How often the lists ask again while a run is pending or running. */
const POLL_MS = 2000;
const RUNS_PATH = "/cabinet/exports/runs";

/**
 * /cabinet/exports: the seller's scheduled exports (pause, resume, run now, delete) and, on the
 * second tab (/cabinet/exports/runs), every export run with its state, progress and file.
 */
export function ExportsPage() {
  const { t } = useTranslation("exports");
  const navigate = useNavigate();
  const runsTab = useLocation().pathname.startsWith(RUNS_PATH);
  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <Tabs
        value={runsTab ? "runs" : "schedules"}
        onChange={(tab) => void navigate(tab === "runs" ? RUNS_PATH : "/cabinet/exports")}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="schedules">{t("tabs.schedules")}</Tabs.Tab>
          <Tabs.Tab value="runs">{t("tabs.runs")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {runsTab ? <RunsList /> : <SchedulesList />}
    </>
  );
}

/** Asks a list again every few seconds while one of its runs is under way. */
function usePollWhile(busy: boolean | undefined, refetch: () => unknown) {
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [busy, refetch]);
}

const underWay = (run: ExportRun | null) => run?.state === "pending" || run?.state === "running";

function SchedulesList() {
  const { t } = useTranslation("exports");
  const list = useList<ExportSchedule>(SCHEDULES_LIST);
  usePollWhile(
    list.data?.list.some((s) => underWay(s.lastRun)),
    list.refetch,
  );
  const columns = useScheduleColumns();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("schedulesHint")}
      </Text>
      <ListView
        list={list}
        columns={columns}
        rowKey={(s) => s.id}
        caption={t("tabs.schedules")}
        searchLabel={t("search.schedules")}
        emptyText={t("emptySchedules")}
      />
    </Stack>
  );
}

function RunsList() {
  const { t } = useTranslation("exports");
  const list = useList<ExportRun>(RUNS_LIST);
  usePollWhile(list.data?.list.some(underWay), list.refetch);
  const columns = useRunColumns();
  return (
    <ListView
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      caption={t("tabs.runs")}
      searchLabel={t("search.runs")}
      emptyText={t("emptyRuns")}
    />
  );
}

function RunState({ run }: { run: ExportRun }) {
  const { t } = useTranslation("exports");
  return (
    <Stack gap={4} miw={140}>
      <StatusBadge
        state={run.state === "done" ? "successful" : run.state === "failed" ? "error" : run.state}
        label={t(`runStates.${run.state}`)}
      />
      {run.state === "running" && (
        <Progress value={run.progress} aria-label={t("progress.percent", { progress: run.progress })} />
      )}
      {run.failureReason && (
        <Text size="xs" c="red">
          {run.failureReason}
        </Text>
      )}
    </Stack>
  );
}

function DownloadButton({ run }: { run: ExportRun }) {
  const { t } = useTranslation("exports");
  const errorText = useErrorText();
  if (run.state !== "done") return "–";
  return (
    <AppButton
      size="xs"
      kind="secondary"
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() =>
        downloadRun(run).catch((error: unknown) => notify({ kind: "error", message: errorText(error) }))
      }
    >
      {t("progress.download")}
    </AppButton>
  );
}

function useScheduleColumns(): Column<ExportSchedule>[] {
  const { t } = useTranslation("exports");
  const format = useFormat();
  const errorText = useErrorText();
  const action = useScheduleAction();
  const act = (id: number, kind: ScheduleAction) =>
    action.mutate(
      { id, action: kind },
      {
        onSuccess: () => notify({ kind: "success", message: t(`actionDone.${kind}`) }),
        onError: (error) => notify({ kind: "error", message: errorText(error) }),
      },
    );
  const when = (s: ExportSchedule) =>
    s.frequency === "weekly"
      ? t("when.weekly", { day: t(`weekdays.${s.weekday ?? 1}`) })
      : s.frequency === "monthly"
        ? t("when.monthly", { day: s.monthDay ?? 1 })
        : t("when.daily");
  return [
    { key: "id", header: t("columns.id"), sortKey: "id", render: (s) => `#${s.id}` },
    { key: "list", header: t("columns.list"), render: (s) => t(`lists.${s.list}`) },
    {
      key: "when",
      header: t("columns.when"),
      render: (s) => (
        <Stack gap={2}>
          <Text size="sm">{when(s)}</Text>
          <Text size="xs" c="dimmed">
            {t("filterCount", { count: Object.keys(s.filters).length })}
          </Text>
        </Stack>
      ),
    },
    {
      key: "delivery",
      header: t("columns.delivery"),
      render: (s) => (
        <Stack gap={2}>
          <Text size="sm">{t(`deliveries.${s.delivery}`)}</Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
            {s.recipients.join(", ")}
          </Text>
        </Stack>
      ),
    },
    {
      key: "state",
      header: t("columns.state"),
      render: (s) => (
        <StatusBadge
          state={s.state === "active" ? "active" : "paused"}
          label={t(`scheduleStates.${s.state}`)}
        />
      ),
    },
    {
      key: "lastRun",
      header: t("columns.lastRun"),
      render: (s) =>
        s.lastRun ? (
          <Stack gap={2}>
            <RunState run={s.lastRun} />
            <Text size="xs" c="dimmed">
              {formatDate(s.lastRun.createdAt, format.locale)}
            </Text>
          </Stack>
        ) : (
          t("never")
        ),
    },
    {
      key: "actions",
      header: t("columns.actions"),
      render: (s) => (
        <Group gap={6} wrap="nowrap">
          {s.state === "active" ? (
            <AppButton
              size="xs"
              kind="secondary"
              leftSection={<IconPlayerPause size={14} aria-hidden />}
              onClick={() => act(s.id, "pause")}
            >
              {t("actions.pause")}
            </AppButton>
          ) : (
            <AppButton
              size="xs"
              kind="secondary"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              onClick={() => act(s.id, "resume")}
            >
              {t("actions.resume")}
            </AppButton>
          )}
          <AppButton
            size="xs"
            kind="secondary"
            leftSection={<IconSend size={14} aria-hidden />}
            onClick={() => act(s.id, "run_now")}
          >
            {t("actions.runNow")}
          </AppButton>
          <AppButton
            size="xs"
            kind="secondary"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => act(s.id, "delete")}
            aria-label={t("actions.deleteLabel", { id: s.id })}
          >
            {t("actions.delete")}
          </AppButton>
        </Group>
      ),
    },
  ];
}

function useRunColumns(): Column<ExportRun>[] {
  const { t } = useTranslation("exports");
  const format = useFormat();
  return [
    { key: "id", header: t("columns.id"), sortKey: "id", render: (r) => `#${r.id}` },
    { key: "list", header: t("columns.list"), render: (r) => t(`lists.${r.list}`) },
    {
      key: "origin",
      header: t("columns.origin"),
      render: (r) =>
        r.scheduleId === null
          ? t("origin.now")
          : t("origin.schedule", { id: r.scheduleId, period: r.periodKey ?? t("origin.runNow") }),
    },
    { key: "state", header: t("columns.state"), render: (r) => <RunState run={r} /> },
    {
      key: "rows",
      header: t("columns.rows"),
      align: "right",
      render: (r) => t("rows", { done: format.number(r.rowsDone), total: format.number(r.rowsTotal) }),
    },
    {
      key: "created",
      header: t("columns.created"),
      sortKey: "created_at",
      render: (r) => formatDate(r.createdAt, format.locale),
    },
    { key: "file", header: t("columns.file"), render: (r) => <DownloadButton run={r} /> },
  ];
}
