import { eq, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { products } from "../catalog/tables.ts";
import { orderLines } from "./tables.ts";
import type { OrderRow } from "./repository.ts";

/**
 * What a paid order sold, counted into its products' `sold_count` (the product list's "Sold",
 * docs/orders-lifecycle.md "Sold"): the order's product and every bump, an order each, an
 * event's product a seat per ticket. Products inside a bundle or membership are delivered, not
 * sold: the container counts the sale.
 *
 * The order's own product with a limit is left out: its stock reservation moved from reserved to
 * sold already (`settleReservations`). (A limit set or removed while the checkout was running
 * can make that one sale count 0 or 2 times.)
 *
 * Call it once, on the order's first successful payment, where the locked order's draft/ready
 * state guarantees once.
 */
export async function countSales(tx: Executor, order: Pick<OrderRow, "id" | "productId">): Promise<void> {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity, limit: products.limit })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id));
  const units = new Map<number, number>();
  for (const l of lines) {
    if (l.productId === order.productId && l.limit !== null) continue;
    units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  }
  // By id, the order every path locks product rows in, so two paid orders cannot deadlock here.
  for (const [productId, quantity] of [...units].sort((a, b) => a[0] - b[0]))
    await tx
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${quantity}` })
      .where(eq(products.id, productId));
}
