import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy } from "../../platform/db/list.ts";
import { products } from "../../catalog/index.ts";
import { orders } from "../../orders/tables.ts";
import { sellerTasks } from "../tables.ts";
import { sellerTaskView } from "../views/seller-task.ts";

const SORT_COLUMNS = { created_at: sellerTasks.createdAt, id: sellerTasks.id } as const;

/**
 * The buyer's email or name, the service's name, or the order number. Through subqueries, so the
 * list's capped count runs on seller_tasks alone.
 */
function search(query: string): SQL | undefined {
  const pattern = likePattern(query);
  const payers = sql`(select ${orders.id} from ${orders} where ${orders.payer}->>'email' ilike ${pattern}
    or concat_ws(' ', ${orders.payer}->>'first_name', ${orders.payer}->>'last_name') ilike ${pattern})`;
  const services = sql`(select ${products.id} from ${products} where ${products.name} ilike ${pattern})`;
  const orderId = /^#?\d{1,15}$/.test(query) ? Number(query.replace("#", "")) : null;
  return or(
    inArray(sellerTasks.orderId, payers),
    inArray(sellerTasks.productId, services),
    orderId !== null ? eq(sellerTasks.orderId, orderId) : undefined,
  );
}

/** The seller's tasks from sold services: filter by state, search buyer, service or order; newest first. */
export async function listSellerTasks(deps: Deps, sellerId: number, q: fulfilment.SellerTasksQuery) {
  const where = and(
    eq(sellerTasks.sellerId, sellerId),
    q.state ? eq(sellerTasks.state, q.state) : undefined,
    q.query ? search(q.query) : undefined,
  );
  return listPage(deps.db, {
    table: sellerTasks,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select({ task: sellerTasks, product: products, payer: orders.payer })
        .from(sellerTasks)
        .innerJoin(products, eq(products.id, sellerTasks.productId))
        .innerJoin(orders, eq(orders.id, sellerTasks.orderId))
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS[q.sort_key], sellerTasks.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => sellerTaskView(r.task, r.product, r.payer));
    },
  });
}
