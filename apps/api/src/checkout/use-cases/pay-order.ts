import { and, eq } from "drizzle-orm";
import type { checkout } from "@sellwerk/contracts";
import type { PaymentMethod } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { orderRates, orders } from "../../orders/tables.ts";
import { lockOrder } from "../../orders/repository.ts";
import { payments } from "../../payments/tables.ts";
import { orderPaymentFor } from "../order-method.ts";
import { sellerById } from "../sellers.ts";
import { payFirstRate, resumeFirstPayment, type FirstPaymentClaim } from "./pay-first-rate.ts";

/**
 * Another attempt at a draft order's first payment (after a decline or a failed challenge), with
 * the same or another method. The order, its price and its held stock stay as they are.
 */
export async function payOrder(
  deps: Deps,
  token: string,
  input: { payment_method: PaymentMethod; payment_data: Record<string, string> },
  claim?: FirstPaymentClaim,
): Promise<checkout.CheckoutResult> {
  if (claim?.resumed) return resumeFirstPayment(deps, claim.resumed, input.payment_data);
  const { order, method, planForm, productName, hasUpsells } = await orderPaymentFor(
    deps,
    token,
    "draft",
    input.payment_method,
  );
  const seller = (await sellerById(deps.db, order.sellerId))!;

  const created = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || locked.state !== "draft") throw new AppError("ORDER_STATE_INVALID");
    const [first] = await tx
      .select()
      .from(orderRates)
      .where(and(eq(orderRates.orderId, order.id), eq(orderRates.number, 1)));
    const [previous] = await tx
      .select({ amount: payments.amount })
      .from(payments)
      .where(and(eq(payments.orderRateId, first!.id), eq(payments.kind, "charge")))
      .limit(1);
    await tx
      .update(orders)
      .set({
        paymentMethod: method.method,
        provider: method.provider,
        testMode: method.testMode,
        updatedAt: deps.clock.now(),
      })
      .where(eq(orders.id, order.id));
    const [payment] = await tx
      .insert(payments)
      .values({
        sellerId: order.sellerId,
        orderId: order.id,
        orderRateId: first!.id,
        provider: method.provider,
        method: method.method,
        amount: previous?.amount ?? first!.amount,
        currency: order.currency,
        testMode: method.testMode,
      })
      .returning();
    await claim?.checkpoint(tx, { paymentId: payment!.id });
    return {
      payment: payment!,
      order: { ...locked, paymentMethod: method.method, provider: method.provider },
    };
  });
  return payFirstRate(deps, {
    order: created.order,
    paymentId: created.payment.id,
    amount: created.payment.amount,
    seller,
    method,
    paymentData: input.payment_data,
    productName,
    saveForFuture: planForm !== "one_time" || hasUpsells,
    offersUpsells: hasUpsells,
  });
}
