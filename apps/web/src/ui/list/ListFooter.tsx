import { Group, Pagination, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLocaleCode } from "../../i18n/locale.ts";
import { formatTotal, pageCount } from "./listState.ts";

interface ListFooterProps {
  page: number;
  per: number;
  pageSizes: readonly number[];
  totalCount: number;
  totalCountMax: number;
  onPage: (page: number) => void;
  onPer: (per: number) => void;
}

/** Total (capped at total_count_max), page size and pages. */
export function ListFooter({
  page,
  per,
  pageSizes,
  totalCount,
  totalCountMax,
  onPage,
  onPer,
}: ListFooterProps) {
  const { t } = useTranslation();
  const pages = pageCount(totalCount, totalCountMax, per);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm">
        <Text size="sm" aria-live="polite">
          {t("list.total", { total: formatTotal(totalCount, totalCountMax, currentLocaleCode()) })}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" component="label" htmlFor="list-per-page">
            {t("list.perPage")}
          </Text>
          <Select
            id="list-per-page"
            size="xs"
            w={90}
            data={pageSizes.map(String)}
            value={String(per)}
            onChange={(next) => next && onPer(Number(next))}
            allowDeselect={false}
          />
        </Group>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({
          "aria-label": t(`list.pagination.${control}`),
        })}
        getItemProps={(item) => ({ "aria-label": t("list.pagination.page", { page: item }) })}
      />
    </Group>
  );
}
