import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { Tx } from "../platform/db/client.ts";
import { fail, ok, type Result } from "../platform/result.ts";
import { licenseKeys, products, ticketTypes } from "../catalog/index.ts";
import { reservations } from "../orders/tables.ts";
import type { Cart } from "./cart.ts";

export interface StockHold {
  productId: number;
  ticketTypeId: number | null;
  quantity: number;
}

/**
 * Holds limited stock under row locks (DESIGN §5): the product row when it has a limit, the
 * ticket types with quotas. Concurrent checkouts of the same product queue on the lock, so
 * sold + reserved never passes the limit. Counts are seats for events, orders otherwise.
 *
 * Call it first in the checkout's transaction: inserting the order takes a key-share lock on
 * the product (foreign key), and two transactions holding that and then asking for the row
 * lock would deadlock.
 */
export async function holdStock(tx: Tx, cart: Cart): Promise<Result<StockHold[]>> {
  if (await keyPoolEmpty(tx, cart)) return fail("SOLD_OUT");
  const holds: StockHold[] = [];
  const ticketLines = cart.lines.filter((l) => l.kind === "ticket" && l.ticketTypeId !== null);
  const seats = ticketLines.reduce((sum, l) => sum + l.quantity, 0);
  if (cart.product.limit !== null) {
    const units = cart.product.form === "event" ? seats : 1;
    const [product] = await tx.select().from(products).where(eq(products.id, cart.product.id)).for("update");
    if (!product) return fail("PRODUCT_NOT_AVAILABLE");
    if (product.limit !== null) {
      if (product.soldCount + product.reservedCount + units > product.limit) return fail("SOLD_OUT");
      await tx
        .update(products)
        .set({ reservedCount: sql`${products.reservedCount} + ${units}` })
        .where(eq(products.id, product.id));
      holds.push({ productId: product.id, ticketTypeId: null, quantity: units });
    }
  }
  if (ticketLines.length === 0) return ok(holds);
  // Locked in id order, so two buyers of several ticket types cannot deadlock each other.
  const ids = [...new Set(ticketLines.map((l) => l.ticketTypeId!))].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, ids))
    .orderBy(ticketTypes.id)
    .for("update");
  for (const line of ticketLines) {
    const row = rows.find((r) => r.id === line.ticketTypeId)!;
    const held = holds.filter((h) => h.ticketTypeId === row.id).reduce((sum, h) => sum + h.quantity, 0);
    if (row.quota !== null && row.soldCount + row.reservedCount + held + line.quantity > row.quota)
      return fail("SOLD_OUT");
    await tx
      .update(ticketTypes)
      .set({ reservedCount: sql`${ticketTypes.reservedCount} + ${line.quantity}` })
      .where(eq(ticketTypes.id, row.id));
    holds.push({ productId: cart.product.id, ticketTypeId: row.id, quantity: line.quantity });
  }
  return ok(holds);
}

/** The holds as reservations of the order, released or converted with it. */
export async function recordHolds(
  tx: Tx,
  orderId: number,
  holds: StockHold[],
  expiresAt: Date,
): Promise<void> {
  if (holds.length) await tx.insert(reservations).values(holds.map((h) => ({ ...h, orderId, expiresAt })));
}

/**
 * A license-key product (bought or as a bump) whose pool has no available key and no saved
 * generator format would be paid for and never delivered: the sale stops before payment. (Two
 * buyers of the very last key can still both pass; delivery then retries until keys are added.)
 */
async function keyPoolEmpty(tx: Tx, cart: Cart): Promise<boolean> {
  const ids = [...new Set([cart.product.id, ...cart.lines.map((l) => l.productId)])];
  const [empty] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, ids),
        eq(products.form, "license_key"),
        isNull(sql`${products.typeSettings}->>'license_key_format'`),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(licenseKeys)
            .where(and(eq(licenseKeys.productId, products.id), eq(licenseKeys.state, "available"))),
        ),
      ),
    )
    .limit(1);
  return empty !== undefined;
}
