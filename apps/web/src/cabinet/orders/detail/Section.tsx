import type { ReactNode } from "react";
import { Group, Paper, Stack, Title } from "@mantine/core";
import type { Column } from "../../../ui/list/DataTable.tsx";
import { DataTable } from "../../../ui/list/DataTable.tsx";

/** One titled card of the order screen. */
export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

const noSort = () => undefined;

/** The list's table without sorting: an order's rows are few and in their own order. */
export function StaticTable<T>({
  columns,
  rows,
  rowKey,
  caption,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  caption: string;
}) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      sortKey=""
      sortDir="asc"
      onSort={noSort}
      caption={caption}
    />
  );
}
