import { eq, sql } from "drizzle-orm";
import { validationMessage } from "@sellwerk/contracts";
import { formatMoney, ORDER_PAYMENT_TRANSITIONS, ORDER_RATE_TRANSITIONS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { queueMail } from "../../notifications/index.ts";
import { orderRates, orders } from "../tables.ts";
import type { OrderRateRow, OrderRow } from "../repository.ts";
import { transit, transitIfAllowed } from "../lifecycle.ts";
import { orderMailContext } from "../buyer-mail.ts";
import { expireCheckout } from "./expire-checkout.ts";
import { scheduleUnpaidPause } from "../../fulfilment/index.ts";

/**
 * A charge for a rate failed. A declined first payment leaves the order a draft the buyer can
 * pay again (the checkout page offers it at once); a first payment that failed asynchronously
 * (SEPA returned) ends the checkout. A later rate becomes unpaid and waits for dunning (a later
 * issue builds the reminders): the order's payment pauses and the buyer is asked to update the
 * payment method. Where the seller suspends access on unpaid rates, it pauses after their grace
 * days (fulfilment's scheduleUnpaidPause) and resumes once paid (recordRatePaid).
 */
export async function recordRateFailed(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  rate: OrderRateRow,
  code: string,
): Promise<void> {
  const now = deps.clock.now();
  if (order.state === "draft") {
    await tx
      .update(orderRates)
      .set({ attempts: sql`${orderRates.attempts} + 1`, lastFailure: code, updatedAt: now })
      .where(eq(orderRates.id, rate.id));
    return;
  }
  if (order.state === "ready") {
    await expireCheckout(deps, tx, order, code);
    return;
  }
  await tx
    .update(orderRates)
    .set({
      state: transitIfAllowed(ORDER_RATE_TRANSITIONS, rate.state, "fail"),
      attempts: sql`${orderRates.attempts} + 1`,
      lastFailure: code,
      dunningSince: rate.dunningSince ?? now,
      updatedAt: now,
    })
    .where(eq(orderRates.id, rate.id));
  if (order.paymentState === "paying")
    await tx
      .update(orders)
      .set({
        paymentState: transit(ORDER_PAYMENT_TRANSITIONS, order.paymentState, "rate_failed", "order payment"),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
  await scheduleUnpaidPause(deps, tx, order, { id: rate.id, dunningSince: rate.dunningSince ?? now });
  await askForNewMethod(deps, tx, order, rate, code);
}

async function askForNewMethod(deps: Deps, tx: Tx, order: OrderRow, rate: OrderRateRow, code: string) {
  const mail = await orderMailContext(tx, order);
  if (!mail) return;
  const { buyer } = mail;
  await queueMail(deps, tx, {
    userId: null,
    to: buyer.email,
    template: "rate_failed",
    locale: buyer.locale,
    vars: {
      name: buyer.firstName,
      product: mail.productName,
      amount: formatMoney(rate.amount, order.currency, buyer.locale),
      reason: validationMessage(buyer.locale, code),
    },
    actionPath: mail.managePath,
  });
}
