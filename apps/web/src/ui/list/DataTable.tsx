import type { ReactNode } from "react";
import { Table, UnstyledButton, Group } from "@mantine/core";
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

/** A plain table whose sortable headers are buttons and announce their order (aria-sort). */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  sortKey,
  sortDir,
  onSort,
  caption,
}: DataTableProps<T>) {
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
