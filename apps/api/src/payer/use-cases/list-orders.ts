import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { payer } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { listPage, orderBy } from "../../platform/db/list.ts";
import { users } from "../../identity/index.ts";
import { products } from "../../catalog/index.ts";
import { orders } from "../../orders/index.ts";
import { ratesByOrder } from "../../orders/use-cases/list-orders.ts";
import { orderListItemView } from "../../orders/views/order-views.ts";
import { sellersById } from "../sellers.ts";

/**
 * The signed-in payer's orders across sellers, newest first: only orders whose payer account is
 * theirs (set when the order was delivered), never one merely sent to their address. Drafts are
 * checkouts that never went through and are left out. Amounts are summed from the rates by the
 * same view as the seller's list.
 */
export async function listPayerOrders(
  deps: Deps,
  userId: number,
  q: payer.PayerOrdersQuery,
): Promise<{ list: payer.PayerOrderListItem[]; total_count: number; total_count_max: number }> {
  const where = and(...conditions(deps, userId, q));
  return listPage(deps.db, {
    table: orders,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select({ order: orders, product: { id: products.id, name: products.name, form: products.form } })
        .from(orders)
        .innerJoin(products, eq(products.id, orders.productId))
        .where(where)
        .orderBy(...orderBy(orders.createdAt, orders.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      const [rates, sellers] = await Promise.all([
        ratesByOrder(
          deps,
          rows.map((r) => r.order.id),
        ),
        sellersById(
          deps.db,
          rows.map((r) => r.order.sellerId),
        ),
      ]);
      return rows.flatMap(({ order, product }) => {
        const seller = sellers.get(order.sellerId);
        if (!seller) return [];
        const item = orderListItemView(order, product, rates.get(order.id) ?? []);
        return [
          {
            token: item.token,
            created_at: item.created_at,
            seller,
            product,
            plan_form: item.plan_form,
            currency: item.currency,
            total_amount: item.total_amount,
            paid_amount: item.paid_amount,
            unpaid_amount: item.unpaid_amount,
            state: item.state,
            payment_state: item.payment_state,
            next_due_at: item.next_due_at,
          },
        ];
      });
    },
  });
}

function conditions(deps: Deps, userId: number, q: payer.PayerOrdersQuery): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [eq(orders.payerUserId, userId), ne(orders.state, "draft")];
  if (q.state) where.push(eq(orders.state, q.state));
  if (q.seller)
    where.push(
      inArray(
        orders.sellerId,
        deps.db.select({ id: users.id }).from(users).where(eq(users.username, q.seller)),
      ),
    );
  return where;
}
