import {
  ADMIN_LEGITIMATION_STATES,
  ADMIN_PAGE_SIZES,
  BANK_ACCOUNT_STATES,
  BANK_COUNTRIES,
  DEFAULT_PAGE_SIZE,
  LEGAL_FORMS,
  LEGITIMATION_STEPS,
  PAYOUT_CURRENCIES,
} from "@sellwerk/domain";
import {
  ADMIN_BANK_ACCOUNTS_PATH,
  ADMIN_LEGITIMATION_HISTORY_PATH,
  ADMIN_LEGITIMATIONS_PATH,
} from "../../api/verification.ts";
import type { FilterDefinition } from "../../ui/list/listTypes.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

// The three tabs of /admin/bank_accounts (spec core §2): their filters and sort keys, as the API's
// list queries accept them (docs/verification.md "Admin").

const sellerFilter: FilterDefinition = {
  key: "sellerId",
  param: "seller_id",
  labelKey: "verification:admin.filters.sellerId",
  control: "number",
  min: 1,
};

const options = (values: readonly string[], prefix: string) =>
  values.map((value) => ({ value, labelKey: `verification:${prefix}.${value}` }));

export const BANK_ACCOUNTS_LIST: UseListOptions = {
  path: ADMIN_BANK_ACCOUNTS_PATH,
  filters: [
    {
      key: "state",
      param: "state",
      labelKey: "verification:admin.filters.state",
      control: "select",
      options: options(BANK_ACCOUNT_STATES, "bankAccountStates"),
    },
    {
      key: "country",
      param: "country",
      labelKey: "verification:fields.bankCountry",
      control: "select",
      options: BANK_COUNTRIES.map((value) => ({ value, labelKey: "", label: value })),
    },
    {
      key: "currency",
      param: "currency",
      labelKey: "verification:fields.currency",
      control: "select",
      options: PAYOUT_CURRENCIES.map((value) => ({ value, labelKey: "", label: value.toUpperCase() })),
    },
    sellerFilter,
    {
      key: "created",
      param: "created",
      labelKey: "verification:admin.filters.created",
      control: "dateRange",
    },
  ],
  sortKeys: ["created_at", "state", "id"],
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPer: DEFAULT_PAGE_SIZE,
};

export const LEGITIMATIONS_LIST: UseListOptions = {
  path: ADMIN_LEGITIMATIONS_PATH,
  filters: [
    { key: "waiting", param: "waiting", labelKey: "verification:admin.filters.waiting", control: "boolean" },
    {
      key: "step",
      param: "step",
      labelKey: "verification:admin.filters.step",
      control: "select",
      options: options(LEGITIMATION_STEPS, "stepStates"),
    },
    {
      key: "adminState",
      param: "admin_state",
      labelKey: "verification:admin.filters.adminState",
      control: "select",
      options: options(ADMIN_LEGITIMATION_STATES, "adminStates"),
    },
    {
      key: "legalForm",
      param: "legal_form",
      labelKey: "verification:fields.legalForm",
      control: "select",
      options: options(LEGAL_FORMS, "legalForms"),
    },
    sellerFilter,
    {
      key: "requested",
      param: "requested",
      labelKey: "verification:admin.filters.requested",
      control: "dateRange",
    },
  ],
  sortKeys: ["requested_at", "updated_at", "id"],
  defaultSort: { key: "requested_at", dir: "desc" },
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPer: DEFAULT_PAGE_SIZE,
};

export const HISTORY_LIST: UseListOptions = {
  path: ADMIN_LEGITIMATION_HISTORY_PATH,
  filters: [
    {
      key: "adminState",
      param: "admin_state",
      labelKey: "verification:admin.filters.adminState",
      control: "select",
      options: options(ADMIN_LEGITIMATION_STATES, "adminStates"),
    },
    sellerFilter,
    {
      key: "recorded",
      param: "recorded",
      labelKey: "verification:admin.filters.recorded",
      control: "dateRange",
    },
  ],
  sortKeys: ["recorded_at", "id"],
  defaultSort: { key: "recorded_at", dir: "desc" },
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPer: DEFAULT_PAGE_SIZE,
};
