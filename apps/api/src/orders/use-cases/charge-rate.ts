import { and, eq } from "drizzle-orm";
import type { PaymentMethod } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { payments, paymentInstruments } from "../../payments/tables.ts";
import { executePayment } from "../../payments/use-cases/execute-payment.ts";
import { applyChargeOutcome } from "../../payments/use-cases/apply-charge-outcome.ts";
import type { PaymentRow } from "../../payments/use-cases/apply-charge-outcome.ts";
import { sellerById } from "../../checkout/sellers.ts";
import { products } from "../../catalog/index.ts";
import type { OrderRateRow, OrderRow } from "../repository.ts";

/**
 * Charges one rate off-session with the order's saved method. The payment row is committed
 * first (exactly-once: the caller claimed the rate), then the provider is asked.
 */
export async function chargeRateOffSession(
  deps: Deps,
  order: OrderRow,
  rate: OrderRateRow,
  paymentId: number,
): Promise<PaymentRow | null> {
  const [instrument] = await deps.db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.orderId, order.id), eq(paymentInstruments.active, true)));
  // Nothing to charge off-session (a bank-wire order, a method the provider dropped): the rate
  // fails like a decline, goes to dunning, and the buyer is asked to pay with a new method.
  if (!instrument)
    return applyChargeOutcome(deps, paymentId, {
      status: "failed",
      providerRef: null,
      code: "no_saved_method",
    });
  const [product] = await deps.db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, order.productId));
  const seller = await sellerById(deps.db, order.sellerId);
  const payer = order.payer as { email: string; first_name: string; last_name: string };
  const { payment } = await executePayment(deps, {
    paymentId,
    sellerId: order.sellerId,
    orderId: order.id,
    provider: instrument.provider,
    method: instrument.method as PaymentMethod,
    amount: rate.amount,
    currency: rate.currency,
    description: `${product?.name ?? ""} (${rate.number})`,
    payer: { email: payer.email, name: `${payer.first_name} ${payer.last_name}` },
    paymentData: {},
    instrument: {
      customerRef: instrument.customerRef,
      methodRef: instrument.methodRef,
      display: instrument.display,
    },
    saveForFuture: false,
    returnUrl: `${deps.config.publicUrl}/s/${seller?.username ?? ""}/payment/${order.token}/manage`,
  });
  return payment;
}

/** A waiting payment row for a rate, claimed by the caller's transaction. */
export async function newRatePayment(
  tx: Deps["db"],
  order: OrderRow,
  rate: OrderRateRow,
  offSession: boolean,
) {
  const [row] = await tx
    .insert(payments)
    .values({
      sellerId: order.sellerId,
      orderId: order.id,
      orderRateId: rate.id,
      provider: order.provider,
      method: order.paymentMethod,
      amount: rate.amount,
      currency: rate.currency,
      offSession,
      testMode: order.testMode,
    })
    .returning();
  return row!;
}
