import {
  PAGE_SIZES,
  PRODUCT_NOT_READY_REASONS,
  PRODUCT_PUBLISHING_STATES,
  PRODUCT_TYPES,
  PRODUCTS_PAGE_SIZE,
} from "@sellwerk/domain";
import type { ProductCategory } from "../../../api/catalogTypes.ts";

import { PRODUCTS_PATH } from "../../../api/products.ts";
import type { UseListOptions } from "../../../ui/list/useList.ts";
import { orderedTree } from "../categories/categoryTree.ts";

/** The product list pages by 30 (spec core §9) besides the usual sizes. */
export const PRODUCT_PAGE_SIZES: readonly number[] = [...new Set([...PAGE_SIZES, PRODUCTS_PAGE_SIZE])].sort(
  (a, b) => a - b,
);

/** GET /cabinet/products: filters and sort keys as the API takes them (docs/api-catalog.md). */
export function productsListOptions(categories: readonly ProductCategory[]): UseListOptions {
  return {
    path: PRODUCTS_PATH,
    filters: [
      {
        key: "form",
        param: "form",
        labelKey: "catalog:list.filters.form",
        control: "select",
        options: PRODUCT_TYPES.map((type) => ({ value: type, labelKey: `catalog:types.${type}.name` })),
      },
      {
        key: "state",
        param: "state",
        labelKey: "catalog:list.filters.state",
        control: "select",
        options: PRODUCT_PUBLISHING_STATES.map((state) => ({
          value: state,
          labelKey: `catalog:states.${state}`,
        })),
      },
      { key: "archived", param: "archived", labelKey: "catalog:list.filters.archived", control: "boolean" },
      {
        key: "category",
        param: "category_id",
        labelKey: "catalog:list.filters.category",
        control: "select",
        options: orderedTree(categories).map((c) => ({
          value: String(c.id),
          labelKey: "",
          label: `${"— ".repeat(c.depth)}${c.title}`,
        })),
      },
      {
        key: "warning",
        param: "warning",
        labelKey: "catalog:list.filters.warning",
        control: "select",
        options: PRODUCT_NOT_READY_REASONS.map((code) => ({
          value: code,
          labelKey: `catalog:reasons.${code}`,
        })),
      },
    ],
    sortKeys: ["id", "name", "created_at", "updated_at", "display_price", "sold_count"],
    defaultSort: { key: "created_at", dir: "desc" },
    pageSizes: PRODUCT_PAGE_SIZES,
    defaultPer: PRODUCTS_PAGE_SIZE,
  };
}
