import type { ReactNode } from "react";
import { Box, Button, Center, Loader, LoadingOverlay, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ListController } from "./useList.ts";

/** Spec two §9: the loading mask is white at 70 % (black at 30 % in dark mode). */
export const LOADING_OVERLAY = { color: "#fff", backgroundOpacity: 0.7 } as const;

/**
 * What every list shows between its controls and its pages, whatever draws the rows (a table in
 * the back-office, cards for buyers): the loading mask over stale rows, the first load, a failed
 * load with retry, the empty state, or the rows.
 */
export function ListBody<T>({
  list,
  empty,
  children,
}: {
  list: ListController<T>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = list;
  return (
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
        empty
      ) : (
        children(data.list)
      )}
    </Box>
  );
}
