import { AFFILIATE_PAGE_SIZE, AFFILIATE_PROGRAM_FORMS } from "@sellwerk/domain";
import { PROGRAMS_PATH } from "../../../api/affiliatesPaths.ts";
import type { UseListOptions } from "../../../ui/list/useList.ts";
import { AFFILIATE_PAGE_SIZES } from "../affiliatePaths.ts";

/** GET /cabinet/affiliate_programs: filters and sort keys as the API takes them; 15 a page (spec two §9). */
export const PROGRAMS_LIST: UseListOptions = {
  path: PROGRAMS_PATH,
  filters: [
    {
      key: "archived",
      param: "archived",
      labelKey: "affiliates:programs.filters.archived",
      control: "boolean",
    },
    {
      key: "form",
      param: "form",
      labelKey: "affiliates:programs.filters.form",
      control: "select",
      options: AFFILIATE_PROGRAM_FORMS.map((form) => ({ value: form, labelKey: `affiliates:forms.${form}` })),
    },
    {
      key: "marketplace",
      param: "affiliate_marketplace_product",
      labelKey: "affiliates:programs.filters.marketplace",
      control: "boolean",
    },
  ],
  sortKeys: ["created_at", "name", "id"],
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: AFFILIATE_PAGE_SIZES,
  defaultPer: AFFILIATE_PAGE_SIZE,
};
