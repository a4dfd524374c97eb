import { EXPORT_LISTS, EXPORT_RUN_STATES, EXPORT_SCHEDULE_STATES, PAGE_SIZES } from "@sellwerk/domain";
import type { exportJobs } from "@sellwerk/contracts";
import { EXPORT_PATHS } from "../../api/exportPaths.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

const SCHEDULE_SORT = [
  "created_at",
  "id",
] as const satisfies readonly exportJobs.SchedulesQuery["sort_key"][];
const RUN_SORT = ["created_at", "id"] as const satisfies readonly exportJobs.RunsQuery["sort_key"][];

const listFilter = {
  key: "list",
  param: "list",
  labelKey: "exports:filters.list",
  control: "select",
  options: EXPORT_LISTS.map((l) => ({ value: l, labelKey: `exports:lists.${l}` })),
} as const;

/** The seller's schedules (contracts exports.ts): by list and state. */
export const SCHEDULES_LIST: UseListOptions = {
  path: EXPORT_PATHS.schedules,
  filters: [
    listFilter,
    {
      key: "state",
      param: "state",
      labelKey: "exports:filters.scheduleState",
      control: "select",
      options: EXPORT_SCHEDULE_STATES.map((s) => ({ value: s, labelKey: `exports:scheduleStates.${s}` })),
    },
  ],
  sortKeys: SCHEDULE_SORT,
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: PAGE_SIZES,
  defaultPer: 20,
};

/** The seller's runs, now and scheduled: by list and state. */
export const RUNS_LIST: UseListOptions = {
  path: EXPORT_PATHS.runs,
  filters: [
    listFilter,
    {
      key: "state",
      param: "state",
      labelKey: "exports:filters.runState",
      control: "select",
      options: EXPORT_RUN_STATES.map((s) => ({ value: s, labelKey: `exports:runStates.${s}` })),
    },
  ],
  sortKeys: RUN_SORT,
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: PAGE_SIZES,
  defaultPer: 20,
};
