import { useTranslation } from "react-i18next";
import type { SellerTask } from "../../api/sellerTaskTypes.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { sellerTasksListOptions } from "./sellerTasksList.ts";
import { useSellerTaskColumns } from "./useSellerTaskColumns.tsx";

/**
 * /cabinet/seller_tasks: the work sold services left for the seller, with who bought it and in
 * which order, and "mark done" (docs/fulfilment.md "Seller side").
 */
export function SellerTasksPage() {
  const { t } = useTranslation("fulfilment");
  const list = useList<SellerTask>(sellerTasksListOptions);
  const columns = useSellerTaskColumns();
  return (
    <>
      <PageTitle title={t("tasks.title")} description={t("tasks.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(task) => task.id}
        caption={t("tasks.title")}
        searchLabel={t("tasks.search")}
        emptyText={t("tasks.empty")}
      />
    </>
  );
}
