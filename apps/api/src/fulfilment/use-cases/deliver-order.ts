import { eq, sql } from "drizzle-orm";
import { isLocale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor, Tx } from "../../platform/db/client.ts";
import { compiled } from "../../platform/db/compiled.ts";
import { findOrCreatePayer, users } from "../../identity/index.ts";
import { publicSellerColumns, publicSellerOf, type PublicSeller } from "../../checkout/sellers.ts";
import { orders } from "../../orders/tables.ts";
import type { OrderRow } from "../../orders/repository.ts";
import { isDeliverable, payerOf } from "../repository.ts";
import { deliveryTargets } from "../targets.ts";
import { claimDeliveries, deliverClaimed, deliverProduct, type ProductDelivery } from "../deliver-product.ts";

/**
 * The order under its row lock, with its seller, in one statement (issue 11). Only the order's
 * row is locked (`OF orders`): a lock on the seller's user row would queue every delivery of the
 * seller behind one another. Built once (platform/db/compiled.ts): every delivery runs it.
 */
const lockedOrderWithSeller = compiled((ex: Executor) =>
  ex
    .select({ order: orders, seller: publicSellerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.sellerId))
    .where(eq(orders.id, sql.placeholder("orderId")))
    .for("update", { of: orders }),
);

async function lockOrderWithSeller(
  tx: Tx,
  orderId: number,
): Promise<{ order: OrderRow; seller: PublicSeller } | null> {
  const [row] = await lockedOrderWithSeller(tx, { orderId });
  return row ? { order: row.order, seller: publicSellerOf(row.seller) } : null;
}

interface Linked {
  order: OrderRow;
  seller: PublicSeller;
  payerUserId: number;
}

/**
 * The order, its seller and the payer's account for it (spec: a payer account created if
 * needed): found by the payer's email or created with a magic link, and named on the order.
 * Under the order's lock, so two runs of the job link the same account and mail one link. Null
 * when the order is gone or not deliverable (not paid, or no longer).
 */
async function linkPayer(deps: Deps, tx: Tx, orderId: number): Promise<Linked | null> {
  const locked = await lockOrderWithSeller(tx, orderId);
  if (!locked || !isDeliverable(locked.order)) return null;
  const { order, seller } = locked;
  if (order.payerUserId) return { order, seller, payerUserId: order.payerUserId };
  const payer = payerOf(order);
  const { user } = await findOrCreatePayer(deps, tx, {
    email: payer.email,
    firstName: payer.first_name,
    lastName: payer.last_name,
    locale: isLocale(order.locale) ? order.locale : "en",
    seller: seller.username,
    sellerName: seller.name,
  });
  await tx.update(orders).set({ payerUserId: user.id }).where(eq(orders.id, order.id));
  return { order: { ...order, payerUserId: user.id }, seller, payerUserId: user.id };
}

/** Each product the order bought (docs/fulfilment.md), with the items a container lists. */
async function productDeliveries(ex: Executor, linked: Linked): Promise<ProductDelivery[]> {
  const { order, seller, payerUserId } = linked;
  const targets = await deliveryTargets(ex, order);
  return targets.map((target) => ({
    orderId: order.id,
    target,
    items: targets.filter((t) => t.via?.id === target.product.id).map((t) => t.product),
    seller,
    payerUserId,
  }));
}

/**
 * The `fulfilment.deliver` job: everything a paid order bought, each product exactly once
 * (docs/fulfilment.md). Safe to run any number of times, also concurrently: a product already
 * delivered is skipped, an order that is not paid (or no longer is) gets nothing. Answers how
 * many products this run delivered.
 *
 * One transaction links the payer and delivers every product, their delivery rows claimed in one
 * statement: a bundle of three was five transactions, each locking the order again (issue 11).
 * When that fails (a key pool ran empty), it all rolls back and the job goes the careful way, as
 * it always did: the payer linked on its own, so the paid order shows in their payer area, then
 * each product in a transaction of its own up to the one that fails, which the job's retry starts
 * from. A bundle comes after its items, so its mail goes out once they all arrived.
 */
export async function deliverOrder(deps: Deps, orderId: number): Promise<number> {
  try {
    return await deps.db.transaction(async (tx) => {
      const linked = await linkPayer(deps, tx, orderId);
      if (!linked) return 0;
      const list = await productDeliveries(tx, linked);
      const now = deps.clock.now();
      // Every product's delivery row claimed in one statement, then each claimed one given in order.
      const claimed = await claimDeliveries(
        tx,
        orderId,
        list.map((d) => d.target.product.id),
        now,
      );
      const mine = list.filter((d) => claimed.has(d.target.product.id));
      for (const delivery of mine) await deliverClaimed(deps, tx, linked.order, delivery, now);
      return mine.length;
    });
  } catch (err) {
    deps.log.warn({ err, orderId }, "delivery in one transaction failed; delivering product by product");
  }
  const linked = await deps.db.transaction((tx) => linkPayer(deps, tx, orderId));
  if (!linked) return 0;
  let delivered = 0;
  for (const delivery of await productDeliveries(deps.db, linked))
    if (await deliverProduct(deps, delivery)) delivered += 1;
  return delivered;
}
