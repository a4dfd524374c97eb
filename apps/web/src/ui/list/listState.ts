import { SORT_DIRS, type SortDir } from "@sellwerk/domain";
import type { QueryParams } from "../../api/client/encoding.ts";
import type { ActiveFilter, FilterDefinition, FilterValue, ListConfig, ListState } from "./listTypes.ts";

// The list's state lives in the URL query string, so a list link can be shared and Back works.
// URL keys are the server's own parameter names: what you see in the address bar is what the
// API receives.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The query parameters a filter occupies, with the half of a range each one is. */
export function filterParams(
  definition: FilterDefinition,
): { param: string; bound: "from" | "till" | null }[] {
  switch (definition.control) {
    case "numberRange":
      return [
        { param: `${definition.param}_from`, bound: "from" },
        { param: `${definition.param}_to`, bound: "till" },
      ];
    case "dateRange":
      return definition.variant === "time"
        ? [
            { param: `${definition.param}_from_time`, bound: "from" },
            { param: `${definition.param}_till_time`, bound: "till" },
          ]
        : [
            { param: `${definition.param}_from`, bound: "from" },
            { param: `${definition.param}_till`, bound: "till" },
          ];
    default:
      return [{ param: definition.param, bound: null }];
  }
}

/** A value the control could have produced, or null: hand-edited URLs never reach the server as garbage. */
function acceptValue(definition: FilterDefinition, raw: string): string | null {
  const value = raw.trim();
  if (value === "") return null;
  switch (definition.control) {
    case "select":
    case "multiselect":
      return definition.options.some((option) => option.value === value) ? value : null;
    case "boolean":
      return value === "true" || value === "false" ? value : null;
    case "number":
    case "numberRange": {
      const number = Number(value);
      if (!Number.isInteger(number)) return null;
      const clamped = Math.min(definition.max ?? Infinity, Math.max(definition.min ?? -Infinity, number));
      return String(clamped);
    }
    case "dateRange":
      return (definition.variant === "time" ? DATE_TIME : DATE).test(value) ? value : null;
    default:
      return value.slice(0, 200);
  }
}

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

export function readListState(search: URLSearchParams, config: ListConfig): ListState {
  const per = positiveInt(search.get("per"), config.defaultPer);
  const sortKey = search.get("sort_key") ?? "";
  const sortDir = search.get("sort_dir") ?? "";
  const filters: Record<string, FilterValue> = {};
  for (const definition of config.filters) {
    for (const { param } of filterParams(definition)) {
      if (definition.control === "multiselect") {
        const values = search
          .getAll(param)
          .map((raw) => acceptValue(definition, raw))
          .filter((v): v is string => v !== null);
        if (values.length > 0) filters[param] = [...new Set(values)];
      } else {
        const value = acceptValue(definition, search.get(param) ?? "");
        if (value !== null) filters[param] = value;
      }
    }
  }
  return {
    page: positiveInt(search.get("page"), 1),
    per: config.pageSizes.includes(per) ? per : config.defaultPer,
    query: (search.get("query") ?? "").slice(0, 200),
    sortKey: config.sortKeys.includes(sortKey) ? sortKey : config.defaultSort.key,
    sortDir: (SORT_DIRS as readonly string[]).includes(sortDir)
      ? (sortDir as SortDir)
      : config.defaultSort.dir,
    filters,
  };
}

/** Defaults are left out of the URL so a plain list link stays plain. */
export function writeListState(state: ListState, config: ListConfig): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page > 1) search.set("page", String(state.page));
  if (state.per !== config.defaultPer) search.set("per", String(state.per));
  if (state.query.trim()) search.set("query", state.query.trim());
  if (state.sortKey !== config.defaultSort.key || state.sortDir !== config.defaultSort.dir) {
    search.set("sort_key", state.sortKey);
    search.set("sort_dir", state.sortDir);
  }
  for (const [param, value] of Object.entries(state.filters)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(param, item);
  }
  return search;
}

/** The generic list request (spec two §7): page, per, query, sort_key, sort_dir, expand, counts and filters. */
export function toRequestParams(state: ListState, config: ListConfig): QueryParams {
  return {
    page: state.page,
    per: state.per,
    query: state.query.trim() || undefined,
    sort_key: state.sortKey,
    sort_dir: state.sortDir,
    expand: config.expand?.join(",") || undefined,
    counts: config.counts?.join(",") || undefined,
    ...state.filters,
  };
}

export function activeFilters(state: ListState, config: ListConfig): ActiveFilter[] {
  return config.filters.flatMap((definition) =>
    filterParams(definition).flatMap(({ param, bound }) => {
      const value = state.filters[param];
      return value === undefined ? [] : [{ definition, param, bound, value }];
    }),
  );
}

export function withFilter(state: ListState, param: string, value: FilterValue | null): ListState {
  const filters = { ...state.filters };
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) delete filters[param];
  else filters[param] = value;
  return { ...state, filters, page: 1 };
}

/** Clicking the sorted column flips the direction; another column starts descending, like the default. */
export function withSort(state: ListState, sortKey: string): ListState {
  const sortDir: SortDir = state.sortKey === sortKey ? (state.sortDir === "asc" ? "desc" : "asc") : "desc";
  return { ...state, sortKey, sortDir, page: 1 };
}

/** Counts stop at total_count_max: "10,000+" says there are at least that many. */
export function formatTotal(totalCount: number, totalCountMax: number, localeCode: string): string {
  const number = new Intl.NumberFormat(localeCode).format(Math.min(totalCount, totalCountMax));
  return totalCount >= totalCountMax ? `${number}+` : number;
}

export function pageCount(totalCount: number, totalCountMax: number, per: number): number {
  return Math.max(1, Math.ceil(Math.min(totalCount, totalCountMax) / per));
}
