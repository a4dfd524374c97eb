import { eq } from "drizzle-orm";
import { isLocale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { findOrCreatePayer, users } from "../../identity/index.ts";
import { publicSellerColumns, publicSellerOf, type PublicSeller } from "../../checkout/sellers.ts";
import { orders } from "../../orders/tables.ts";
import type { OrderRow } from "../../orders/repository.ts";
import { isDeliverable, payerOf } from "../repository.ts";
import { deliveryTargets } from "../targets.ts";
import { deliverProduct } from "../deliver-product.ts";

/**
 * The order under its row lock, with its seller, in one statement (issue 11). Only the order's
 * row is locked (`OF orders`): a lock on the seller's user row would queue every delivery of the
 * seller behind one another.
 */
async function lockOrderWithSeller(
  tx: Tx,
  orderId: number,
): Promise<{ order: OrderRow; seller: PublicSeller } | null> {
  const [row] = await tx
    .select({ order: orders, seller: publicSellerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.sellerId))
    .where(eq(orders.id, orderId))
    .for("update", { of: orders });
  return row ? { order: row.order, seller: publicSellerOf(row.seller) } : null;
}

/**
 * The order, its seller and the payer's account for it (spec: a payer account created if
 * needed): found by the payer's email or created with a magic link, and named on the order. Its
 * own transaction under the order's lock, so two runs of the job link the same account and mail
 * one link. Null when the order is gone or not deliverable (not paid, or no longer).
 */
async function linkPayer(
  deps: Deps,
  orderId: number,
): Promise<{ order: OrderRow; seller: PublicSeller; payerUserId: number } | null> {
  return deps.db.transaction(async (tx) => {
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
    return { order, seller, payerUserId: user.id };
  });
}

/**
 * The `fulfilment.deliver` job: everything a paid order bought, each product exactly once
 * (docs/fulfilment.md). Safe to run any number of times, also concurrently: a product already
 * delivered is skipped, an order that is not paid (or no longer is) gets nothing. Answers how
 * many products this run delivered.
 */
export async function deliverOrder(deps: Deps, orderId: number): Promise<number> {
  const linked = await linkPayer(deps, orderId);
  if (!linked) return 0;
  const { order, seller, payerUserId } = linked;
  const targets = await deliveryTargets(deps.db, order);
  let delivered = 0;
  for (const target of targets) {
    const items = targets.filter((t) => t.via?.id === target.product.id).map((t) => t.product);
    if (await deliverProduct(deps, { orderId: order.id, target, items, seller, payerUserId })) delivered += 1;
  }
  return delivered;
}
