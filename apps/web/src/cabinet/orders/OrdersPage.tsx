import { useMemo } from "react";
import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderListItem } from "../../api/orderTypes.ts";
import { ORDERS_PATH } from "../../api/orders.ts";
import { useProductOptions } from "../../api/products.ts";
import { useProgramOptions, useSellerPublisherOptions } from "../../api/affiliates.ts";
import { CsvExportButton } from "../../ui/list/CsvExportButton.tsx";
import { ScheduleExportButton } from "../../ui/list/ScheduleExportButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { ordersListOptions } from "./list/ordersList.ts";
import { useOrderColumns } from "./list/useOrderColumns.tsx";
import { CsvColumnsButton } from "./list/CsvColumnsButton.tsx";

/**
 * /cabinet/orders: every order of the seller, searchable, sortable and filtered (spec two §2, §3),
 * and the order CSV of spec two §3 with the same filters.
 */
export function OrdersPage() {
  const { t } = useTranslation("orders");
  const products = useProductOptions();
  const programs = useProgramOptions();
  const publishers = useSellerPublisherOptions();
  const options = useMemo(
    () => ordersListOptions(products.data ?? [], programs.data ?? [], publishers.data ?? []),
    [products.data, programs.data, publishers.data],
  );
  const list = useList<OrderListItem>(options);
  const columns = useOrderColumns();

  return (
    <>
      <PageTitle title={t("list.title")} description={t("list.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(o) => o.id}
        caption={t("list.title")}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        actions={
          <Group gap="xs">
            <CsvColumnsButton />
            <CsvExportButton
              list={list}
              path={`${ORDERS_PATH}/export.csv`}
              filename="orders.csv"
              job="orders"
            />
            <ScheduleExportButton list={list} exportList="orders" />
          </Group>
        }
      />
    </>
  );
}
