import { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE, PRODUCT_REVIEW_STATES } from "@sellwerk/domain";
import { PRODUCT_REVIEWS_PATH } from "../../api/productReviews.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

/** GET /admin/product_reviews: products waiting for a decision, the longest wait first. */
export const PRODUCT_REVIEWS_LIST: UseListOptions = {
  path: PRODUCT_REVIEWS_PATH,
  filters: [
    {
      key: "reviewState",
      param: "review_state",
      labelKey: "catalog:reviews.filters.reviewState",
      control: "select",
      options: PRODUCT_REVIEW_STATES.map((state) => ({
        value: state,
        labelKey: `catalog:reviewStates.${state}`,
      })),
    },
    {
      key: "sellerId",
      param: "seller_id",
      labelKey: "catalog:reviews.filters.sellerId",
      control: "number",
      min: 1,
    },
  ],
  sortKeys: ["submitted_at", "id", "created_at", "updated_at"],
  defaultSort: { key: "submitted_at", dir: "asc" },
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPer: DEFAULT_PAGE_SIZE,
};
