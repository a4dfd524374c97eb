import { and, eq } from "drizzle-orm";
import type { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { listPage, orderBy } from "../../platform/db/list.ts";
import { products } from "../../catalog/index.ts";
import { orders } from "../../orders/tables.ts";
import { sellerTasks } from "../tables.ts";
import { sellerTaskView } from "../views/seller-task.ts";

const SORT_COLUMNS = { created_at: sellerTasks.createdAt, id: sellerTasks.id } as const;

/** The seller's tasks from sold services, open ones by default first in the web list's filter. */
export async function listSellerTasks(deps: Deps, sellerId: number, q: fulfilment.SellerTasksQuery) {
  const where = and(eq(sellerTasks.sellerId, sellerId), q.state ? eq(sellerTasks.state, q.state) : undefined);
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
