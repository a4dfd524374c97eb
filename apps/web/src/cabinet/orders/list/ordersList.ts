import {
  AVAILABLE_PROVIDERS,
  CURRENCIES,
  ORDER_STATES,
  PAGE_SIZES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from "@sellwerk/domain";
import type { orders } from "@sellwerk/contracts";
import { ORDERS_PATH } from "../../../api/orders.ts";
import type { FilterOption } from "../../../ui/list/listTypes.ts";
import type { UseListOptions } from "../../../ui/list/useList.ts";

// The API's list contract (contracts orders.ts), checked against its types; the values are
// written here because the browser bundle does not carry the zod schemas.
type OrdersQuery = orders.OrdersQuery;
const SORT_KEYS = ["created_at", "total_amount", "id"] as const satisfies readonly OrdersQuery["sort_key"][];
export const UPSELL_TYPES = ["upsell", "none"] as const satisfies readonly NonNullable<
  OrdersQuery["upsell_type"]
>[];
/** The orders screen pages by 30 besides the usual sizes (the API accepts the same). */
const ORDERS_PAGE_SIZE = 30;
const ORDER_PAGE_SIZES: readonly number[] = [...new Set([...PAGE_SIZES, ORDERS_PAGE_SIZE])].sort(
  (a, b) => a - b,
);

const labelled = (values: readonly string[], prefix: string): FilterOption[] =>
  values.map((value) => ({ value, labelKey: `${prefix}.${value}` }));

/**
 * GET /cabinet/orders: the filters of spec two §3 "Orders and payments" that our orders have,
 * with the server's parameter names. Products are the seller's own, named without translation.
 */
export function ordersListOptions(
  products: readonly { id: number; name: string }[],
  programs: readonly { id: number; name: string }[] = [],
  publishers: readonly { id: number; name: string; username: string }[] = [],
): UseListOptions {
  return {
    path: ORDERS_PATH,
    filters: [
      {
        key: "paymentState",
        param: "payment_state",
        labelKey: "orders:list.filters.paymentState",
        control: "select",
        options: labelled(PAYMENT_STATES, "orders:paymentStates"),
      },
      {
        key: "state",
        param: "state",
        labelKey: "orders:list.filters.state",
        control: "select",
        options: labelled(ORDER_STATES, "orders:states"),
      },
      {
        key: "product",
        param: "product_id",
        labelKey: "orders:list.filters.product",
        control: "select",
        options: products.map((p) => ({ value: String(p.id), labelKey: "", label: p.name })),
      },
      {
        key: "pricingPlan",
        param: "pricing_plan_id",
        labelKey: "orders:list.filters.pricingPlan",
        control: "number",
        min: 1,
      },
      {
        key: "coupon",
        param: "coupon_id",
        labelKey: "orders:list.filters.coupon",
        control: "number",
        min: 1,
      },
      // Sales attributed to an affiliate (issue 14): the seller's own programs and their publishers,
      // picked by name or username (names need not be unique, so the username is shown too).
      {
        key: "affiliateProgram",
        param: "affiliate_program_id",
        labelKey: "orders:list.filters.affiliateProgram",
        control: "select",
        options: programs.map((p) => ({ value: String(p.id), labelKey: "", label: p.name })),
      },
      {
        key: "publisher",
        param: "publisher_id",
        labelKey: "orders:list.filters.publisher",
        control: "select",
        searchable: true,
        options: publishers.map((p) => ({
          value: String(p.id),
          labelKey: "",
          label: `${p.name} (@${p.username})`,
        })),
      },
      {
        key: "paymentMethod",
        param: "payment_method",
        labelKey: "orders:list.filters.paymentMethod",
        control: "select",
        options: labelled(PAYMENT_METHODS, "catalog:paymentMethods"),
      },
      {
        key: "provider",
        param: "provider",
        labelKey: "orders:list.filters.provider",
        control: "select",
        // Only providers a seller can use today can have taken a payment.
        options: AVAILABLE_PROVIDERS.map((p) => ({
          value: p,
          labelKey: `checkoutSettings:providers.${p}.name`,
        })),
      },
      {
        key: "currency",
        param: "currency",
        labelKey: "orders:list.filters.currency",
        control: "select",
        options: CURRENCIES.map((code) => ({ value: code, labelKey: "", label: code.toUpperCase() })),
      },
      {
        key: "upsellType",
        param: "upsell_type",
        labelKey: "orders:list.filters.upsellType",
        control: "select",
        options: labelled(UPSELL_TYPES, "orders:upsellTypes"),
      },
      { key: "created", param: "created", labelKey: "orders:list.filters.created", control: "dateRange" },
      {
        key: "excludeNotCompleted",
        param: "exclude_not_completed",
        labelKey: "orders:list.filters.excludeNotCompleted",
        control: "boolean",
      },
    ],
    sortKeys: SORT_KEYS,
    defaultSort: { key: "created_at", dir: "desc" },
    pageSizes: ORDER_PAGE_SIZES,
    defaultPer: ORDERS_PAGE_SIZE,
  };
}
