import { and, asc, eq, inArray } from "drizzle-orm";
import type { checkout } from "@sellwerk/contracts";
import type { PaymentMethod } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { orderRates, orders } from "../../orders/tables.ts";
import { lockOrder } from "../../orders/repository.ts";
import { payments } from "../../payments/tables.ts";
import { executePayment } from "../../payments/use-cases/execute-payment.ts";
import { orderPaymentFor } from "../order-method.ts";
import { sellerById } from "../sellers.ts";
import { checkoutResultOf } from "./pay-first-rate.ts";

/**
 * The buyer replaces the method of a running order (manage page). An unpaid rate is charged
 * with the new method at once; otherwise the method is only saved (a zero-amount payment
 * against the next rate) for the rates to come.
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
        amount: rate.state === "unpaid" ? rate.amount : 0,
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
