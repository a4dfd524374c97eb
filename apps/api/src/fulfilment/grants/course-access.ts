import { courseAccesses } from "../tables.ts";
import type { Grant } from "./grant.ts";

/**
 * Access to a course or membership for the payer's account, from now: the delivery runs when the
 * first payment succeeded or a trial started, and a trial is there to try the content. It ends
 * through revokeDelivery (refund, chargeback, end of a subscription, an unpaid rate).
 */
export async function grantCourseAccess(g: Grant): Promise<void> {
  await g.tx
    .insert(courseAccesses)
    .values({ orderId: g.order.id, userId: g.payerUserId, productId: g.product.id, startsAt: g.now })
    .onConflictDoNothing({ target: [courseAccesses.orderId, courseAccesses.productId] });
}
