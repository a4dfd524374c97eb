import {
  BOOKING_ACCESS_VALUES,
  DATEV_BOOKING_TYPES,
  DATEV_EXPORT_STATUSES,
  DATEV_STATES,
  PAGE_SIZES,
} from "@sellwerk/domain";
import type { accounting } from "@sellwerk/contracts";
import { ACCOUNTING_PATHS } from "../../api/accountingPaths.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";
import type { FilterDefinition } from "../../ui/list/listTypes.ts";

/** A yes/no filter on whether a booking field is set (gen_account_present, w_document_field_1_present). */
const PRESENCE = [
  { value: "true", labelKey: "accounting:filters.present" },
  { value: "false", labelKey: "accounting:filters.absent" },
];

/** An export's state and export status: filters of the exports and of the bookings they wrote. */
const EXPORT_STATE_FILTERS: FilterDefinition[] = [
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
];

const SORT = ["created_at", "id"] as const satisfies readonly accounting.ExportsQuery["sort_key"][];

/** The exports list (contracts accounting.ts): state, export status and the period (event_date). */
export const ACCOUNTING_EXPORT_LIST: UseListOptions = {
  path: ACCOUNTING_PATHS.exports,
  filters: [
    ...EXPORT_STATE_FILTERS,
    { key: "eventDate", param: "event_date", labelKey: "accounting:filters.eventDate", control: "dateRange" },
  ],
  sortKeys: SORT,
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: PAGE_SIZES,
  defaultPer: 20,
};

const BOOKING_SORT = [
  "event_date",
  "amount",
  "id",
] as const satisfies readonly accounting.BookingsQuery["sort_key"][];

/** The bookings list (spec two §3 "accounting export" filters); an export takes the same filters. */
export const ACCOUNTING_BOOKING_LIST: UseListOptions = {
  path: ACCOUNTING_PATHS.bookings,
  filters: [
    { key: "eventDate", param: "event_date", labelKey: "accounting:filters.eventDate", control: "dateRange" },
    {
      key: "bookingType",
      param: "booking_type",
      labelKey: "accounting:filters.bookingType",
      control: "select",
      options: DATEV_BOOKING_TYPES.map((s) => ({ value: s, labelKey: `accounting:bookingTypes.${s}` })),
    },
    {
      key: "sellerAccount",
      param: "seller_account",
      labelKey: "accounting:filters.sellerAccount",
      control: "text",
    },
    { key: "genAccount", param: "gen_account", labelKey: "accounting:filters.genAccount", control: "text" },
    {
      key: "genAccountPresent",
      param: "gen_account_present",
      labelKey: "accounting:filters.genAccountPresent",
      control: "select",
      options: PRESENCE,
    },
    {
      key: "documentField1",
      param: "document_field_1",
      labelKey: "accounting:filters.documentField1",
      control: "text",
    },
    {
      key: "documentField1Present",
      param: "w_document_field_1_present",
      labelKey: "accounting:filters.documentField1Present",
      control: "select",
      options: PRESENCE,
    },
    { key: "eventKey", param: "event_key", labelKey: "accounting:filters.eventKey", control: "text" },
    {
      key: "access",
      param: "access",
      labelKey: "accounting:filters.access",
      control: "select",
      options: BOOKING_ACCESS_VALUES.map((a) => ({ value: a, labelKey: `accounting:access.${a}` })),
    },
    ...EXPORT_STATE_FILTERS,
  ],
  sortKeys: BOOKING_SORT,
  defaultSort: { key: "event_date", dir: "desc" },
  pageSizes: PAGE_SIZES,
  defaultPer: 20,
};

/** The bookings list's filters as an export's (`filters`) and its period (the event-date range). */
export function exportOfBookingFilters(filters: Record<string, string | string[]>): {
  from: string | null;
  till: string | null;
  filters: accounting.BookingFilters;
} {
  const one = (param: string) => {
    const value = filters[param];
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const kept: Record<string, string> = {};
  for (const f of ACCOUNTING_BOOKING_LIST.filters) {
    if (f.param === "event_date") continue;
    const value = one(f.param);
    if (value !== undefined) kept[f.param] = value;
  }
  return {
    from: one("event_date_from") ?? null,
    till: one("event_date_till") ?? null,
    filters: kept,
  };
}

/** An export's state in the spec's status colours: generated is a success, failed an error. */
export function datevBadgeState(state: accounting.AccountingExport["datev_state"]): string {
  return state === "generated" ? "successful" : state === "failed" ? "error" : state;
}
