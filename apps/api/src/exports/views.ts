import type { exportJobs } from "@sellwerk/contracts";
import type {
  ExportDelivery,
  ExportFrequency,
  ExportList,
  ExportRunState,
  ExportScheduleState,
} from "@sellwerk/domain";
import { API } from "../platform/http/route.ts";
import type { exportRuns, exportSchedules } from "./tables.ts";

type RunRow = typeof exportRuns.$inferSelect;
type ScheduleRow = typeof exportSchedules.$inferSelect;

export function runView(row: RunRow): exportJobs.ExportRun {
  const state = row.state as ExportRunState;
  const progress =
    state === "done"
      ? 100
      : row.rowsTotal > 0
        ? Math.min(99, Math.floor((row.rowsDone * 100) / row.rowsTotal))
        : 0;
  return {
    id: row.id,
    list: row.list as ExportList,
    schedule_id: row.scheduleId,
    period_key: row.periodKey,
    state,
    failure_reason: row.failureReason,
    rows_total: row.rowsTotal,
    rows_done: row.rowsDone,
    progress,
    file_size: row.fileSize,
    download_url: state === "done" ? `${API}/cabinet/exports/runs/${row.id}/download` : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export function scheduleView(row: ScheduleRow, lastRun: RunRow | undefined): exportJobs.ExportSchedule {
  return {
    id: row.id,
    list: row.list as ExportList,
    filters: row.filters,
    columns: row.columns,
    frequency: row.frequency as ExportFrequency,
    weekday: row.weekday,
    month_day: row.monthDay,
    delivery: row.delivery as ExportDelivery,
    recipients: row.recipients,
    state: row.state as ExportScheduleState,
    last_run: lastRun ? runView(lastRun) : null,
    created_at: row.createdAt.toISOString(),
  };
}
