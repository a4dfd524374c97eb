import { CURRENCIES, ORDER_RATE_STATES, PAGE_SIZES, PAYMENT_STATES } from "@sellwerk/domain";
import type { orders } from "@sellwerk/contracts";
import type { FilterOption } from "../../ui/list/listTypes.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

// The API's list contract (contracts orders.ts orderRatesQuery), checked against its types; the
// values are written here because the browser bundle does not carry the zod schemas.
const SORT_KEYS = ["due_at", "amount", "id"] as const satisfies readonly orders.OrderRatesQuery["sort_key"][];
const PAGE_SIZE = 30;
/** The list's API path (kept here, away from the API client, so tests load it without a browser). */
export const ORDER_RATES_PATH = "/cabinet/order_rates";

const labelled = (values: readonly string[], prefix: string): FilterOption[] =>
  values.map((value) => ({ value, labelKey: `${prefix}.${value}` }));

/** GET /cabinet/order_rates: the rate's state, its order's payment state, product, currency and dates. */
export function orderRatesListOptions(products: readonly { id: number; name: string }[]): UseListOptions {
  return {
    path: ORDER_RATES_PATH,
    filters: [
      {
        key: "state",
        param: "state",
        labelKey: "orders:rateList.filters.state",
        control: "select",
        options: labelled(ORDER_RATE_STATES, "orders:rateStates"),
      },
      {
        key: "paymentState",
        param: "payment_state",
        labelKey: "orders:rateList.filters.paymentState",
        control: "select",
        options: labelled(PAYMENT_STATES, "orders:paymentStates"),
      },
      {
        key: "product",
        param: "product_id",
        labelKey: "orders:rateList.filters.product",
        control: "select",
        options: products.map((p) => ({ value: String(p.id), labelKey: "", label: p.name })),
      },
      {
        key: "currency",
        param: "currency",
        labelKey: "orders:rateList.filters.currency",
        control: "select",
        options: CURRENCIES.map((code) => ({ value: code, labelKey: "", label: code.toUpperCase() })),
      },
      { key: "due", param: "due", labelKey: "orders:rateList.filters.due", control: "dateRange" },
      { key: "paid", param: "paid", labelKey: "orders:rateList.filters.paid", control: "dateRange" },
    ],
    sortKeys: SORT_KEYS,
    defaultSort: { key: "due_at", dir: "asc" },
    pageSizes: [...new Set([...PAGE_SIZES, PAGE_SIZE])].sort((a, b) => a - b),
    defaultPer: PAGE_SIZE,
  };
}
