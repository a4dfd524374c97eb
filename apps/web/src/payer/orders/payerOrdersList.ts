import { ORDER_STATES, PAGE_SIZES } from "@sellwerk/domain";
import type { payer } from "@sellwerk/contracts";
import { PAYER_ORDERS_PATH } from "../../api/payerPaths.ts";
import type { PayerSeller } from "../../api/payerTypes.ts";
import type { UseListOptions } from "../../ui/list/useList.ts";

// GET /payer/orders (contracts payer.ts), checked against its types; the values are written here
// because the browser bundle does not carry the zod schemas.
const SORT_KEYS = ["created_at"] as const satisfies readonly payer.PayerOrdersQuery["sort_key"][];

/** The payer's orders: by seller (the sellers they bought from, by name) and by order state. */
export function payerOrdersListOptions(sellers: readonly PayerSeller[]): UseListOptions {
  return {
    path: PAYER_ORDERS_PATH,
    filters: [
      {
        key: "seller",
        param: "seller",
        labelKey: "payer:orders.filters.seller",
        control: "select",
        options: sellers.map((s) => ({ value: s.username, labelKey: "", label: s.name || s.username })),
      },
      {
        key: "state",
        param: "state",
        labelKey: "payer:orders.filters.state",
        control: "select",
        options: ORDER_STATES.filter((s) => s !== "draft").map((s) => ({
          value: s,
          labelKey: `orders:states.${s}`,
        })),
      },
    ],
    sortKeys: SORT_KEYS,
    defaultSort: { key: "created_at", dir: "desc" },
    pageSizes: PAGE_SIZES,
    defaultPer: 20,
  };
}

/** A page's orders by seller, sellers in the order their newest order appears. */
export function groupBySeller<T extends { seller: PayerSeller }>(
  items: readonly T[],
): { seller: PayerSeller; items: T[] }[] {
  const groups = new Map<string, { seller: PayerSeller; items: T[] }>();
  for (const item of items) {
    const group = groups.get(item.seller.username) ?? { seller: item.seller, items: [] };
    group.items.push(item);
    groups.set(item.seller.username, group);
  }
  return [...groups.values()];
}
