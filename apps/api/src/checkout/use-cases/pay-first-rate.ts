import { eq } from "drizzle-orm";
import type { checkout } from "@sellwerk/contracts";
import type { PaymentMethod } from "@sellwerk/domain";
import { validationMessage } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { IdempotencyClaim } from "../../platform/http/idempotency.ts";
import { orders } from "../../orders/tables.ts";
import { payments } from "../../payments/tables.ts";
import { findOrderByToken, type OrderRow } from "../../orders/repository.ts";
import { executePayment, providerAccountOf } from "../../payments/use-cases/execute-payment.ts";
import { providerFor } from "../../payments/registry.ts";
import type { PaymentRow } from "../../payments/use-cases/apply-charge-outcome.ts";
import type { MethodOption } from "../payment-options.ts";
import { orderPaymentFor } from "../order-method.ts";
import { sellerById } from "../sellers.ts";
import type { PublicSeller } from "../sellers.ts";
import { nextPagePath } from "../next-page.ts";

export interface FirstRatePayment {
  order: OrderRow;
  paymentId: number;
  amount: number;
  seller: PublicSeller;
  method: MethodOption | null;
  paymentData: Record<string, string>;
  productName: string;
  /** Keep the method: later rates, or one-click upsells after the purchase. */
  saveForFuture: boolean;
  /** The product offers one-click upsells (else a paid checkout goes straight to its success page). */
  offersUpsells: boolean;
}

const locale = (order: OrderRow) => (order.locale === "de" ? "de" : "en");

/**
 * The buyer's answer to a payment attempt, from the payment row as it stands after the call.
 * `offersUpsells: false` (the checkout knows its product has none) answers a paid attempt without
 * reading the order again: only an upsell offer depends on its new state.
 */
export async function checkoutResultOf(
  deps: Deps,
  order: OrderRow,
  seller: PublicSeller,
  payment: PaymentRow | null,
  options: { offersUpsells: boolean } = { offersUpsells: true },
): Promise<checkout.CheckoutResult> {
  const base = { order_token: order.token, next_action: null, redirect_url: null, failure: null };
  // The provider could not be reached: the payment stays open and the page polls the order.
  if (!payment)
    return { ...base, status: "pending", redirect_url: `/s/${seller.username}/payment/${order.token}` };
  if (payment.state === "successful" && !options.offersUpsells)
    return { ...base, status: "paid", redirect_url: `/s/${seller.username}/payment/${order.token}` };
  if (payment.state === "successful") {
    // The payment moved the order on (finalized, closed): offers depend on that state.
    const paid = (await findOrderByToken(deps.db, order.token)) ?? order;
    return { ...base, status: "paid", redirect_url: await nextPagePath(deps, paid, seller.username) };
  }
  if (payment.state === "pending")
    return { ...base, status: "pending", redirect_url: `/s/${seller.username}/payment/${order.token}` };
  if (payment.state === "waiting" && payment.nextAction) {
    const action = payment.nextAction as { type: string; url?: string; clientSecret?: string };
    return {
      ...base,
      status: "requires_action",
      next_action:
        action.type === "stripe_sdk"
          ? {
              type: "stripe_sdk",
              client_secret: action.clientSecret ?? "",
              client_config: await clientConfigOf(deps, order.sellerId, payment.provider),
            }
          : { type: "redirect", url: action.url ?? "" },
    };
  }
  if (payment.state === "waiting")
    return { ...base, status: "pending", redirect_url: `/s/${seller.username}/payment/${order.token}` };
  const code = payment.failureCode ?? "card_declined";
  return { ...base, status: "failed", failure: { code, message: validationMessage(locale(order), code) } };
}

/**
 * What the browser needs to finish an authentication itself (Stripe's publishable key and, for a
 * direct charge, the connected account). Pages without a payment form of their own (one-click
 * upsells) load Stripe.js from it only when a challenge comes.
 */
async function clientConfigOf(
  deps: Deps,
  sellerId: number,
  provider: string,
): Promise<Record<string, string>> {
  const adapter = providerFor(deps, provider);
  const account = await providerAccountOf(deps, sellerId, provider);
  return adapter && account ? adapter.clientConfig(account) : {};
}

/** Charges (or, for a trial, saves the method for) the first rate and answers the checkout. */
export async function payFirstRate(deps: Deps, p: FirstRatePayment): Promise<checkout.CheckoutResult> {
  const payer = p.order.payer as { email: string; first_name: string; last_name: string };
  const { payment } = await executePayment(deps, {
    paymentId: p.paymentId,
    sellerId: p.order.sellerId,
    orderId: p.order.id,
    provider: p.method?.provider ?? "free",
    method: p.method?.method ?? "not_assigned",
    amount: p.amount,
    currency: p.order.currency,
    description: p.productName,
    payer: { email: payer.email, name: `${payer.first_name} ${payer.last_name}` },
    paymentData: p.paymentData,
    saveForFuture: p.saveForFuture,
    ...(p.method ? { account: p.method.account } : {}),
    returnUrl: `${deps.config.publicUrl}/s/${p.seller.username}/payment/${p.order.token}?payment=${p.paymentId}`,
    orderPageUrl: `${deps.config.publicUrl}/s/${p.seller.username}/payment/${p.order.token}`,
  });
  return checkoutResultOf(deps, p.order, p.seller, payment, { offersUpsells: p.offersUpsells });
}

/** What a first-payment attempt committed before the provider was called (idempotency.ts). */
export interface FirstPaymentCheckpoint {
  paymentId: number;
}

export type FirstPaymentClaim = IdempotencyClaim<FirstPaymentCheckpoint>;

/**
 * Finishes an attempt whose request died after its payment row committed (a retry with the same
 * Idempotency-Key). Still unanswered, the provider is called again with the same payment id,
 * which it deduplicates: a charge made before the crash is answered, never repeated. Otherwise
 * the payment as it stands (paid, declined, expired meanwhile) is the answer.
 */
export async function resumeFirstPayment(
  deps: Deps,
  checkpoint: FirstPaymentCheckpoint,
  paymentData: Record<string, string>,
): Promise<checkout.CheckoutResult> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, checkpoint.paymentId));
  const [order] = payment ? await deps.db.select().from(orders).where(eq(orders.id, payment.orderId)) : [];
  if (!payment || !order) throw new AppError("NOT_FOUND");
  const seller = (await sellerById(deps.db, order.sellerId))!;
  if (payment.state !== "waiting" || payment.providerRef || order.state !== "draft")
    return checkoutResultOf(deps, order, seller, payment);
  const free = payment.provider === "free";
  const { method, planForm, productName, hasUpsells } = free
    ? { method: null, planForm: "one_time", productName: "", hasUpsells: false }
    : await orderPaymentFor(deps, order.token, "draft", payment.method as PaymentMethod);
  return payFirstRate(deps, {
    order,
    paymentId: payment.id,
    amount: payment.amount,
    seller,
    method,
    paymentData,
    productName,
    saveForFuture: planForm !== "one_time" || hasUpsells,
    offersUpsells: hasUpsells,
  });
}
