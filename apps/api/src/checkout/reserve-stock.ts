import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { isDiscountApplicable, type ProductDiscount } from "@sellwerk/domain";
import type { Tx } from "../platform/db/client.ts";
import { fail, fieldFail, ok, type Result } from "../platform/result.ts";
import {
  licenseKeys,
  productItems,
  products,
  savedFormat,
  ticketTypes,
  type ProductRow,
} from "../catalog/index.ts";
import { reservations } from "../orders/tables.ts";
import type { CartLine } from "./cart.ts";
import { coupons } from "./tables.ts";

export interface StockHold {
  /** stock (limit or quota), discount (uses of the product's discount) or coupon (one use). */
  kind: "stock" | "discount" | "coupon";
  productId: number;
  ticketTypeId: number | null;
  couponId: number | null;
  quantity: number;
}

/** What a checkout holds: reservation rows to write, and the pool keys it reserved. */
export interface Holds {
  stock: StockHold[];
  keyIds: number[];
}

/** What a purchase takes from limited things; a Cart is one, an upsell builds one. */
export interface StockWants {
  product: Pick<ProductRow, "id" | "limit" | "form">;
  lines: readonly Pick<CartLine, "kind" | "productId" | "ticketTypeId" | "quantity">[];
  /** One product id per line priced with that product's discount. */
  discountedProductIds: readonly number[];
  coupon: { id: number } | null;
}

type LockedProduct = Pick<
  ProductRow,
  "id" | "limit" | "form" | "soldCount" | "reservedCount" | "discount" | "typeSettings"
>;

/**
 * Holds everything limited a purchase takes, under row locks (DESIGN §5), before anything is
 * charged: the bought product's limit, ticket quotas, the uses of limited product discounts (one
 * per discounted line, bumps and upsells included), one use of the coupon, and a pool key per
 * license-key seat. Concurrent checkouts queue on the limited product rows (locked together, in
 * id order, FOR NO KEY UPDATE so the foreign-key locks of inserting orders never wait on them),
 * then on the ticket types and the coupon, always in that order, so the limits hold and nothing
 * deadlocks. A key pool alone locks no product row: its keys are locked one by one (reserveKeys).
 * Counts are seats for events, orders otherwise.
 *
 * Call it first in the checkout's transaction, and `recordHolds` once the order exists.
 */
export async function holdStock(tx: Tx, wants: StockWants): Promise<Result<Holds>> {
  const holds: Holds = { stock: [], keyIds: [] };
  const ticketLines = wants.lines.filter((l) => l.kind === "ticket" && l.ticketTypeId !== null);
  const seats = ticketLines.reduce((sum, l) => sum + l.quantity, 0);
  const locked = mayHoldProducts(wants) ? await lockProducts(tx, wants) : [];

  const bought = locked.find((p) => p.id === wants.product.id);
  if (bought && bought.limit !== null) {
    const units = bought.form === "event" ? seats : 1;
    if (bought.soldCount + bought.reservedCount + units > bought.limit) return fail("SOLD_OUT");
    await tx
      .update(products)
      .set({ reservedCount: sql`${products.reservedCount} + ${units}` })
      .where(eq(products.id, bought.id));
    holds.stock.push(hold("stock", bought.id, units));
  }

  const tickets = await holdTickets(tx, wants.product.id, ticketLines);
  if (!tickets.ok) return tickets;
  holds.stock.push(...tickets.value);

  for (const row of locked) {
    const uses = wants.discountedProductIds.filter((id) => id === row.id).length;
    if (uses === 0) continue;
    // The price the buyer saw has a discount that ran out (or ended) meanwhile.
    const discount = row.discount as ProductDiscount | null;
    if (
      !isDiscountApplicable(discount) ||
      (discount.limit != null && discount.ordersCount + uses > discount.limit)
    )
      return fail("PRICE_CHANGED");
    await tx
      .update(products)
      .set({
        discount: sql`jsonb_set(${products.discount}, '{ordersCount}', to_jsonb(coalesce((${products.discount}->>'ordersCount')::int, 0) + ${uses}))`,
      })
      .where(eq(products.id, row.id));
    holds.stock.push(hold("discount", row.id, uses));
  }

  if (wants.coupon) {
    // Conditional: of concurrent buyers of the last use, the first to update wins, the others see its count.
    const [used] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        and(
          eq(coupons.id, wants.coupon.id),
          or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
        ),
      )
      .returning({ id: coupons.id });
    if (!used) return fieldFail("coupon_code", "coupon_used_up");
    holds.stock.push({ ...hold("coupon", wants.product.id, 1), couponId: used.id });
  }

  for (const row of locked) {
    if (row.form !== "license_key") continue;
    const keys = await reserveKeys(tx, row, wants);
    if (!keys.ok) return keys;
    holds.keyIds.push(...keys.value);
  }
  return ok(holds);
}

const hold = (kind: StockHold["kind"], productId: number, quantity: number): StockHold => ({
  kind,
  productId,
  ticketTypeId: null,
  couponId: null,
  quantity,
});

/** Forms whose purchase may take pool keys: a license-key product, or a container that includes one. */
const KEY_FORMS = new Set(["license_key", "bundle", "membership"]);

/**
 * Whether any product row could hold something: a limit, a discount use, or a key pool (bought
 * or included). The common purchase, one unlimited product without bumps, locks no row at all,
 * which saves the checkout a statement and buyers of one product from queueing on its row.
 */
function mayHoldProducts(wants: StockWants): boolean {
  return (
    wants.product.limit !== null ||
    wants.discountedProductIds.length > 0 ||
    KEY_FORMS.has(wants.product.form) ||
    wants.lines.some((l) => l.productId !== wants.product.id)
  );
}

/** Included products nest at most this deep, as delivered (fulfilment/targets.ts). */
const MAX_DEPTH = 4;

/**
 * The product rows a purchase holds something of: the bought product when it has a limit, products
 * whose discount priced a line, and license-key products (their pool) — bought, or included in a
 * bought bundle or membership, at any depth delivery goes. One statement, id order, locked when a
 * limit or a discount is among them. Key pools alone are read without a lock: reserveKeys locks
 * the keys themselves, so buyers of one key product (or of bundles that include it) no longer
 * queue on its row for the rest of their order's transaction, which under load was the
 * checkout's longest wait (issue 11: 87 ms per checkout).
 */
async function lockProducts(tx: Tx, wants: StockWants): Promise<LockedProduct[]> {
  const ids = [...new Set([wants.product.id, ...wants.lines.map((l) => l.productId)])];
  const included = sql`(with recursive reach(id, depth) as (
      select ${products.id}, 0 from ${products} where ${inArray(products.id, ids)}
      union all
      select i.item_id, r.depth + 1 from reach r
        join ${products} c on c.id = r.id and c.form in ('bundle', 'membership')
        join ${productItems} i on i.product_id = c.id
      where r.depth < ${MAX_DEPTH}
    ) select id from reach)`;
  const keyPools = and(eq(products.form, "license_key"), inArray(products.id, included));
  const limited = [
    ...(wants.product.limit !== null ? [eq(products.id, wants.product.id)] : []),
    ...(wants.discountedProductIds.length ? [inArray(products.id, [...wants.discountedProductIds])] : []),
  ];
  const rows = tx
    .select({
      id: products.id,
      limit: products.limit,
      form: products.form,
      soldCount: products.soldCount,
      reservedCount: products.reservedCount,
      discount: products.discount,
      typeSettings: products.typeSettings,
    })
    .from(products)
    .where(or(keyPools, limited.length ? and(inArray(products.id, ids), or(...limited)) : undefined))
    .orderBy(products.id);
  return limited.length ? rows.for("no key update") : rows;
}

/** Ticket quotas, locked in id order, so two buyers of several ticket types cannot deadlock. */
async function holdTickets(
  tx: Tx,
  productId: number,
  ticketLines: StockWants["lines"],
): Promise<Result<StockHold[]>> {
  if (ticketLines.length === 0) return ok([]);
  const ids = [...new Set(ticketLines.map((l) => l.ticketTypeId!))].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, ids))
    .orderBy(ticketTypes.id)
    .for("update");
  const holds: StockHold[] = [];
  for (const line of ticketLines) {
    const row = rows.find((r) => r.id === line.ticketTypeId)!;
    const held = holds.filter((h) => h.ticketTypeId === row.id).reduce((sum, h) => sum + h.quantity, 0);
    if (row.quota !== null && row.soldCount + row.reservedCount + held + line.quantity > row.quota)
      return fail("SOLD_OUT");
    await tx
      .update(ticketTypes)
      .set({ reservedCount: sql`${ticketTypes.reservedCount} + ${line.quantity}` })
      .where(eq(ticketTypes.id, row.id));
    holds.push({ ...hold("stock", productId, line.quantity), ticketTypeId: row.id });
  }
  return ok(holds);
}

/**
 * One pool key per seat of a license-key product (its lines' quantity when bought or as a bump,
 * one when a bundle includes it: as delivered), reserved now so a buyer is never charged for a
 * key that does not exist. Concurrent buyers lock different keys: SKIP LOCKED steps over the keys
 * other checkouts are reserving (and one a delivery or the seller's removal holds), and a key
 * another checkout reserved and committed is no longer available. So no key is reserved twice,
 * and a buyer is refused only when every key left is reserved or being reserved. Keys beyond the
 * pool come from a saved generator format when the product has one (no limit then); without one
 * the sale stops here.
 */
async function reserveKeys(tx: Tx, product: LockedProduct, wants: StockWants): Promise<Result<number[]>> {
  const seats =
    wants.lines
      .filter((l) => l.productId === product.id && (l.kind === "product" || l.kind === "bump"))
      .reduce((sum, l) => sum + l.quantity, 0) || 1;
  const reserved = await tx
    .update(licenseKeys)
    .set({ state: "reserved" })
    .where(
      inArray(
        licenseKeys.id,
        sql`(select ${licenseKeys.id} from ${licenseKeys} where ${licenseKeys.productId} = ${product.id} and ${licenseKeys.state} = 'available' order by ${licenseKeys.id} limit ${seats} for update skip locked)`,
      ),
    )
    .returning({ id: licenseKeys.id });
  if (reserved.length < seats && savedFormat(product) === null) return fail("SOLD_OUT");
  return ok(reserved.map((r) => r.id));
}

/** The holds as reservations of the order (released or converted with it), its keys named. */
export async function recordHolds(tx: Tx, orderId: number, holds: Holds, expiresAt: Date): Promise<void> {
  if (holds.stock.length)
    await tx.insert(reservations).values(holds.stock.map((h) => ({ ...h, orderId, expiresAt })));
  if (holds.keyIds.length)
    await tx.update(licenseKeys).set({ orderId }).where(inArray(licenseKeys.id, holds.keyIds));
}
