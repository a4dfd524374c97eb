import type { ReactNode } from "react";
import { Box, Button, Center, Loader, LoadingOverlay, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ListController } from "../ui/list/useList.ts";
import { ListFooter } from "../ui/list/ListFooter.tsx";
import { LOADING_OVERLAY } from "../ui/list/ListView.tsx";

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
  const { t } = useTranslation();
  const { data, state, config } = list;
  return (
    <Stack gap="md">
      <Box pos="relative">
        <LoadingOverlay
          visible={list.isFetching && data !== undefined}
          overlayProps={LOADING_OVERLAY}
          loaderProps={{ "aria-label": t("loading") }}
        />
        {data === undefined ? (
          <Center py="xl">
            {list.isError ? (
              <Stack align="center" gap="xs">
                <Text c="dimmed">{t("list.loadFailed")}</Text>
                <Button variant="default" onClick={() => void list.refetch()}>
                  {t("retry")}
                </Button>
              </Stack>
            ) : (
              <Loader aria-label={t("loading")} />
            )}
          </Center>
        ) : data.list.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            {emptyText}
          </Text>
        ) : (
          children(data.list)
        )}
      </Box>
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
