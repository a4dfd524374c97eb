import { and, eq } from "drizzle-orm";
import type { fulfilment } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { products } from "../../catalog/index.ts";
import { orders } from "../../orders/tables.ts";
import { sellerTasks } from "../tables.ts";
import { sellerTaskView } from "../views/seller-task.ts";

/** Marks a task done (once: done stays done, with its first time); another seller's task is 404. */
export async function completeSellerTask(
  deps: Deps,
  sellerId: number,
  taskId: number,
): Promise<Result<fulfilment.SellerTask>> {
  const own = and(eq(sellerTasks.id, taskId), eq(sellerTasks.sellerId, sellerId));
  await deps.db
    .update(sellerTasks)
    .set({ state: "done", doneAt: deps.clock.now() })
    .where(and(own, eq(sellerTasks.state, "open")));
  const [row] = await deps.db
    .select({ task: sellerTasks, product: products, payer: orders.payer })
    .from(sellerTasks)
    .innerJoin(products, eq(products.id, sellerTasks.productId))
    .innerJoin(orders, eq(orders.id, sellerTasks.orderId))
    .where(own);
  return row ? ok(sellerTaskView(row.task, row.product, row.payer)) : fail("NOT_FOUND");
}
