import { COUPON_DISCOUNT_TYPES, COUPON_FORMS, DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@sellwerk/domain";
import { COUPONS_PATH } from "../../api/coupons.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

/** GET /cabinet/coupons: filters and sort keys as the API takes them (docs/api-checkout-settings.md). */
export const COUPONS_LIST: UseListOptions = {
  path: COUPONS_PATH,
  filters: [
    {
      key: "active",
      param: "active",
      labelKey: "checkoutSettings:coupons.filters.active",
      control: "boolean",
    },
    {
      key: "discountType",
      param: "discount_type",
      labelKey: "checkoutSettings:coupons.filters.discountType",
      control: "select",
      options: COUPON_DISCOUNT_TYPES.map((type) => ({
        value: type,
        labelKey: `checkoutSettings:coupons.discountTypes.${type}`,
      })),
    },
    {
      key: "form",
      param: "form",
      labelKey: "checkoutSettings:coupons.filters.form",
      control: "select",
      options: COUPON_FORMS.map((form) => ({
        value: form,
        labelKey: `checkoutSettings:coupons.forms.${form}`,
      })),
    },
  ],
  sortKeys: ["created_at", "code", "used_count"],
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: PAGE_SIZES,
  defaultPer: DEFAULT_PAGE_SIZE,
};
