import type { SortDir } from "@sellwerk/domain";

// Filter definitions of the generic list (spec two §3 "Filters"): a key, the server's query
// parameter, a label, a control type and its options or bounds.

export interface FilterOption {
  value: string;
  /** Translation key of the option's label. */
  labelKey: string;
  /** A label that needs no translation (the seller's own category names); wins over labelKey. */
  label?: string;
}

interface FilterBase {
  key: string;
  /** Query parameter on the server and in the page URL. */
  param: string;
  labelKey: string;
}

export type FilterDefinition =
  | (FilterBase & { control: "text" })
  | (FilterBase & {
      control: "select" | "multiselect";
      options: readonly FilterOption[];
      /** Type to narrow the options even when there are few (a picker of names). */
      searchable?: boolean;
    })
  | (FilterBase & { control: "boolean" })
  /** One whole number, such as an id. */
  | (FilterBase & { control: "number"; min?: number; max?: number })
  /** Sends `<param>_from` and `<param>_to`. */
  | (FilterBase & { control: "numberRange"; min?: number; max?: number })
  /** Sends `<param>_from`/`<param>_till`, or `<param>_from_time`/`<param>_till_time` for the time variant. */
  | (FilterBase & { control: "dateRange"; variant?: "date" | "time" });

export type FilterValue = string | string[];

export interface ListState {
  page: number;
  per: number;
  query: string;
  sortKey: string;
  sortDir: SortDir;
  /** Keyed by query parameter; absent when the filter is not set. */
  filters: Record<string, FilterValue>;
}

export interface ListConfig {
  filters: readonly FilterDefinition[];
  sortKeys: readonly string[];
  defaultSort: { key: string; dir: SortDir };
  pageSizes: readonly number[];
  defaultPer: number;
  expand?: readonly string[];
  counts?: readonly string[];
}

export interface ActiveFilter {
  definition: FilterDefinition;
  param: string;
  /** "from" and "till" halves of ranges are chips of their own. */
  bound: "from" | "till" | null;
  value: FilterValue;
}
