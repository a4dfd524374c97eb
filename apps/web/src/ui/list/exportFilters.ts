import type { ListController } from "./useList.ts";

/** A list's filters and search as they stand, as the export's query (the file holds what the seller sees). */
export function exportFilters<T>(list: ListController<T>): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [param, value] of Object.entries(list.state.filters))
    if (typeof value === "string") filters[param] = value;
  if (list.state.query) filters.query = list.state.query;
  return filters;
}
