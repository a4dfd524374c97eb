import type { ReactNode } from "react";
import { Box, Group, NativeSelect, Paper, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { IconArrowDown, IconArrowUp, IconArrowsSort } from "@tabler/icons-react";
import type { SortDir } from "@sellwerk/domain";

export interface Column<T> {
  key: string;
  header: string;
  /** Server sort key; columns with one get a sort button in their header. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  align?: "left" | "right";
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sortKey: string;
  sortDir: SortDir;
  onSort: (sortKey: string) => void;
  caption: string;
}

function SortIcon({ active, dir }: { active: boolean; dir: SortDir }) {
  if (!active) return <IconArrowsSort size={14} aria-hidden opacity={0.5} />;
  return dir === "asc" ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />;
}

/** Mantine's xs breakpoint (576 px): below it a row of many columns cannot fit the screen. */
const PHONE = "(max-width: 36em)";

/**
 * On phones every row becomes a card: the first column as its title, the others as label and
 * value lines, the last (row actions) at its foot. A wide table would otherwise scroll sideways
 * inside the page and hide the columns that identify the row.
 */
function RowCards<T>({ columns, rows, rowKey, sortKey, sortDir, onSort, caption }: DataTableProps<T>) {
  const { t } = useTranslation();
  // The card's title is the column that names the row (a bare ID column first would not).
  const titleAt = Math.max(
    0,
    columns.findIndex((c) => c.key !== "id"),
  );
  const title = columns[titleAt];
  const rest = columns.filter((_, i) => i !== titleAt);
  const sortable = columns.filter((c) => c.sortKey !== undefined);
  const last = rest.at(-1);
  const actions = last && last.key === "actions" ? last : null;
  const lines = actions ? rest.slice(0, -1) : rest;
  return (
    <Stack gap="sm">
      {sortable.length > 0 && (
        <NativeSelect
          label={t("list.sortBy")}
          value={`${sortKey}:${sortDir}`}
          onChange={(e) => {
            const [key] = e.currentTarget.value.split(":");
            onSort(key!);
          }}
          data={sortable.map((c) => ({
            value: `${c.sortKey}:${c.sortKey === sortKey ? sortDir : "asc"}`,
            label: `${c.header}${c.sortKey === sortKey ? (sortDir === "asc" ? " ↑" : " ↓") : ""}`,
          }))}
        />
      )}
      <Stack gap="sm" component="ul" aria-label={caption} p={0} m={0} style={{ listStyle: "none" }}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} component="li" withBorder p="sm" radius="md">
            {title && <Box fw={600}>{title.render(row)}</Box>}
            <Box component="dl" m={0} mt="xs">
              {lines.map((column) => (
                <Group key={column.key} justify="space-between" wrap="nowrap" gap="sm" py={2}>
                  <Text component="dt" size="sm" c="dimmed">
                    {column.header}
                  </Text>
                  <Box component="dd" m={0} ta="right" fz="sm" miw={0}>
                    {column.render(row)}
                  </Box>
                </Group>
              ))}
            </Box>
            {actions && (
              <Group justify="flex-end" mt="xs">
                {actions.render(row)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** A plain table whose sortable headers are buttons and announce their order (aria-sort). */
export function DataTable<T>(props: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  if (phone) return <RowCards {...props} />;
  return <WideTable {...props} />;
}

function WideTable<T>({ columns, rows, rowKey, sortKey, sortDir, onSort, caption }: DataTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = column.sortKey !== undefined && column.sortKey === sortKey;
              return (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  aria-sort={active ? (sortDir === "asc" ? "ascending" : "descending") : undefined}
                >
                  {column.sortKey ? (
                    <UnstyledButton onClick={() => onSort(column.sortKey!)} fw={700} fz="sm">
                      <Group gap={4} wrap="nowrap" component="span">
                        {column.header}
                        <SortIcon active={active} dir={sortDir} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
