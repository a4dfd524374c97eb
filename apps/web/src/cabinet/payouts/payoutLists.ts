import { LEDGER_KINDS, PAGE_SIZES, PAYOUT_CURRENCIES, PAYOUT_STATES } from "@sellwerk/domain";
import type { payouts } from "@sellwerk/contracts";
import { payoutPaths, type PayeePrefix } from "../../api/payouts.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

// The payout area's lists (contracts payouts.ts), checked against the API's types; the values
// are written here because the browser bundle does not carry the zod schemas.

const PAYOUT_SORT = [
  "created_at",
  "amount",
  "id",
] as const satisfies readonly payouts.PayoutsQuery["sort_key"][];
const STATEMENT_SORT = [
  "created_at",
  "amount",
  "id",
] as const satisfies readonly payouts.StatementQuery["sort_key"][];
const TRANSFER_SORT = [
  "created_at",
  "amount",
  "id",
] as const satisfies readonly payouts.TransfersQuery["sort_key"][];
export const TRANSFER_STATES = [
  "pending",
  "available",
  "on_hold",
  "paid_out",
] as const satisfies readonly payouts.TransferState[];

/** The cabinet's payout lists page by 20; an area with its own size (the publisher's 15) passes it. */
const CABINET_PAGE_SIZE = 20;
const paging = (per: number) => ({
  pageSizes: [...new Set([...PAGE_SIZES, per])].sort((a, b) => a - b),
  defaultPer: per,
});

const currencyFilter = {
  key: "currency",
  param: "currency",
  labelKey: "payouts:filters.currency",
  control: "select",
  options: PAYOUT_CURRENCIES.map((c) => ({ value: c, labelKey: "", label: c.toUpperCase() })),
} as const;

export const payoutListOptions = (prefix: PayeePrefix, per = CABINET_PAGE_SIZE): UseListOptions => ({
  path: payoutPaths(prefix).payouts,
  filters: [
    {
      key: "state",
      param: "state",
      labelKey: "payouts:filters.state",
      control: "select",
      options: PAYOUT_STATES.map((s) => ({ value: s, labelKey: `payouts:states.${s}` })),
    },
    currencyFilter,
    { key: "created", param: "created", labelKey: "payouts:filters.created", control: "dateRange" },
  ],
  sortKeys: PAYOUT_SORT,
  defaultSort: { key: "created_at", dir: "desc" },
  ...paging(per),
});

export const statementListOptions = (prefix: PayeePrefix, per = CABINET_PAGE_SIZE): UseListOptions => ({
  path: payoutPaths(prefix).statement,
  filters: [
    currencyFilter,
    {
      key: "kind",
      param: "kind",
      labelKey: "payouts:filters.kind",
      control: "select",
      options: LEDGER_KINDS.map((k) => ({ value: k, labelKey: `payouts:kinds.${k}` })),
    },
    { key: "created", param: "created", labelKey: "payouts:filters.created", control: "dateRange" },
  ],
  sortKeys: STATEMENT_SORT,
  defaultSort: { key: "created_at", dir: "desc" },
  ...paging(per),
});

/** Spec two §3 transfers filters: state, transferable_type, provider, transfer_country_code, transfer_id, payout_id, batch_id. */
export const transferListOptions = (prefix: PayeePrefix, per = CABINET_PAGE_SIZE): UseListOptions => ({
  path: payoutPaths(prefix).transfers,
  filters: [
    {
      key: "state",
      param: "state",
      labelKey: "payouts:filters.state",
      control: "select",
      options: TRANSFER_STATES.map((s) => ({ value: s, labelKey: `payouts:transferStates.${s}` })),
    },
    {
      key: "transferableType",
      param: "transferable_type",
      labelKey: "payouts:filters.transferableType",
      control: "select",
      options: [{ value: "order_rate", labelKey: "payouts:transferableTypes.order_rate" }],
    },
    { key: "provider", param: "provider", labelKey: "payouts:filters.provider", control: "text" },
    { key: "country", param: "transfer_country_code", labelKey: "payouts:filters.country", control: "text" },
    {
      key: "transferId",
      param: "transfer_id",
      labelKey: "payouts:filters.transferId",
      control: "number",
      min: 1,
    },
    { key: "payoutId", param: "payout_id", labelKey: "payouts:filters.payoutId", control: "number", min: 1 },
    { key: "batch", param: "batch_id", labelKey: "payouts:filters.batch", control: "text" },
    currencyFilter,
    { key: "created", param: "created", labelKey: "payouts:filters.created", control: "dateRange" },
  ],
  sortKeys: TRANSFER_SORT,
  defaultSort: { key: "created_at", dir: "desc" },
  ...paging(per),
});
