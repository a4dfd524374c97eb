import { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE } from "@sellwerk/domain";
import type { UseListOptions } from "../../ui/list/useList.ts";
import { RECONCILIATIONS_PATH } from "../../api/reconciliations.ts";

/** GET /admin/payout_reconciliations: one run per day, newest first. */
export const RECONCILIATIONS_LIST: UseListOptions = {
  path: RECONCILIATIONS_PATH,
  filters: [
    { key: "day", param: "day", labelKey: "admin:reconciliations.filters.day", control: "dateRange" },
    {
      key: "withDifferences",
      param: "with_differences",
      labelKey: "admin:reconciliations.filters.withDifferences",
      control: "boolean",
    },
  ],
  sortKeys: ["day", "difference_count", "id"],
  defaultSort: { key: "day", dir: "desc" },
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPer: DEFAULT_PAGE_SIZE,
};
