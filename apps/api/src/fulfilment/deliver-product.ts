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
 * Delivers one product of an order within the caller's transaction, which holds the order's row
 * lock (a refund that revokes waits, or is waited for) and read it as deliverable: the delivery
 * row claims the (order, product) pair — already there means already delivered, and nothing else
 * happens — then what the type gives and the mail. A crash anywhere rolls all of it back and the
 * job's retry starts over.
 */
export async function deliverProductIn(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  input: ProductDelivery,
): Promise<boolean> {
  const now = deps.clock.now();
  const { product, via } = input.target;
  const [claimed] = await tx
    .insert(deliveries)
    .values({ orderId: order.id, productId: product.id, state: "delivered", deliveredAt: now })
    .onConflictDoNothing({ target: [deliveries.orderId, deliveries.productId] })
    .returning({ id: deliveries.id });
  if (!claimed) return false;
  await grantProduct({ deps, tx, order, product, via, payerUserId: input.payerUserId, now });
  // Items of a bundle or membership arrive in its mail, not one mail each.
  if (via === null)
    await queueDeliveryMail(deps, tx, {
      order,
      product,
      listed: [...input.items, product],
      seller: input.seller,
      payerUserId: input.payerUserId,
    });
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
