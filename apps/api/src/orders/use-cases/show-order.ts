import { and, asc, eq, or } from "drizzle-orm";
import type { orders as contracts } from "@sellwerk/contracts";
import type { DunningViewer, PricingPlanType } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { products } from "../../catalog/index.ts";
import { paymentInstruments, payments } from "../../payments/tables.ts";
import { orderLines, orders } from "../tables.ts";
import { ratesOf, type OrderRow } from "../repository.ts";
import { orderAmounts, refundableAmount } from "../amounts.ts";
import { orderStates, partyView, relatedOrderView } from "../views/order-views.ts";
import { lineView } from "../views/line-view.ts";
// The files themselves, not the contexts' index: those import the orders context back.
import { listOrderInvoices } from "../../billing/use-cases/list-order-invoices.ts";
import { pdfUrls } from "../../billing/views.ts";
import { listOrderCommissions } from "../../affiliates/use-cases/list-order-commissions.ts";
import { listOrderTransfers } from "../../payouts/use-cases/list-order-transfers.ts";
import { listOrderClaims, orderClaimViews } from "../../dunning/use-cases/list-order-claims.ts";
import { cancellationTerm, orderOverdue, testPeriod } from "../order-terms.ts";

type PaymentRow = typeof payments.$inferSelect;

const productSummary = { id: products.id, name: products.name, form: products.form };

/**
 * One order of the acting seller with everything the order screen shows (spec two §3 "Order
 * amounts and loading", as far as it exists here): one query per part, all at once, never one per
 * rate or document. Another seller's order is not found. The viewer decides whether a claim's
 * court stage shows (as in the claims list).
 */
export async function showOrder(
  deps: Deps,
  sellerId: number,
  orderId: number,
  viewer: DunningViewer,
): Promise<contracts.OrderDetail> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  if (!order) throw new AppError("NOT_FOUND");
  const now = deps.clock.now();
  const [[product], rates, lines, log, [instrument], related, documents, commissions, transfers, claims] =
    await Promise.all([
      deps.db
        .select({ ...productSummary, slug: products.slug })
        .from(products)
        .where(eq(products.id, order.productId)),
      ratesOf(deps.db, order.id),
      deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
      deps.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
      deps.db
        .select()
        .from(paymentInstruments)
        .where(and(eq(paymentInstruments.orderId, order.id), eq(paymentInstruments.active, true))),
      relatedOrders(deps, order),
      listOrderInvoices(deps.db, order.id, pdfUrls.cabinet),
      listOrderCommissions(deps.db, order.id),
      listOrderTransfers(deps.db, sellerId, order.id, now),
      listOrderClaims(deps.db, sellerId, order.id),
    ]);
  const amounts = orderAmounts(rates);
  const rateNumbers = new Map(rates.map((r) => [r.id, r.number]));
  const plan = order.plan as { form: PricingPlanType; name?: string; prefs?: Record<string, unknown> };
  const display = (key: string) => {
    const value = instrument?.display[key];
    return typeof value === "string" ? value : null;
  };
  return {
    id: order.id,
    token: order.token,
    order_type: order.orderType as contracts.OrderDetail["order_type"],
    upsell_type: order.upsellType,
    created_at: order.createdAt.toISOString(),
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    ...orderStates(order),
    product: product!,
    plan: {
      pricing_plan_id: order.pricingPlanId,
      form: plan.form,
      name: plan.name ?? "",
      prefs: plan.prefs ?? {},
    },
    coupon: order.couponCode ? { id: order.couponId, code: order.couponCode } : null,
    currency: order.currency,
    total_amount: order.totalAmount,
    vat_amount: order.vatAmount,
    discount_amount: order.discountAmount,
    paid_amount: amounts.paid,
    unpaid_amount: amounts.unpaid,
    debt_amount: amounts.debt,
    refunded_amount: amounts.refunded,
    payment_method: order.paymentMethod,
    provider: order.provider,
    test_mode: order.testMode,
    payment_reference: order.paymentReference,
    locale: order.locale,
    payer: partyView(order.payer),
    owner: partyView(order.owner),
    lines: lines.map(lineView),
    rates: rates.map((r) => ({
      number: r.number,
      due_at: r.dueAt.toISOString(),
      amount: r.amount,
      state: r.state,
      paid_amount: r.paidAmount,
      refunded_amount: r.refundedAmount,
      paid_at: r.paidAt?.toISOString() ?? null,
      attempts: r.attempts,
      last_failure: r.lastFailure,
      can_refund: refundableAmount(r) > 0,
      refundable_amount: refundableAmount(r),
    })),
    payments: log.map((p) =>
      paymentView(p, p.orderRateId === null ? null : (rateNumbers.get(p.orderRateId) ?? null)),
    ),
    saved_method: instrument
      ? {
          method: instrument.method,
          provider: instrument.provider,
          brand: display("brand"),
          last4: display("last4") ?? display("iban_last4"),
          exp: display("exp"),
          email: display("email"),
        }
      : null,
    parent: related.find((r) => r.id === order.parentOrderId) ?? null,
    children: related.filter((r) => r.id !== order.parentOrderId),
    can_mark_paid: order.paymentMethod === "bank_wire" && log.some(isOpenCharge),
    invoices: documents,
    commissions,
    transfers,
    claims: orderClaimViews(
      claims,
      (claim) => ({
        rateNumber: rates.find((r) => r.id === claim.orderRateId)?.number ?? 0,
        productName: product!.name,
        payer: order.payer,
      }),
      viewer,
      now,
    ),
    cancellation_term: cancellationTerm(order, rates),
    overdue: orderOverdue(order, rates, now),
    test_period: testPeriod(order, rates, now),
  };
}

/** The same open payment markBankWirePaid settles: a bank-wire charge still waiting for money. */
function isOpenCharge(p: PaymentRow): boolean {
  return p.kind === "charge" && (p.state === "waiting" || p.state === "pending") && p.providerRef !== null;
}

/** Only what the seller may read of an attempt: no provider references or next actions (client secrets). */
function paymentView(p: PaymentRow, rateNumber: number | null): contracts.OrderDetail["payments"][number] {
  return {
    id: p.id,
    rate_number: rateNumber,
    kind: p.kind,
    provider: p.provider,
    method: p.method,
    amount: p.amount,
    currency: p.currency,
    state: p.state,
    failure_code: p.failureCode,
    provider_fee: p.providerFee,
    test_mode: p.testMode,
    created_at: p.createdAt.toISOString(),
    settled_at: p.settledAt?.toISOString() ?? null,
  };
}

/** The order an upsell was accepted after, and the upsells accepted after this one. */
async function relatedOrders(deps: Deps, order: OrderRow) {
  const rows = await deps.db
    .select({ order: orders, product: productSummary })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.sellerId, order.sellerId),
        or(
          eq(orders.parentOrderId, order.id),
          order.parentOrderId === null ? undefined : eq(orders.id, order.parentOrderId),
        ),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((r) => relatedOrderView(r.order, r.product));
}
