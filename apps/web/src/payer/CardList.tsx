import type { ReactNode } from "react";
import { Stack, Text } from "@mantine/core";
import type { ListController } from "../ui/list/useList.ts";
import { ListFooter } from "../ui/list/ListFooter.tsx";
import { ListBody } from "../ui/list/ListBody.tsx";

/**
 * The generic list shown as cards (the payer's orders and courses): the list's loading mask,
 * error with retry, empty text and pages, with the cards drawn by the caller. A buyer reads these
 * on a phone, where a table of ListView would not fit.
 */
export function CardList<T>({
  list,
  emptyText,
  children,
}: {
  list: ListController<T>;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  const { data, state, config } = list;
  return (
    <Stack gap="md">
      <ListBody
        list={list}
        empty={
          <Text c="dimmed" py="xl" ta="center">
            {emptyText}
          </Text>
        }
      >
        {children}
      </ListBody>
      {data !== undefined && data.totalCount > 0 && (
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
