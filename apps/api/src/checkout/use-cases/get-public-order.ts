import { and, asc, eq } from "drizzle-orm";
import { catalog, type checkout } from "@sellwerk/contracts";
import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { products } from "../../catalog/index.ts";
import { orderLines, orders } from "../../orders/tables.ts";
import { findOrderByToken, ratesOf } from "../../orders/repository.ts";
import { paymentInstruments } from "../../payments/tables.ts";
import { refreshWaitingPayments } from "../../payments/use-cases/refresh-payment.ts";
import { wireInstructions } from "../wire-instructions.ts";
import { sellerById } from "../sellers.ts";
import { nextUpsellOffer } from "../upsells.ts";
import { lineView } from "../../orders/views/line-view.ts";
import { orderAmounts } from "../../orders/amounts.ts";
import { openClaimFees } from "../../dunning/pay-link-fees.ts";

/**
 * An order as its buyer sees it through the unguessable token (success, upsell and manage pages).
 * Coming back from a challenge or redirect, the open payment is checked with the provider first.
 */
export async function getPublicOrder(
  deps: Deps,
  p: { token: string; locale: Locale },
): Promise<checkout.PublicOrder | null> {
  let order = await findOrderByToken(deps.db, p.token);
  if (!order) return null;
  if (order.state === "draft" || order.state === "ready") {
    await refreshWaitingPayments(deps, order.id);
    order = (await findOrderByToken(deps.db, p.token))!;
  }
  const [seller, [product], rates, lines, [instrument], offer, children] = await Promise.all([
    sellerById(deps.db, order.sellerId),
    deps.db.select().from(products).where(eq(products.id, order.productId)),
    ratesOf(deps.db, order.id),
    deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    deps.db
      .select()
      .from(paymentInstruments)
      .where(and(eq(paymentInstruments.orderId, order.id), eq(paymentInstruments.active, true))),
    nextUpsellOffer(deps, order),
    deps.db
      .select({ order: orders, productName: products.name })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(eq(orders.parentOrderId, order.id))
      .orderBy(asc(orders.id)),
  ]);
  if (!seller || !product) return null;
  const amounts = orderAmounts(rates);
  const plan = order.plan as { form: checkout.PublicOrder["plan_form"] };
  const pages = catalog.pagesSettings.parse(product.pages);
  const bankWire = await wireInstructions(deps, order);
  const running = order.state === "finalized";
  // The rate "Change payment method" charges (updatePaymentMethod's): the first one still owed.
  const next = rates.find((r) => r.state === "unpaid" || r.state === "future");
  const dunningFees = next?.state === "unpaid" ? await openClaimFees(deps.db, next.id) : 0;
  return {
    token: order.token,
    state: order.state,
    payment_state: order.paymentState,
    seller: { username: seller.username, name: seller.name },
    product: { id: product.id, name: product.name, form: product.form, slug: product.slug },
    plan_form: plan.form,
    currency: order.currency,
    total_amount: order.totalAmount,
    paid_amount: amounts.paid,
    unpaid_amount: amounts.unpaid,
    dunning_fees: dunningFees,
    payment_method: order.paymentMethod,
    payment_provider: order.provider,
    test_mode: order.testMode,
    payer_email: (order.payer as { email: string }).email,
    rates: rates.map((r) => ({
      number: r.number,
      due_at: r.dueAt.toISOString(),
      amount: r.amount,
      state: r.state,
      paid_at: r.paidAt?.toISOString() ?? null,
    })),
    lines: lines.map(lineView),
    bank_wire: bankWire,
    upsell_orders: children.map((c) => ({
      product_name: c.productName,
      amount: c.order.totalAmount,
      currency: c.order.currency,
      state: c.order.state,
      payment_state: c.order.paymentState,
    })),
    next_upsell: offer
      ? {
          product_id: offer.productId,
          name: offer.name,
          description: offer.description,
          amount: offer.amount,
          currency: offer.currency,
        }
      : null,
    success: { kind: pages.success, url: pages.success === "url" ? pages.success_url : null },
    can_cancel: running && plan.form === "subscription",
    can_update_payment_method: running || order.paymentState === "payment_paused",
    instrument: instrument ? { method: instrument.method, ...instrument.display } : null,
  };
}
