import { eq, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { products } from "../catalog/tables.ts";
import { orderLines } from "./tables.ts";
import type { OrderRow } from "./repository.ts";

/**
 * What a paid order sold, counted into its products' `sold_count` (the product list's "Sold",
 * docs/orders-lifecycle.md "Figures a seller reads off orders"): the order's product and every
 * bump, an order each, an event's product a seat per ticket. Products inside a bundle or
 * membership are delivered, not sold: the container counts the sale.
 *
 * The order's own product with a limit is left out here: its stock reservation moves from
 * reserved to sold (`settleReservations`). (A limit set or removed while the checkout was running
 * can make that one sale count 0 or 2 times.)
 *
 * Call it once, on the order's first successful payment (the locked order's draft/ready state
 * guarantees once), and before `settleReservations`: it locks every product of the order in id
 * order first, the order a checkout's `holdStock` locks them in, so a payment and a checkout of
 * the same products (a limited course with a license-key bump) cannot deadlock each other.
 */
export async function countSales(tx: Executor, order: Pick<OrderRow, "id" | "productId">): Promise<void> {
  // One statement (issue 11): the order's lines summed per product, their products locked in id
  // order (the sort sits below the row locks, so they are taken in that order), then counted.
  await tx.execute(sql`
    with sold as (
      select ${orderLines.productId} as product_id, sum(${orderLines.quantity})::int as quantity
      from ${orderLines} where ${eq(orderLines.orderId, order.id)} group by ${orderLines.productId}
    ), locked as (
      select ${products.id} as id, ${products.limit} as "limit" from ${products}
      where ${products.id} in (select product_id from sold union select ${order.productId}::bigint)
      order by ${products.id} for no key update
    )
    update ${products} set sold_count = ${products.soldCount} + sold.quantity
    from locked join sold on sold.product_id = locked.id
    where ${products.id} = locked.id and not (locked.id = ${order.productId} and locked."limit" is not null)
  `);
}
