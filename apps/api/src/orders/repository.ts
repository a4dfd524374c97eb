import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { orderRates, orders, reservations } from "./tables.ts";
import { licenseKeys, products, ticketTypes } from "../catalog/tables.ts";
import { coupons } from "../checkout/tables.ts";

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
 * Moves what the order holds: when its first payment succeeded (`convert`) stock goes from
 * reserved to sold, and discount and coupon uses (counted since the checkout) stay counted; when
 * the checkout failed or expired (`release`) stock, uses and reserved pool keys come back.
 * Reservations already moved are skipped, so calling this twice changes nothing. Rows are
 * updated products first (by id), then ticket types, then coupons: the checkout's lock order.
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
  const rank = (r: ReservationRow) => (r.couponId ? 2 : r.ticketTypeId ? 1 : 0);
  held.sort((a, b) => rank(a) - rank(b) || (a.ticketTypeId ?? a.productId) - (b.ticketTypeId ?? b.productId));
  for (const r of held) await settleOne(tx, r, how);
  // A paid order's reserved keys wait for its delivery, which assigns them.
  if (how === "release")
    await tx
      .update(licenseKeys)
      .set({ state: "available", orderId: null })
      .where(and(eq(licenseKeys.orderId, orderId), eq(licenseKeys.state, "reserved")));
}

type ReservationRow = typeof reservations.$inferSelect;

async function settleOne(tx: Executor, r: ReservationRow, how: "convert" | "release"): Promise<void> {
  if (r.kind === "coupon") {
    if (how === "release")
      await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} - ${r.quantity}` })
        .where(eq(coupons.id, r.couponId!));
    return;
  }
  if (r.kind === "discount") {
    if (how === "release")
      await tx
        .update(products)
        .set({
          discount: sql`jsonb_set(${products.discount}, '{ordersCount}', to_jsonb(greatest(coalesce((${products.discount}->>'ordersCount')::int, 0) - ${r.quantity}, 0)))`,
        })
        .where(and(eq(products.id, r.productId), isNotNull(products.discount)));
    return;
  }
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
