import { AFFILIATE_PAGE_SIZE, EMBED_FORMS, PAGE_SIZES } from "@sellwerk/domain";
import type { affiliates } from "@sellwerk/contracts";
import { EMBEDS_PATH } from "../../api/embeds.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

/** /publish/embeddable_items: 15 a page (spec two §9), the sort keys the API takes. */
export const EMBEDS_LIST: UseListOptions = {
  path: EMBEDS_PATH,
  filters: [
    {
      key: "form",
      param: "form",
      labelKey: "embeds:filters.form",
      control: "select",
      options: EMBED_FORMS.map((form) => ({ value: form, labelKey: `embeds:forms.${form}` })),
    },
    { key: "program", param: "program_id", labelKey: "embeds:filters.programId", control: "number", min: 1 },
  ],
  sortKeys: [
    "created_at",
    "name",
    "form",
    "purpose",
  ] as const satisfies readonly affiliates.EmbeddableItemsQuery["sort_key"][],
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: [AFFILIATE_PAGE_SIZE, ...PAGE_SIZES],
  defaultPer: AFFILIATE_PAGE_SIZE,
};
