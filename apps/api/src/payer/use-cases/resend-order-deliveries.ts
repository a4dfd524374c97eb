import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, type Result } from "../../platform/result.ts";
import { orders } from "../../orders/index.ts";
import { resendDeliveryMails } from "../../fulfilment/index.ts";

/**
 * The payer asks for an order's delivery mails again, from the order page: the fulfilment's own
 * re-delivery (the same mails, nothing issued anew), for the payer's own orders only — another
 * payer's token answers 404 like an unknown one.
 */
export async function resendOrderDeliveries(
  deps: Deps,
  userId: number,
  token: string,
): Promise<Result<{ sent: number }>> {
  const [own] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.token, token), eq(orders.payerUserId, userId)));
  if (!own) return fail("NOT_FOUND");
  return resendDeliveryMails(deps, token);
}
