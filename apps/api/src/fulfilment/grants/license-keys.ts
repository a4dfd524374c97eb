import { sql } from "drizzle-orm";
import { parseLicenseKeyFormat } from "@sellwerk/domain";
import { generateKey, licenseKeys, savedFormat } from "../../catalog/index.ts";
import { orderLines } from "../../orders/tables.ts";
import { rowsOf } from "../../platform/db/bulk.ts";
import type { Grant } from "./grant.ts";

/** Draws from a saved format collide with the pool only in small formats; a few more tries do. */
const GENERATE_TRIES = 10;

/**
 * The keys of the order's seats of this product, taken in one statement (issue 11: it was one to
 * count the seats and up to two per seat): first those the checkout reserved for the order
 * (checkout/reserve-stock.ts), then for seats without one the next available keys of the pool (an
 * order whose checkout reserved none: started before reservations existed, or seats beyond the
 * pool of a product with a format). Seats are the product or bump lines' quantity; one when the
 * product came in a bundle. SKIP LOCKED: two deliveries at once each take different pool rows
 * instead of queueing on the same ones, and a key is assigned to one order only.
 */
async function takeKeys(g: Grant): Promise<{ seats: number; taken: number }> {
  const k = licenseKeys;
  const l = orderLines;
  const result = await g.tx.execute(sql`
    WITH seats AS (
      SELECT greatest(1, coalesce(sum(${l.quantity}), 0))::int AS n FROM ${l}
      WHERE ${l.orderId} = ${g.order.id} AND ${l.productId} = ${g.product.id} AND ${l.kind} IN ('product', 'bump')
    ), reserved AS (
      SELECT ${k.id} FROM ${k}
      WHERE ${k.productId} = ${g.product.id} AND ${k.orderId} = ${g.order.id} AND ${k.state} = 'reserved'
      ORDER BY ${k.id} LIMIT (SELECT n FROM seats) FOR UPDATE
    ), pool AS (
      SELECT ${k.id} FROM ${k}
      WHERE ${k.productId} = ${g.product.id} AND ${k.state} = 'available'
      ORDER BY ${k.id} LIMIT (SELECT n FROM seats) - (SELECT count(*) FROM reserved) FOR UPDATE SKIP LOCKED
    ), taken AS (
      UPDATE ${k} SET state = 'assigned', order_id = ${g.order.id}, assigned_at = ${g.now.toISOString()}::timestamptz
      WHERE ${k.id} IN (SELECT id FROM reserved UNION ALL SELECT id FROM pool)
      RETURNING 1
    )
    SELECT (SELECT n FROM seats) AS seats, (SELECT count(*) FROM taken)::int AS taken`);
  const [row] = rowsOf<{ seats: number | string; taken: number | string }>(result);
  return { seats: Number(row?.seats ?? 1), taken: Number(row?.taken ?? 0) };
}

/**
 * An empty pool with a saved generator format (the "add license keys" step) makes a new key; the
 * unique (product, key) index keeps it from ever equalling one already handed out.
 */
async function generateFromFormat(g: Grant): Promise<string | null> {
  const format = savedFormat(g.product);
  const segments = format ? parseLicenseKeyFormat(format) : null;
  if (!segments || typeof segments === "string") return null;
  for (let i = 0; i < GENERATE_TRIES; i++) {
    const [row] = await g.tx
      .insert(licenseKeys)
      .values({
        productId: g.product.id,
        key: generateKey(segments),
        source: "generated",
        state: "assigned",
        orderId: g.order.id,
        assignedAt: g.now,
      })
      .onConflictDoNothing({ target: [licenseKeys.productId, licenseKeys.key] })
      .returning({ key: licenseKeys.key });
    if (row) return row.key;
  }
  return null;
}

/** Thrown when no key can be given: the delivery rolls back and its job retries later. */
export class LicenseKeysExhausted extends Error {
  constructor(productId: number) {
    super(`license key pool of product ${productId} is empty and it has no generator format`);
  }
}

/**
 * One key per seat: the keys the checkout reserved for the order, else from the pool or generated
 * by the saved format. With none of them, the whole delivery fails and is retried (the seller can
 * add keys meanwhile); since the checkout reserves a key per seat before charging, or refuses the
 * sale, only an order bought before reservations existed can get here.
 */
export async function assignLicenseKeys(g: Grant): Promise<void> {
  const { seats, taken } = await takeKeys(g);
  for (let seat = taken; seat < seats; seat++) {
    if (!(await generateFromFormat(g))) throw new LicenseKeysExhausted(g.product.id);
  }
}
