import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { orders as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { COUNT_BUDGET_MS, listPage, tillInclusive } from "../../platform/db/list.ts";
import { products } from "../../catalog/index.ts";
import { orderRates, orders } from "../tables.ts";
import { orderConditions } from "./list-orders.ts";
import { partyView } from "../views/order-views.ts";

const SORT_COLUMNS = {
  due_at: orderRates.dueAt,
  amount: orderRates.amount,
  id: orderRates.id,
} as const;

/**
 * The seller's order rates (/cabinet/order_rates), earliest due first by default, with keyset
 * pages and a capped count. The rate's own filters are index ranges on order_rates; filters on
 * the order (payment state, product, buyer) are a semi-join on the seller's orders, so the count
 * needs no join.
 */
export async function listOrderRates(deps: Deps, sellerId: number, q: contracts.OrderRatesQuery) {
  const condition = and(...orderRateConditions(sellerId, q));
  return listPage(deps.db, {
    table: orderRates,
    where: condition,
    request: q,
    countBudgetMs: q.query || q.product_id ? COUNT_BUDGET_MS : undefined,
    keyset: {
      column: SORT_COLUMNS[q.sort_key],
      id: orderRates.id,
      scope: eq(orderRates.sellerId, sellerId),
      idOf: (item: contracts.OrderRateListItem) => item.id,
    },
    fetch: async ({ limit, offset, after, orderBy }) => {
      const rows = await deps.db
        .select({
          rate: orderRates,
          order: {
            token: orders.token,
            payer: orders.payer,
            paymentState: orders.paymentState,
            provider: orders.provider,
            testMode: orders.testMode,
          },
          product: { id: products.id, name: products.name, form: products.form },
          // The order's rates so far: "2 of 6" (a subscription's count grows as it renews).
          of: sql<number>`(select count(*)::int from ${orderRates} r where r.order_id = ${orderRates.orderId})`,
        })
        .from(orderRates)
        .innerJoin(orders, eq(orders.id, orderRates.orderId))
        .innerJoin(products, eq(products.id, orders.productId))
        .where(and(condition, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => orderRateListItem(r.rate, r.order, r.product, Number(r.of)));
    },
  });
}

type RateRow = typeof orderRates.$inferSelect;
type OrderFacts = {
  token: string;
  payer: Record<string, unknown>;
  paymentState: string;
  provider: string;
  testMode: boolean;
};

export function orderRateListItem(
  rate: RateRow,
  order: OrderFacts,
  product: { id: number; name: string; form: string },
  of: number,
): contracts.OrderRateListItem {
  const payer = partyView(order.payer);
  return {
    id: rate.id,
    order_id: rate.orderId,
    order_token: order.token,
    payer: { name: `${payer.first_name} ${payer.last_name}`.trim(), email: payer.email },
    product,
    number: rate.number,
    of,
    due_at: rate.dueAt.toISOString(),
    amount: rate.amount,
    paid_amount: rate.paidAmount,
    currency: rate.currency,
    state: rate.state as contracts.OrderRateListItem["state"],
    payment_state: order.paymentState as contracts.OrderRateListItem["payment_state"],
    paid_at: rate.paidAt?.toISOString() ?? null,
    provider: order.provider,
    test_mode: order.testMode,
  };
}

/** The list's filters; the CSV export applies the same. Always scoped to the seller's rates. */
export function orderRateConditions(
  sellerId: number,
  q: contracts.OrderRatesExportQuery,
): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [eq(orderRates.sellerId, sellerId)];
  if (q.state) where.push(eq(orderRates.state, q.state));
  if (q.currency) where.push(eq(orderRates.currency, q.currency));
  if (q.order_id) where.push(eq(orderRates.orderId, q.order_id));
  if (q.due_from) where.push(gte(orderRates.dueAt, new Date(q.due_from)));
  if (q.due_till) where.push(lte(orderRates.dueAt, tillInclusive(q.due_till)));
  if (q.paid_from) where.push(gte(orderRates.paidAt, new Date(q.paid_from)));
  if (q.paid_till) where.push(lte(orderRates.paidAt, tillInclusive(q.paid_till)));
  // The order's payment state is copied onto its rates by the database (order_payment_state).
  if (q.payment_state) where.push(eq(orderRates.orderPaymentState, q.payment_state));
  // Other filters on the order reuse the orders list's (search included), as a semi-join on its rows.
  if (q.product_id || q.query) {
    const order = and(
      ...orderConditions(sellerId, {
        query: q.query,
        product_id: q.product_id,
      }),
    );
    where.push(sql`${orderRates.orderId} in (select ${orders.id} from ${orders} where ${order})`);
  }
  return where;
}
