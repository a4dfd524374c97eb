import { and, asc, eq, inArray } from "drizzle-orm";
import type { checkout } from "@sellwerk/contracts";
import { PAYMENT_LOG_TRANSITIONS, type PaymentMethod } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { isLockNotAvailable } from "../../platform/db/errors.ts";
import { orderRates, orders } from "../../orders/tables.ts";
import { lockOrder } from "../../orders/repository.ts";
import { payments } from "../../payments/tables.ts";
import { executePayment } from "../../payments/use-cases/execute-payment.ts";
import { orderPaymentFor } from "../order-method.ts";
import { sellerById } from "../sellers.ts";
import { checkoutResultOf } from "./pay-first-rate.ts";
import { openClaimFees } from "../../dunning/pay-link-fees.ts";
import { transit } from "../../orders/lifecycle.ts";

/**
 * The buyer replaces the method of a running order (manage page, the reminders' pay link). An
 * unpaid rate is charged with the new method at once, together with the dunning fees its open
 * claim has added (one payment; `dunning_fee` says which part pays them); otherwise the method is
 * only saved (a zero-amount payment against the next rate) for the rates to come.
 * The order's row lock makes concurrent submissions take turns, and an unpaid rate with a charge
 * still in flight refuses another one, so a double-submitted link charges once.
 */
export async function updatePaymentMethod(
  deps: Deps,
  token: string,
  input: { payment_method: PaymentMethod; payment_data: Record<string, string> },
): Promise<checkout.CheckoutResult> {
  const { order, method, productName } = await orderPaymentFor(
    deps,
    token,
    "finalized",
    input.payment_method,
  );

  const created = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || locked.state !== "finalized") throw new AppError("ORDER_STATE_INVALID");
    const [rate] = await tx
      .select()
      .from(orderRates)
      .where(and(eq(orderRates.orderId, order.id), inArray(orderRates.state, ["unpaid", "future"])))
      .orderBy(asc(orderRates.number))
      .limit(1);
    if (!rate) throw new AppError("ORDER_STATE_INVALID");
    const unpaid = rate.state === "unpaid";
    if (unpaid) await refuseWhileCharging(deps, tx, rate.id);
    const dunningFee = unpaid ? await openClaimFees(tx, rate.id) : 0;
    await tx
      .update(orders)
      .set({ paymentMethod: method.method, provider: method.provider, updatedAt: deps.clock.now() })
      .where(eq(orders.id, order.id));
    const [payment] = await tx
      .insert(payments)
      .values({
        sellerId: order.sellerId,
        orderId: order.id,
        orderRateId: rate.id,
        provider: method.provider,
        method: method.method,
        amount: unpaid ? rate.amount + dunningFee : 0,
        dunningFee,
        currency: order.currency,
        testMode: method.testMode,
      })
      .returning();
    return payment!;
  });
  const seller = (await sellerById(deps.db, order.sellerId))!;
  const payer = order.payer as { email: string; first_name: string; last_name: string };
  const { payment } = await executePayment(deps, {
    paymentId: created.id,
    sellerId: order.sellerId,
    orderId: order.id,
    provider: method.provider,
    method: method.method,
    amount: created.amount,
    dunningFee: created.dunningFee,
    currency: order.currency,
    description: productName,
    payer: { email: payer.email, name: `${payer.first_name} ${payer.last_name}` },
    paymentData: input.payment_data,
    saveForFuture: true,
    returnUrl: `${deps.config.publicUrl}/s/${seller.username}/payment/${order.token}/manage`,
    orderPageUrl: `${deps.config.publicUrl}/s/${seller.username}/payment/${order.token}`,
  });
  const result = await checkoutResultOf(deps, order, seller, payment);
  return result.status === "paid"
    ? { ...result, redirect_url: `/s/${seller.username}/payment/${order.token}/manage` }
    : result;
}

/**
 * An unpaid rate's charge still in flight (sent, or being sent, to the provider) refuses a second
 * one: both would take the buyer's money. A buyer who left a challenge (3-D Secure, a redirect)
 * unfinished may start again: that attempt is cancelled, and should its provider still report it
 * paid, the late charge is refunded (recordLateCharge).
 *
 * The charges are locked without waiting (NOWAIT): a charge whose row another transaction holds
 * is having its outcome recorded, which locks the payment before the order (apply-charge-outcome),
 * while this holds the order and would wait for the payment. Waiting deadlocked the two, and
 * PostgreSQL aborted one of them: a 500 for the buyer, perhaps the one whose card was just charged.
 */
async function refuseWhileCharging(deps: Deps, tx: Tx, rateId: number): Promise<void> {
  const open = await tx
    .select({ id: payments.id, state: payments.state, nextAction: payments.nextAction })
    .from(payments)
    .where(
      and(
        eq(payments.orderRateId, rateId),
        eq(payments.kind, "charge"),
        inArray(payments.state, ["waiting", "pending"]),
      ),
    )
    .for("update", { noWait: true })
    .catch((err: unknown) => {
      throw isLockNotAvailable(err) ? new AppError("IDEMPOTENCY_IN_PROGRESS") : err;
    });
  if (open.some((p) => p.state !== "waiting" || p.nextAction === null))
    throw new AppError("IDEMPOTENCY_IN_PROGRESS");
  for (const p of open)
    await tx
      .update(payments)
      .set({
        state: transit(PAYMENT_LOG_TRANSITIONS, p.state, "cancel", "payment"),
        updatedAt: deps.clock.now(),
      })
      .where(eq(payments.id, p.id));
}
