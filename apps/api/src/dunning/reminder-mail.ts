import { eq } from "drizzle-orm";
import { daysOverdue, formatMoney, type ReminderStage } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import type { Tx } from "../platform/db/client.ts";
import { queueMail } from "../notifications/index.ts";
import { orders } from "../orders/tables.ts";
import { orderMailContext } from "../orders/buyer-mail.ts";
import type { dunningClaims } from "./tables.ts";

/**
 * A reminder to the buyer in the order's language: the open amount, the fees the reminders added,
 * the total, and a link to the order's manage page, where the open rate is paid with a new
 * payment method (the same flow as the failed-rate mail's). Answers the mail's token, or null when
 * the order has nobody to name (seller or product gone).
 */
export async function sendReminder(
  deps: Deps,
  tx: Tx,
  claim: typeof dunningClaims.$inferSelect,
  stage: ReminderStage,
): Promise<string | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, claim.orderId));
  if (!order) return null;
  const mail = await orderMailContext(tx, order);
  if (!mail) return null;
  const money = (amount: number) => formatMoney(amount, claim.currency, mail.buyer.locale);
  return queueMail(deps, tx, {
    userId: null,
    to: mail.buyer.email,
    template: stage,
    locale: mail.buyer.locale,
    vars: {
      name: mail.buyer.firstName,
      product: mail.productName,
      seller: mail.seller.name,
      amount: money(claim.amount),
      fees: money(claim.feesAmount),
      total: money(claim.amount + claim.feesAmount),
      days: String(daysOverdue(claim.overdueSince, deps.clock.now())),
    },
    actionPath: mail.managePath,
  });
}
