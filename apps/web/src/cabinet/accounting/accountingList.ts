import { DATEV_EXPORT_STATUSES, DATEV_STATES, PAGE_SIZES } from "@sellwerk/domain";
import type { accounting } from "@sellwerk/contracts";
import { ACCOUNTING_PATHS } from "../../api/accountingPaths.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

const SORT = ["created_at", "id"] as const satisfies readonly accounting.ExportsQuery["sort_key"][];

/** The exports list (contracts accounting.ts): state, export status and the period (event_date). */
export const ACCOUNTING_EXPORT_LIST: UseListOptions = {
  path: ACCOUNTING_PATHS.exports,
  filters: [
    {
      key: "datevState",
      param: "datev_state",
      labelKey: "accounting:filters.datevState",
      control: "select",
      options: DATEV_STATES.map((s) => ({ value: s, labelKey: `accounting:states.${s}` })),
    },
    {
      key: "datevExportStatus",
      param: "datev_export_status",
      labelKey: "accounting:filters.datevExportStatus",
      control: "select",
      options: DATEV_EXPORT_STATUSES.map((s) => ({ value: s, labelKey: `accounting:exportStatuses.${s}` })),
    },
    { key: "eventDate", param: "event_date", labelKey: "accounting:filters.eventDate", control: "dateRange" },
  ],
  sortKeys: SORT,
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: PAGE_SIZES,
  defaultPer: 20,
};
