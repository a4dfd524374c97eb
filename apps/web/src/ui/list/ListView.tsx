import { useState, type ReactNode } from "react";
import { Button, Collapse, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DataTable, type Column } from "./DataTable.tsx";
import { FilterChips } from "./FilterChips.tsx";
import { FilterControl } from "./FilterControl.tsx";
import { ListFooter } from "./ListFooter.tsx";
import { ListBody } from "./ListBody.tsx";
import { SearchBox } from "./SearchBox.tsx";
import type { ListController } from "./useList.ts";

export interface ListViewProps<T> {
  list: ListController<T>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Accessible name of the table, e.g. "Users". */
  caption: string;
  searchLabel?: string;
  emptyText?: string;
  /** Extra controls beside the search box. */
  actions?: ReactNode;
}

/** Search, filters with chips, a sortable table, pages: the one way lists look in the back-office. */
export function ListView<T>({
  list,
  columns,
  rowKey,
  caption,
  searchLabel,
  emptyText,
  actions,
}: ListViewProps<T>) {
  const { t } = useTranslation();
  const { state, data, config } = list;
  const [filtersOpen, setFiltersOpen] = useState(list.active.length > 0);
  const hasFilters = config.filters.length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <SearchBox value={state.query} onChange={list.setQuery} label={searchLabel ?? t("list.search")} />
          {hasFilters && (
            <Button
              variant="default"
              leftSection={<IconFilter size={16} aria-hidden />}
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
            >
              {t("list.filters")}
            </Button>
          )}
        </Group>
        {actions}
      </Group>

      {hasFilters && (
        <Collapse expanded={filtersOpen}>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {config.filters.map((definition) => (
                <FilterControl
                  key={definition.key}
                  definition={definition}
                  values={state.filters}
                  onChange={list.setFilter}
                />
              ))}
            </SimpleGrid>
          </Paper>
        </Collapse>
      )}

      <FilterChips
        filters={list.active}
        query={state.query}
        onRemove={(param) => list.setFilter(param, null)}
        onClearQuery={() => list.setQuery("")}
        onReset={list.resetFilters}
      />

      <ListBody
        list={list}
        empty={
          <Stack align="center" py="xl" gap="xs">
            <Text c="dimmed">{emptyText ?? t("list.empty")}</Text>
            {(list.active.length > 0 || state.query) && (
              <Button variant="default" onClick={list.resetFilters}>
                {t("list.reset")}
              </Button>
            )}
          </Stack>
        }
      >
        {(rows) => (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            sortKey={state.sortKey}
            sortDir={state.sortDir}
            onSort={list.setSort}
            caption={caption}
          />
        )}
      </ListBody>

      {data !== undefined && (
        <ListFooter
          page={state.page}
          per={state.per}
          pageSizes={config.pageSizes}
          totalCount={data.totalCount}
          totalCountMax={data.totalCountMax}
          onPage={list.setPage}
          onPer={list.setPer}
        />
      )}
    </Stack>
  );
}
