import type { ReactNode } from "react";
import { Center, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useErrorText } from "./useErrorText.ts";

interface LoadingQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * What a page shows for one query: its content once loaded, the translated error if loading
 * failed, a loader meanwhile. Settings pages render their form only from loaded data, so the
 * form's fields start from what is saved.
 */
export function QueryContent<T>({
  query,
  children,
}: {
  query: LoadingQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return (
    <Center py="xl">
      {query.isError ? <Text>{errorText(query.error)}</Text> : <Loader aria-label={t("common:loading")} />}
    </Center>
  );
}
