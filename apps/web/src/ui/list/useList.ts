import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../api/instance.ts";
import type { ListResponse } from "../../api/types.ts";
import {
  activeFilters,
  readListState,
  toRequestParams,
  withFilter,
  withSort,
  writeListState,
} from "./listState.ts";
import type { FilterValue, ListConfig, ListState } from "./listTypes.ts";

export interface UseListOptions extends ListConfig {
  /** API path of the list, e.g. /admin/users. */
  path: string;
}

/**
 * The generic list (spec two §7): state from the URL, one request per state, the previous page
 * kept on screen while the next one loads.
 */
export function useList<T>(options: UseListOptions) {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => readListState(search, options), [search, options]);
  const params = useMemo(() => toRequestParams(state, options), [state, options]);

  const query = useQuery({
    queryKey: [options.path, "list", params],
    queryFn: ({ signal }) => api.get<ListResponse<T>>(options.path, { params, signal }),
    placeholderData: keepPreviousData,
  });

  const commit = useCallback(
    (next: ListState) => {
      // A late write (the search box's debounce firing after a row's link was clicked, while the
      // next page's code still loads) would otherwise land its ?query= on that next page's URL.
      if (window.location.pathname !== pathname) return;
      setSearch(writeListState(next, options));
    },
    [setSearch, options, pathname],
  );

  return {
    state,
    data: query.data,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
    active: activeFilters(state, options),
    config: options,
    setPage: (page: number) => commit({ ...state, page }),
    setPer: (per: number) => commit({ ...state, per, page: 1 }),
    setSort: (sortKey: string) => commit(withSort(state, sortKey)),
    setQuery: (text: string) => commit({ ...state, query: text, page: 1 }),
    setFilter: (param: string, value: FilterValue | null) => commit(withFilter(state, param, value)),
    resetFilters: () => commit({ ...state, query: "", filters: {}, page: 1 }),
  };
}

export type ListController<T> = ReturnType<typeof useList<T>>;
