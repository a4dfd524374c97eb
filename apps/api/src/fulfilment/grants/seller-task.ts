import { sellerTasks } from "../tables.ts";
import type { Grant } from "./grant.ts";

/** A sold service is work for the seller: an open task until they mark it done. */
export async function openSellerTask(g: Grant): Promise<void> {
  await g.tx
    .insert(sellerTasks)
    .values({ sellerId: g.order.sellerId, orderId: g.order.id, productId: g.product.id })
    .onConflictDoNothing({ target: [sellerTasks.orderId, sellerTasks.productId] });
}
