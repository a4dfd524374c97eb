import { and, eq, inArray, sql } from "drizzle-orm";
import { parseLicenseKeyFormat } from "@sellwerk/domain";
import { generateKey, licenseKeys, savedFormat } from "../../catalog/index.ts";
import { orderLines } from "../../orders/tables.ts";
import type { Grant } from "./grant.ts";

/** Draws from a saved format collide with the pool only in small formats; a few more tries do. */
const GENERATE_TRIES = 10;

/** A key the checkout reserved for this order (checkout/reserve-stock.ts), now handed out. */
async function takeReserved(g: Grant): Promise<string | null> {
  const [row] = await g.tx
    .update(licenseKeys)
    .set({ state: "assigned", assignedAt: g.now })
    .where(
      eq(
        licenseKeys.id,
        sql`(select ${licenseKeys.id} from ${licenseKeys} where ${licenseKeys.productId} = ${g.product.id} and ${licenseKeys.orderId} = ${g.order.id} and ${licenseKeys.state} = 'reserved' order by ${licenseKeys.id} limit 1 for update)`,
      ),
    )
    .returning({ key: licenseKeys.key });
  return row?.key ?? null;
}

/**
 * The next available key of the pool, taken for this order (one whose checkout reserved none:
 * started before reservations existed, or a seat beyond the pool of a product with a format). SKIP LOCKED: two deliveries at once
 * each take a different row instead of queueing on the same one, and the conditional state
 * guarantees a key is assigned to one order only.
 */
async function takeFromPool(g: Grant): Promise<string | null> {
  const [row] = await g.tx
    .update(licenseKeys)
    .set({ state: "assigned", orderId: g.order.id, assignedAt: g.now })
    .where(
      eq(
        licenseKeys.id,
        sql`(select ${licenseKeys.id} from ${licenseKeys} where ${licenseKeys.productId} = ${g.product.id} and ${licenseKeys.state} = 'available' order by ${licenseKeys.id} limit 1 for update skip locked)`,
      ),
    )
    .returning({ key: licenseKeys.key });
  return row?.key ?? null;
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

/** Seats of this product in the order: its product or bump lines' quantity; one when it came in a bundle. */
async function seatsOf(g: Grant): Promise<number> {
  const [row] = await g.tx
    .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, g.order.id),
        eq(orderLines.productId, g.product.id),
        inArray(orderLines.kind, ["product", "bump"]),
      ),
    );
  return Math.max(1, Number(row?.n ?? 0));
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
  const seats = await seatsOf(g);
  for (let seat = 0; seat < seats; seat++) {
    const key = (await takeReserved(g)) ?? (await takeFromPool(g)) ?? (await generateFromFormat(g));
    if (!key) throw new LicenseKeysExhausted(g.product.id);
  }
}
