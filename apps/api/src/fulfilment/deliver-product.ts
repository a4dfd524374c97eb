import type { Deps } from "../platform/deps.ts";
import type { PublicSeller } from "../checkout/sellers.ts";
import type { ProductRow } from "../catalog/index.ts";
import { lockOrder } from "../orders/repository.ts";
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
 * Delivers one product of an order in one transaction: the order row is locked (a refund that
 * revokes waits, or is waited for), the delivery row claims the (order, product) pair — already
 * there means already delivered, and nothing else happens — then what the type gives and the
 * mail. A crash anywhere rolls all of it back and the job's retry starts over.
 */
export async function deliverProduct(deps: Deps, input: ProductDelivery): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order || !isDeliverable(order)) return false;
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
  });
}
