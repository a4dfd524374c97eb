import { and, eq, sql } from "drizzle-orm";
import type { checkout } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { AppError, unwrap } from "../../platform/http/errors.ts";
import { randomToken } from "../../platform/auth/tokens.ts";
import { orderLines, orderRates, orders } from "../../orders/tables.ts";
import { findOrderByToken, lockOrder } from "../../orders/repository.ts";
import { paymentInstruments, payments } from "../../payments/tables.ts";
import { executePayment } from "../../payments/use-cases/execute-payment.ts";
import type { SavedInstrument } from "../../payments/providers/provider.ts";
import { sellerById } from "../sellers.ts";
import { upsellOffer } from "../upsells.ts";
import { holdStock, recordHolds } from "../reserve-stock.ts";
import { nextPagePath } from "../next-page.ts";
import { checkoutResultOf } from "./pay-first-rate.ts";

async function offeredOrder(deps: Deps, token: string, productId: number) {
  const order = await findOrderByToken(deps.db, token);
  if (!order) throw new AppError("NOT_FOUND");
  if (order.upsellAnswers[String(productId)]) throw new AppError("ORDER_STATE_INVALID");
  const offer = await upsellOffer(deps, order, productId);
  if (!offer || order.parentOrderId !== null || (order.state !== "finalized" && order.state !== "closed"))
    throw new AppError("ORDER_STATE_INVALID");
  return { order, offer };
}

/** Records the answer once: a second answer to the same offer is refused under the order lock. */
async function recordAnswer(tx: Tx, orderId: number, productId: number, answer: "accepted" | "declined") {
  const locked = await lockOrder(tx, orderId);
  if (!locked || locked.upsellAnswers[String(productId)]) throw new AppError("ORDER_STATE_INVALID");
  await tx
    .update(orders)
    .set({
      upsellAnswers: sql`${orders.upsellAnswers} || ${JSON.stringify({ [productId]: answer })}::jsonb`,
    })
    .where(eq(orders.id, orderId));
}

export async function declineUpsell(
  deps: Deps,
  token: string,
  productId: number,
): Promise<{ redirect_url: string }> {
  const { order } = await offeredOrder(deps, token, productId);
  await deps.db.transaction((tx) => recordAnswer(tx, order.id, productId, "declined"));
  const seller = (await sellerById(deps.db, order.sellerId))!;
  const fresh = (await findOrderByToken(deps.db, token))!;
  return { redirect_url: await nextPagePath(deps, fresh, seller.username) };
}

/**
 * One click: a new order for the offered product, charged off-session to the method saved with
 * the parent order. A method that needs the buyer again (3-D Secure) answers requires_action.
 * Like a checkout, it holds the product's limit, a key of its pool and a use of its discount
 * before charging; refused (409 SOLD_OUT, PRICE_CHANGED), the offer stays unanswered.
 */
export async function acceptUpsell(
  deps: Deps,
  token: string,
  productId: number,
): Promise<checkout.CheckoutResult> {
  const { order, offer } = await offeredOrder(deps, token, productId);
  const [instrument] = await deps.db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.orderId, order.id), eq(paymentInstruments.active, true)));
  if (!instrument) throw new AppError("ORDER_STATE_INVALID");
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    // Parent first, then the product rows: no other path locks them the other way round.
    await recordAnswer(tx, order.id, productId, "accepted");
    const holds = unwrap(
      await holdStock(tx, {
        product: offer.product,
        lines: [{ kind: "product", productId, ticketTypeId: null, quantity: 1 }],
        discountedProductIds: offer.discounted ? [productId] : [],
        coupon: null,
      }),
    );
    const [child] = await tx
      .insert(orders)
      .values({
        sellerId: order.sellerId,
        token: randomToken(24),
        productId,
        pricingPlanId: offer.planId,
        plan: { form: "one_time", name: "", prefs: { price: offer.amount } },
        currency: order.currency,
        totalAmount: offer.amount,
        paymentMethod: instrument.method,
        provider: instrument.provider,
        testMode: order.testMode,
        payer: order.payer,
        owner: order.owner,
        payerUserId: order.payerUserId,
        locale: order.locale,
        parentOrderId: order.id,
        upsellType: "upsell",
        // A sale the publisher brought brings its upsell too, on the parent's terms.
        affiliateProgramId: order.affiliateProgramId,
        publisherId: order.publisherId,
        affiliate: order.affiliate,
      })
      .returning();
    const c = child!;
    await tx.insert(orderLines).values({
      orderId: c.id,
      kind: "product",
      productId,
      pricingPlanId: offer.planId,
      name: offer.name,
      unitAmount: offer.amount,
      amount: offer.amount,
    });
    const [rate] = await tx
      .insert(orderRates)
      .values({
        orderId: c.id,
        sellerId: c.sellerId,
        number: 1,
        dueAt: now,
        amount: offer.amount,
        currency: c.currency,
      })
      .returning();
    // The child keeps the same saved method, so its own later actions (refunds) find it.
    await tx.insert(paymentInstruments).values({
      sellerId: c.sellerId,
      orderId: c.id,
      provider: instrument.provider,
      method: instrument.method,
      customerRef: instrument.customerRef,
      methodRef: instrument.methodRef,
      display: instrument.display,
    });
    const [payment] = await tx
      .insert(payments)
      .values({
        sellerId: c.sellerId,
        orderId: c.id,
        orderRateId: rate!.id,
        provider: c.provider,
        method: c.paymentMethod,
        amount: offer.amount,
        currency: c.currency,
        offSession: true,
        testMode: c.testMode,
      })
      .returning();
    await recordHolds(tx, c.id, holds, new Date(now.getTime() + deps.config.reservationMinutes * 60_000));
    return { child: c, payment: payment! };
  });
  const seller = (await sellerById(deps.db, order.sellerId))!;
  const payer = order.payer as { email: string; first_name: string; last_name: string };
  const saved: SavedInstrument = {
    customerRef: instrument.customerRef,
    methodRef: instrument.methodRef,
    display: instrument.display,
  };
  const { payment } = await executePayment(deps, {
    paymentId: created.payment.id,
    sellerId: order.sellerId,
    orderId: created.child.id,
    provider: instrument.provider,
    method: instrument.method as never,
    amount: offer.amount,
    currency: order.currency,
    description: offer.name,
    payer: { email: payer.email, name: `${payer.first_name} ${payer.last_name}` },
    paymentData: {},
    instrument: saved,
    saveForFuture: false,
    returnUrl: `${deps.config.publicUrl}/s/${seller.username}/payment/${order.token}/upsell`,
  });
  const result = await checkoutResultOf(deps, created.child, seller, payment);
  // The buyer continues on the parent order's pages: the next offer or the success page.
  const parent = (await findOrderByToken(deps.db, token))!;
  return result.status === "paid" || result.status === "pending"
    ? { ...result, order_token: order.token, redirect_url: await nextPagePath(deps, parent, seller.username) }
    : result;
}
