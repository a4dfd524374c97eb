import { PAGE_SIZES } from "@sellwerk/domain";
import type { fulfilment } from "@sellwerk/contracts";
import { SELLER_TASKS_PATH, type SellerTaskState } from "../../api/sellerTaskTypes.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

// The API's list contract (contracts fulfilment.ts), checked against its types; the values are
// written here because the browser bundle does not carry the zod schemas.
type TasksQuery = fulfilment.SellerTasksQuery;
const SORT_KEYS = ["created_at", "id"] as const satisfies readonly TasksQuery["sort_key"][];
export const SELLER_TASK_STATES = ["open", "done"] as const satisfies readonly SellerTaskState[];

/** GET /cabinet/seller_tasks: by state, searched by buyer, service or order; newest first. */
export const sellerTasksListOptions: UseListOptions = {
  path: SELLER_TASKS_PATH,
  filters: [
    {
      key: "state",
      param: "state",
      labelKey: "fulfilment:tasks.filters.state",
      control: "select",
      options: SELLER_TASK_STATES.map((s) => ({ value: s, labelKey: `fulfilment:tasks.states.${s}` })),
    },
  ],
  sortKeys: SORT_KEYS,
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: PAGE_SIZES,
  defaultPer: 20,
};
