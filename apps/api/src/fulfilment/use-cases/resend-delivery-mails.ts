import type { OrderState } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { findOrderByToken } from "../../orders/repository.ts";
import { sellerById } from "../../checkout/sellers.ts";
import { deliveriesOf, KEPT_STATES } from "../repository.ts";
import { deliveryTargets } from "../targets.ts";
import { queueDeliveryMail } from "../mail/delivery-mail.ts";

/**
 * Re-delivery on demand: the delivery mails of what the order bought are sent again (a buyer who
 * lost them), as their products' delivery options say, and logged like the first ones. Nothing is
 * issued again: the mails list the same keys, codes and serials.
 */
export async function resendDeliveryMails(deps: Deps, token: string): Promise<Result<{ sent: number }>> {
  const order = await findOrderByToken(deps.db, token);
  if (!order) return fail("NOT_FOUND");
  if (!KEPT_STATES.includes(order.state as OrderState) || !order.payerUserId)
    return fail("ORDER_STATE_INVALID");
  const seller = await sellerById(deps.db, order.sellerId);
  if (!seller) return fail("NOT_FOUND");
  const delivered = new Set(
    (await deliveriesOf(deps.db, order.id)).filter((d) => d.state === "delivered").map((d) => d.productId),
  );
  const targets = (await deliveryTargets(deps.db, order)).filter((t) => delivered.has(t.product.id));
  let sent = 0;
  await deps.db.transaction(async (tx) => {
    for (const target of targets.filter((t) => t.via === null)) {
      const items = targets.filter((t) => t.via?.id === target.product.id).map((t) => t.product);
      const queued = await queueDeliveryMail(deps, tx, {
        order,
        product: target.product,
        listed: [...items, target.product],
        seller,
        payerUserId: order.payerUserId!,
      });
      if (queued) sent += 1;
    }
  });
  return ok({ sent });
}
