import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { orderRates, orders, reservations } from "./tables.ts";
import { products, ticketTypes } from "../catalog/tables.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderRateRow = typeof orderRates.$inferSelect;

// Row locks in one order everywhere — order, then its rates, then stock — so two transactions
// touching the same order can never deadlock each other.

export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row ?? null;
}

export async function lockRate(tx: Executor, rateId: number): Promise<OrderRateRow | null> {
  const [row] = await tx.select().from(orderRates).where(eq(orderRates.id, rateId)).for("update");
  return row ?? null;
}

export async function ratesOf(tx: Executor, orderId: number): Promise<OrderRateRow[]> {
  return tx.select().from(orderRates).where(eq(orderRates.orderId, orderId)).orderBy(orderRates.number);
}

export async function findOrderByToken(tx: Executor, token: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.token, token));
  return row ?? null;
}

/**
 * Moves the order's held stock: to sold when its first payment succeeded (`convert`), back to
 * free when the checkout failed or expired (`release`). Reservations already moved are skipped,
 * so calling this twice changes nothing.
 */
export async function settleReservations(
  tx: Executor,
  orderId: number,
  how: "convert" | "release",
): Promise<void> {
  const held = await tx
    .update(reservations)
    .set({ state: how === "convert" ? "converted" : "released" })
    .where(and(eq(reservations.orderId, orderId), eq(reservations.state, "held")))
    .returning();
  for (const r of held) {
    const sold = how === "convert" ? r.quantity : 0;
    if (r.ticketTypeId)
      await tx
        .update(ticketTypes)
        .set({
          reservedCount: sql`${ticketTypes.reservedCount} - ${r.quantity}`,
          soldCount: sql`${ticketTypes.soldCount} + ${sold}`,
        })
        .where(eq(ticketTypes.id, r.ticketTypeId));
    else
      await tx
        .update(products)
        .set({
          reservedCount: sql`${products.reservedCount} - ${r.quantity}`,
          soldCount: sql`${products.soldCount} + ${sold}`,
        })
        .where(eq(products.id, r.productId));
  }
}
