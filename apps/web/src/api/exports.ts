import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { exportJobs } from "@sellwerk/contracts";
import type { ExportList } from "@sellwerk/domain";
import { api } from "./instance.ts";
import { fetchBytes, saveBlob } from "./bytes.ts";
import { EXPORT_PATHS } from "./exportPaths.ts";

// Export jobs with progress and scheduled exports (docs/exports.md), camelCase as the client hands them out.

export { EXPORT_PATHS };

export interface ExportRun {
  id: number;
  list: ExportList;
  scheduleId: number | null;
  periodKey: string | null;
  state: exportJobs.ExportRun["state"];
  failureReason: string | null;
  rowsTotal: number;
  rowsDone: number;
  progress: number;
  fileSize: number | null;
  downloadUrl: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface ExportSchedule {
  id: number;
  list: ExportList;
  filters: Record<string, string | string[]>;
  columns: string[] | null;
  frequency: exportJobs.ExportSchedule["frequency"];
  weekday: number | null;
  monthDay: number | null;
  delivery: exportJobs.ExportSchedule["delivery"];
  recipients: string[];
  state: exportJobs.ExportSchedule["state"];
  lastRun: ExportRun | null;
  createdAt: string;
}

export interface ScheduleRequest {
  list: ExportList;
  filters: Record<string, string>;
  frequency: ExportSchedule["frequency"];
  weekday: number | null;
  monthDay: number | null;
  delivery: ExportSchedule["delivery"];
  recipients: string[];
}

/** How often a running export is asked for its progress. */
const POLL_MS = 1000;

export function useStartExportRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { list: ExportList; filters: Record<string, string> }) =>
      api.post<{ exportRun: ExportRun }>(EXPORT_PATHS.runs, body, { suppressErrors: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [EXPORT_PATHS.runs] }),
  });
}

/** One run, asked again every second until it is done or failed. */
export function useExportRun(id: number | null) {
  return useQuery({
    queryKey: [EXPORT_PATHS.runs, id],
    enabled: id !== null,
    queryFn: ({ signal }) => api.get<{ exportRun: ExportRun }>(`${EXPORT_PATHS.runs}/${id}`, { signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.exportRun.state;
      return state === "done" || state === "failed" ? false : POLL_MS;
    },
  });
}

/** A done run's file, saved as `<list>_<period or day>.csv`. */
export async function downloadRun(run: ExportRun): Promise<void> {
  const blob = await fetchBytes(`${EXPORT_PATHS.runs}/${run.id}/download`, "text/csv");
  saveBlob(blob, `${run.list}_${run.periodKey ?? run.createdAt.slice(0, 10)}.csv`);
}

export function useCreateSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleRequest) =>
      api.post<{ exportSchedule: ExportSchedule }>(EXPORT_PATHS.schedules, body, { suppressErrors: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [EXPORT_PATHS.schedules] }),
  });
}

export type ScheduleAction = "pause" | "resume" | "delete" | "run_now";

/** Pause, resume, delete or run a schedule now; the schedules and runs lists are read again. */
export function useScheduleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ScheduleAction }) => {
      const path = `${EXPORT_PATHS.schedules}/${id}`;
      if (action === "delete") return api.delete(path, undefined, { suppressErrors: true });
      if (action === "run_now") return api.post(`${path}/run_now`, {}, { suppressErrors: true });
      return api.patch(path, { state: action === "pause" ? "paused" : "active" }, { suppressErrors: true });
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: [EXPORT_PATHS.schedules] });
      await client.invalidateQueries({ queryKey: [EXPORT_PATHS.runs] });
    },
  });
}
