import { useMemo, useState } from "react";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Product } from "../../api/catalogTypes.ts";
import { useProductCategories } from "../../api/productCategories.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ListView } from "../../ui/list/ListView.tsx";
import { useList } from "../../ui/list/useList.ts";
import { NewProductModal } from "./list/NewProductModal.tsx";
import { productsListOptions } from "./list/productsList.ts";
import { useProductColumns } from "./list/useProductColumns.tsx";

/** /cabinet/products: every product of the seller with its state, numbers and warnings. */
export function ProductsPage() {
  const { t } = useTranslation("catalog");
  const categories = useProductCategories();
  const categoryList = useMemo(() => categories.data ?? [], [categories.data]);
  const options = useMemo(() => productsListOptions(categoryList), [categoryList]);
  const list = useList<Product>(options);
  const columns = useProductColumns(categoryList);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageTitle title={t("list.title")} description={t("list.description")} />
      <ListView
        list={list}
        columns={columns}
        rowKey={(p) => p.id}
        caption={t("list.title")}
        searchLabel={t("list.search")}
        emptyText={t("list.empty")}
        actions={
          <AppButton leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t("create.open")}
          </AppButton>
        }
      />
      <NewProductModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
