import { PAGE_SIZES } from "@sellwerk/domain";
import type { billing } from "@sellwerk/contracts";
import { INVOICES_PATH } from "../../api/invoiceTypes.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

// The API's list contract (contracts billing.ts), checked against its types; the values are
// written here because the browser bundle does not carry the zod schemas.
type InvoicesQuery = billing.InvoicesQuery;
const SORT_KEYS = ["issued_at", "gross_amount", "id"] as const satisfies readonly InvoicesQuery["sort_key"][];
export const INVOICE_KINDS = ["invoice", "credit_memo"] as const satisfies readonly NonNullable<
  InvoicesQuery["kind"]
>[];

/** GET /cabinet/invoices: kind, order and issue date filters; newest first. */
export const invoicesListOptions: UseListOptions = {
  path: INVOICES_PATH,
  filters: [
    {
      key: "kind",
      param: "kind",
      labelKey: "billing:list.filters.kind",
      control: "select",
      options: INVOICE_KINDS.map((kind) => ({ value: kind, labelKey: `billing:kinds.${kind}` })),
    },
    { key: "order", param: "order_id", labelKey: "billing:list.filters.order", control: "number", min: 1 },
    { key: "issued", param: "issued", labelKey: "billing:list.filters.issued", control: "dateRange" },
  ],
  sortKeys: SORT_KEYS,
  defaultSort: { key: "issued_at", dir: "desc" },
  pageSizes: PAGE_SIZES,
  defaultPer: 20,
};
