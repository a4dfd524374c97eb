import type { Deps } from "../platform/deps.ts";
import type { PublicSeller } from "../checkout/sellers.ts";
import type { ProductRow } from "../catalog/index.ts";
import type { Tx } from "../platform/db/client.ts";
import { lockOrder, type OrderRow } from "../orders/repository.ts";
import { deliveries } from "./tables.ts";
import { isDeliverable } from "./repository.ts";
import { grantProduct } from "./grants/index.ts";
import { queueDeliveryMail } from "./mail/delivery-mail.ts";
import type { DeliveryTarget } from "./targets.ts";

export interface ProductDelivery {
  orderId: number;
  target: DeliveryTarget;
  /** For a bundle or membership bought directly: the items delivered with it, listed in its mail. */
  items: readonly ProductRow[];
  seller: PublicSeller;
  payerUserId: number;
}

/**
 * Claims the (order, product) delivery rows of the products in one statement and answers the
 * products claimed now: a row already there means delivered before. The first step of
 * `deliverProductIn`, taken for all of an order's products at once by `deliverOrder` (a bundle of
 * three was four inserts, issue 11).
 */
export async function claimDeliveries(
  tx: Tx,
  orderId: number,
  productIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const claimed = await tx
    .insert(deliveries)
    .values(
      productIds.map((productId) => ({ orderId, productId, state: "delivered" as const, deliveredAt: now })),
    )
    .onConflictDoNothing({ target: [deliveries.orderId, deliveries.productId] })
    .returning({ productId: deliveries.productId });
  return new Set(claimed.map((c) => c.productId));
}

/**
 * What a claimed product gives (grantProduct) and its mail, in the transaction that claimed it.
 * Items of a bundle or membership arrive in its mail, not one mail each.
 */
export async function deliverClaimed(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  input: ProductDelivery,
  now: Date,
): Promise<void> {
  const { product, via } = input.target;
  await grantProduct({ deps, tx, order, product, via, payerUserId: input.payerUserId, now });
  if (via === null)
    await queueDeliveryMail(deps, tx, {
      order,
      product,
      listed: [...input.items, product],
      seller: input.seller,
      payerUserId: input.payerUserId,
    });
}

/**
 * Delivers one product of an order within the caller's transaction, which holds the order's row
 * lock (a refund that revokes waits, or is waited for) and read it as deliverable: the delivery
 * row claims the (order, product) pair — already there means already delivered, and nothing else
 * happens — then what the type gives and the mail. A crash anywhere rolls all of it back and the
 * job's retry starts over.
 */
async function deliverProductIn(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  input: ProductDelivery,
): Promise<boolean> {
  const now = deps.clock.now();
  const claimed = await claimDeliveries(tx, order.id, [input.target.product.id], now);
  if (!claimed.has(input.target.product.id)) return false;
  await deliverClaimed(deps, tx, order, input, now);
  return true;
}

/** Delivers one product of an order in a transaction of its own, under the order's row lock. */
export async function deliverProduct(deps: Deps, input: ProductDelivery): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || !isDeliverable(order)) return false;
    return deliverProductIn(deps, tx, order, input);
  });
}
