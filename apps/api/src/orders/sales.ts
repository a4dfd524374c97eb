import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { compiled } from "../platform/db/compiled.ts";
import { products } from "../catalog/tables.ts";
import { orderLines, reservations } from "./tables.ts";
import type { OrderRow } from "./repository.ts";

/**
 * An order's lines per product, and (for the caller, in the same round trip) whether the order
 * holds reservations that settleReservations must convert. Built once (platform/db/compiled.ts):
 * every paid checkout runs it, and the sale's last write below.
 */
const soldLines = compiled((ex: Executor) => {
  const orderId = sql.placeholder("orderId");
  return ex
    .select({
      productId: orderLines.productId,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
      held: sql<boolean>`exists (select 1 from ${reservations} where ${and(eq(reservations.orderId, orderId), eq(reservations.state, "held"))})`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.productId);
});

const addLastSale = compiled((ex: Executor) =>
  ex
    .update(products)
    .set({ soldCount: sql`${products.soldCount} + ${sql.placeholder("quantity")}` })
    .where(and(eq(products.id, sql.placeholder("productId")), isNull(products.limit))),
);

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
 *
 * The common order (one product, no reservation) is counted by `countLastSale` instead, as the
 * transaction's last write: that product's row is the one every buyer of it writes, and a row
 * written early stays locked through the rest of the payment (ledger, mails, jobs), so buyers of
 * one product paid one after another (issue 11: 61 ms of lock wait per checkout at 16 buyers).
 * With no reservation and no other product nothing else of the stock is locked after it, so the
 * lock order above still holds.
 */
export async function countSales(
  tx: Executor,
  order: Pick<OrderRow, "id" | "productId">,
): Promise<SalesCount> {
  const lines = await soldLines(tx, { orderId: order.id });
  const holdsReservations = lines.length === 0 || lines.some((l) => l.held);
  const ids = [...new Set([order.productId, ...lines.map((l) => l.productId)])];
  if (ids.length === 1) {
    // One product (the common order): one row, so no lock order to keep; its limit decides in
    // the statement (a limited product's sale moves with its reservation instead).
    const quantity = lines.reduce((sum, l) => sum + Number(l.quantity), 0);
    const sale = quantity > 0 ? { productId: order.productId, quantity } : null;
    if (!holdsReservations) return { holdsReservations, last: sale };
    if (sale) await countLastSale(tx, { holdsReservations, last: sale });
    return { holdsReservations, last: null };
  }
  const locked = await tx
    .select({ id: products.id, limit: products.limit })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for("no key update");
  const limited = new Set(locked.filter((p) => p.limit !== null).map((p) => p.id));
  const units = new Map<number, number>();
  for (const l of lines) {
    if (l.productId === order.productId && limited.has(l.productId)) continue;
    units.set(l.productId, (units.get(l.productId) ?? 0) + Number(l.quantity));
  }
  for (const [productId, quantity] of [...units].sort((a, b) => a[0] - b[0]))
    await tx
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${quantity}` })
      .where(eq(products.id, productId));
  return { holdsReservations, last: null };
}

export interface SalesCount {
  holdsReservations: boolean;
  /** The one product's sale that `countLastSale` writes at the end of the transaction. */
  last: { productId: number; quantity: number } | null;
}

/** Writes the sale `countSales` left for last: call it after the transaction's other writes. */
export async function countLastSale(tx: Executor, count: SalesCount): Promise<void> {
  if (!count.last) return;
  await addLastSale(tx, count.last);
}
