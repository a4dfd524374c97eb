import { Stack, TreeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useProductCategories } from "../../../api/productCategories.ts";
import { toTreeData } from "./categoryTree.ts";
import { NewCategoryForm } from "./NewCategoryForm.tsx";

export interface CategoryPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The seller's category tree with checkboxes (a parent does not pick its children), plus a quick "new category". */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation("catalog");
  const categories = useProductCategories();
  const data = toTreeData(categories.data ?? []);
  return (
    <Stack gap="xs">
      {/* Strict checks with the default "child" strategy: the value is exactly what was checked
          ("all" would add a parent whose children are all checked). Mounted once the tree is
          loaded, so expanding all applies to the real tree. */}
      <TreeSelect
        key={categories.isSuccess ? "loaded" : "loading"}
        mode="checkbox"
        checkStrictly
        label={t("details.categories")}
        description={t("details.categoriesHelp")}
        placeholder={data.length === 0 ? t("details.noCategories") : t("details.chooseCategories")}
        data={data}
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number).filter(Number.isInteger))}
        defaultExpandAll
        searchable
        clearable
        nothingFoundMessage={t("common:fields.noOptions")}
        disabled={categories.isLoading}
        error={error}
      />
      <NewCategoryForm
        categories={categories.data ?? []}
        onCreated={(id) => onChange([...new Set([...value, id])])}
      />
    </Stack>
  );
}
