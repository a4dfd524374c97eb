import { and, eq, gte, ilike, inArray, isNotNull, isNull, like, lte, ne, or, type SQL } from "drizzle-orm";
import type { orders as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import {
  COUNT_BUDGET_MS,
  likePattern,
  listPage,
  prefixPattern,
  tillInclusive,
} from "../../platform/db/list.ts";
import { products } from "../../catalog/index.ts";
import { orderRates, orders } from "../tables.ts";
import type { OrderRateRow } from "../repository.ts";
import { orderListItemView } from "../views/order-views.ts";

const SORT_COLUMNS = {
  created_at: orders.createdAt,
  total_amount: orders.totalAmount,
  id: orders.id,
} as const;

/** Shorter token prefixes would match nearly every order; ids and names cover short searches. */
const TOKEN_PREFIX_MIN = 4;

/**
 * The seller's orders (spec two §3 filters "Orders and payments"), newest first by default. A
 * page's amounts come from its rates in one more query, summed by the same rules as the detail.
 */
export async function listOrders(deps: Deps, sellerId: number, q: contracts.OrdersQuery) {
  const condition = and(...orderConditions(sellerId, q));
  return listPage(deps.db, {
    table: orders,
    where: condition,
    request: q,
    // Filters and sort keys are index ranges (capped counts read at most 10,000 index entries);
    // only a search may match too widely to count quickly.
    countBudgetMs: q.query ? COUNT_BUDGET_MS : undefined,
    keyset: {
      column: SORT_COLUMNS[q.sort_key],
      id: orders.id,
      scope: eq(orders.sellerId, sellerId),
      idOf: (item: contracts.OrderListItem) => item.id,
    },
    fetch: async ({ limit, offset, after, orderBy }) => {
      // A page by number skips `offset` rows: skipping them in the index alone (an index-only
      // scan for the ids) and reading only the page's rows keeps page 333 near page 1's cost.
      const window = offset
        ? inArray(
            orders.id,
            deps.db
              .select({ id: orders.id })
              .from(orders)
              .where(and(condition, after))
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset),
          )
        : undefined;
      const rows = await deps.db
        .select({ order: orders, product: { id: products.id, name: products.name, form: products.form } })
        .from(orders)
        .innerJoin(products, eq(products.id, orders.productId))
        .where(and(condition, after, window))
        .orderBy(...orderBy)
        .limit(limit);
      const rates = await ratesByOrder(
        deps,
        rows.map((r) => r.order.id),
      );
      return rows.map((r) => orderListItemView(r.order, r.product, rates.get(r.order.id) ?? []));
    },
  });
}

/** The list's filters and search; the CSV export applies the same. */
export function orderConditions(sellerId: number, q: contracts.OrdersFilters): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [eq(orders.sellerId, sellerId)];
  if (q.query) where.push(search(q.query));
  if (q.payment_state) where.push(eq(orders.paymentState, q.payment_state));
  if (q.state) where.push(eq(orders.state, q.state));
  if (q.product_id) where.push(eq(orders.productId, q.product_id));
  if (q.pricing_plan_id) where.push(eq(orders.pricingPlanId, q.pricing_plan_id));
  if (q.coupon_id) where.push(eq(orders.couponId, q.coupon_id));
  // Both within the seller's own orders (the first condition): another seller's program finds nothing.
  if (q.affiliate_program_id) where.push(eq(orders.affiliateProgramId, q.affiliate_program_id));
  if (q.publisher_id) where.push(eq(orders.publisherId, q.publisher_id));
  if (q.payment_method) where.push(eq(orders.paymentMethod, q.payment_method));
  if (q.provider) where.push(eq(orders.provider, q.provider));
  if (q.currency) where.push(eq(orders.currency, q.currency));
  if (q.upsell_type)
    where.push(q.upsell_type === "upsell" ? isNotNull(orders.parentOrderId) : isNull(orders.parentOrderId));
  if (q.created_from) where.push(gte(orders.createdAt, new Date(q.created_from)));
  if (q.created_till) where.push(lte(orders.createdAt, tillInclusive(q.created_till)));
  // An expired checkout is cancelled with payment_not_completed (docs/orders-lifecycle.md).
  if (q.exclude_not_completed)
    where.push(ne(orders.state, "draft"), ne(orders.paymentState, "payment_not_completed"));
  return where;
}

/**
 * Payer email or name (the generated `search_text`, trigram-indexed), the order id, or the start
 * of its token (as the buyer's links show it; a text_pattern_ops index serves the prefix).
 */
function search(query: string): SQL | undefined {
  const id = /^\d{1,15}$/.test(query) ? Number(query) : undefined;
  return or(
    ilike(orders.searchText, likePattern(query)),
    id ? eq(orders.id, id) : undefined,
    query.length >= TOKEN_PREFIX_MIN ? like(orders.token, prefixPattern(query)) : undefined,
  );
}

export async function ratesByOrder(deps: Deps, orderIds: number[]): Promise<Map<number, OrderRateRow[]>> {
  const byOrder = new Map<number, OrderRateRow[]>();
  if (!orderIds.length) return byOrder;
  const rows = await deps.db
    .select()
    .from(orderRates)
    .where(inArray(orderRates.orderId, orderIds))
    .orderBy(orderRates.orderId, orderRates.number);
  for (const rate of rows) byOrder.set(rate.orderId, [...(byOrder.get(rate.orderId) ?? []), rate]);
  return byOrder;
}
