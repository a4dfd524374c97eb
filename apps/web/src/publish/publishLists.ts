import { AFFILIATE_NODE_STATES, AFFILIATE_PAGE_SIZE, PAGE_SIZES } from "@sellwerk/domain";
import type { affiliates } from "@sellwerk/contracts";
import { PUBLISH_PATHS } from "../api/publishPaths.ts";
import type { UseListOptions } from "../ui/list/useList.ts";

// The publisher area's lists (contracts affiliates/publish.ts, nodes.ts), page size 15 (spec two
// §9), checked against the API's types; written here because the bundle carries no zod schemas.

const PAGE = { pageSizes: [AFFILIATE_PAGE_SIZE, ...PAGE_SIZES], defaultPer: AFFILIATE_PAGE_SIZE } as const;
const STAGES = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  labelKey: "publish:orders.stageN",
  label: String(n),
}));

export const ORDERS_LIST: UseListOptions = {
  path: PUBLISH_PATHS.orders,
  filters: [
    { key: "program", param: "program_id", labelKey: "publish:filters.programId", control: "number", min: 1 },
    { key: "seller", param: "seller_id", labelKey: "publish:filters.sellerId", control: "number", min: 1 },
    { key: "stage", param: "stage", labelKey: "publish:filters.stage", control: "select", options: STAGES },
    { key: "date", param: "date", labelKey: "publish:filters.date", control: "dateRange" },
  ],
  sortKeys: [
    "created_at",
    "amount",
    "base_amount",
    "id",
  ] as const satisfies readonly affiliates.PublishOrdersQuery["sort_key"][],
  defaultSort: { key: "created_at", dir: "desc" },
  ...PAGE,
};

export const PROGRAMS_LIST: UseListOptions = {
  path: PUBLISH_PATHS.programs,
  filters: [
    { key: "seller", param: "seller_id", labelKey: "publish:filters.sellerId", control: "number", min: 1 },
  ],
  sortKeys: [
    "joined_at",
    "name",
    "id",
  ] as const satisfies readonly affiliates.PublishProgramsQuery["sort_key"][],
  defaultSort: { key: "joined_at", dir: "desc" },
  ...PAGE,
};

export const MARKETPLACE_LIST: UseListOptions = {
  path: PUBLISH_PATHS.marketplace,
  filters: [
    {
      key: "minCommission",
      param: "min_commission",
      labelKey: "publish:filters.minCommission",
      control: "number",
      min: 0,
      max: 100,
    },
    { key: "seller", param: "seller_id", labelKey: "publish:filters.sellerId", control: "number", min: 1 },
  ],
  sortKeys: ["newest", "commission"] as const satisfies readonly affiliates.MarketplaceQuery["sort_key"][],
  defaultSort: { key: "newest", dir: "desc" },
  ...PAGE,
};

export const NODES_LIST: UseListOptions = {
  path: PUBLISH_PATHS.nodes,
  filters: [
    {
      key: "state",
      param: "state",
      labelKey: "publish:filters.state",
      control: "select",
      options: AFFILIATE_NODE_STATES.map((s) => ({ value: s, labelKey: `publish:nodeStates.${s}` })),
    },
    { key: "waiting", param: "waiting", labelKey: "publish:filters.waiting", control: "boolean" },
    {
      key: "program",
      param: "affiliate_program_id",
      labelKey: "publish:filters.programId",
      control: "number",
      min: 1,
    },
    { key: "created", param: "created", labelKey: "publish:filters.created", control: "dateRange" },
  ],
  sortKeys: [
    "created_at",
    "id",
    "state",
  ] as const satisfies readonly affiliates.PublishNodesQuery["sort_key"][],
  defaultSort: { key: "created_at", dir: "desc" },
  ...PAGE,
};
