import { eq, getTableColumns, sql } from "drizzle-orm";
import {
  checkEmail,
  checkoutOrderType,
  checkVatNumber,
  PAYER_ADDRESS_FIELDS,
  payerAddressRequired,
  type PaymentMethod,
  type PricingPlanType,
} from "@sellwerk/domain";
import type { checkout } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { randomToken } from "../../platform/auth/tokens.ts";
import { unwrap } from "../../platform/http/errors.ts";
import { fieldFail, fieldsFail, ok, type Result } from "../../platform/result.ts";
import { orders } from "../../orders/tables.ts";
import { resolveCart, type Cart } from "../cart.ts";
import { paymentOptionsFrom, type MethodOption } from "../payment-options.ts";
import { holdStock, recordHolds } from "../reserve-stock.ts";
import { insertOrderRows } from "../write-order-rows.ts";
import { payFirstRate, resumeFirstPayment, type FirstPaymentClaim } from "./pay-first-rate.ts";
import {
  attributeCheckout,
  bindingEmail,
  settleAttribution,
  type CheckoutClues,
} from "../../affiliates/attribution/attribute-checkout.ts";
import { boundNodeOf } from "../../affiliates/attribution/candidates.ts";

type Payer = checkout.PayerInput;

function checkPayer(payer: Payer): Result<void> {
  const errors: { param: string; code: string }[] = [];
  const email = checkEmail(payer.email);
  if (email) errors.push({ param: "payer.email", code: email });
  if (payer.buyer_kind === "business") {
    if (!payer.company) errors.push({ param: "payer.company", code: "required" });
    if (payer.vat_id && checkVatNumber(payer.vat_id))
      errors.push({ param: "payer.vat_id", code: "wrong_vat" });
  }
  return errors.length ? fieldsFail(errors) : ok(undefined);
}

/** The address a method's provider needs of every buyer (payerAddressRequired), asked before any order. */
function checkPayerAddress(payer: Payer, method: MethodOption): Result<void> {
  if (!payerAddressRequired(method.method, method.provider)) return ok(undefined);
  const missing = PAYER_ADDRESS_FIELDS.filter((field) => !payer[field]);
  return missing.length
    ? fieldsFail(missing.map((field) => ({ param: `payer.${field}`, code: "required" })))
    : ok(undefined);
}

/** Nothing is charged, now or later: a free product or a one-time order fully discounted. */
export function isFreeCart(cart: Cart): boolean {
  return cart.schedule.every((r) => r.amount === 0) && cart.plan.form !== "subscription";
}

/** The method the buyer chose, if the plan offers it through a connected provider. */
export function chooseMethod(
  options: { forPlan(form: PricingPlanType): MethodOption[] },
  charge: { free: boolean; planForm: PricingPlanType },
  method: PaymentMethod | null,
): Result<MethodOption | null> {
  if (charge.free) return ok(null);
  if (method === null) return fieldFail("payment_method", "required");
  const option = options.forPlan(charge.planForm).find((m) => m.method === method);
  return option ? ok(option) : fieldFail("payment_method", "payment_method_unavailable");
}

/**
 * Starts a checkout (POST /shop/checkout). One transaction writes the order with its lines and
 * rates, holds under lock what is limited (stock, quotas, discount and coupon uses, license
 * keys) and records the first payment attempt; only after it committed is the provider called, so
 * a crash at any point leaves either nothing or an order that knows its payment (DESIGN §5: "no
 * charged buyer without an order"), and a buyer refused for a limit is never charged.
 */
export async function startCheckout(
  deps: Deps,
  input: checkout.CheckoutRequest,
  claim?: FirstPaymentClaim,
  request: { cookieHeader?: string | undefined } = {},
): Promise<checkout.CheckoutResult> {
  // The same request died after its order committed: finish that order, never start a second.
  if (claim?.resumed) return resumeFirstPayment(deps, claim.resumed, input.payment_data);
  unwrap(checkPayer(input.payer));
  const cart = unwrap(await resolveCart(deps, deps.db, input, { strict: true }));
  const password = cart.product.accessPassword;
  if (password && input.access_password !== password)
    unwrap(fieldFail("access_password", "access_password_wrong"));
  const options = paymentOptionsFrom(deps, cart.paymentSetup, cart.view.checkout.payment_methods);
  const method = unwrap(
    chooseMethod(options, { free: isFreeCart(cart), planForm: cart.plan.form }, input.payment_method),
  );
  if (method) unwrap(checkPayerAddress(input.payer, method));
  const seller = cart.seller;
  const now = deps.clock.now();
  const holdUntil = new Date(now.getTime() + deps.config.reservationMinutes * 60_000);
  // The affiliate the sale belongs to (affiliates/attribution): no statement without a clue.
  const clues: CheckoutClues = {
    sellerId: cart.product.sellerId,
    productId: cart.product.id,
    email: input.payer.email,
    couponNodeId: cart.coupon?.affiliateNodeId ?? null,
    cookieHeader: request.cookieHeader,
    clickToken: input.click_token,
    payer: input.payer,
    paymentMethod: method?.method ?? "not_assigned",
  };
  const attribution = await attributeCheckout(deps, clues);

  const created = await deps.db.transaction(async (tx) => {
    const holds = unwrap(await holdStock(tx, cart));
    const [order] = await tx
      .insert(orders)
      .values({
        sellerId: cart.product.sellerId,
        token: randomToken(24),
        orderType: checkoutOrderType(cart.product.form, cart.lines),
        productId: cart.product.id,
        pricingPlanId: cart.plan.id,
        plan: {
          form: cart.plan.form,
          name: cart.plan.name,
          prefs: cart.plan.prefs,
          recurringAmount: cart.recurringAmount,
          productDiscount: cart.productDiscountApplied,
        },
        couponId: cart.coupon?.id ?? null,
        couponCode: cart.coupon?.code ?? null,
        currency: cart.currency,
        totalAmount: cart.schedule.reduce((sum, r) => sum + r.amount, 0),
        discountAmount: cart.couponAmount,
        paymentMethod: method?.method ?? "not_assigned",
        provider: method?.provider ?? "free",
        testMode: method?.testMode ?? false,
        payer: { ...input.payer },
        owner: { ...input.payer },
        locale: input.locale,
        ...attribution,
      })
      .returning({
        ...getTableColumns(orders),
        // Whether the buyer's email is bound to a publisher, asked in the same statement.
        boundNodeId: attribution ? sql<null>`null` : boundNodeOf(clues.sellerId, bindingEmail(clues.email)),
      });
    const { boundNodeId, ...inserted } = order!;
    const o = await settleAttribution(deps, tx, {
      order: inserted,
      boundNodeId: boundNodeId === null ? null : Number(boundNodeId),
      attribution,
      clues,
    });
    const first = cart.schedule.find((r) => r.number === 1)!;
    // Lines, rates and the first payment attempt go in one statement (write-order-rows.ts).
    const payment = await insertOrderRows(tx, {
      order: o,
      currency: cart.currency,
      lines: cart.lines,
      schedule: cart.schedule,
      // A trial charges nothing now: the method is only saved (amount 0) for the first rate.
      firstAmount: first.dueAt.getTime() > now.getTime() ? 0 : first.amount,
    });
    await recordHolds(tx, o.id, holds, holdUntil);
    await claim?.checkpoint(tx, { paymentId: payment.id });
    // Letters and digits only in the token part: banks drop other characters from a wire's label.
    if (method?.method === "bank_wire")
      await tx
        .update(orders)
        .set({
          paymentReference: `SW-${o.id}-${o.token
            .replace(/[^A-Za-z0-9]/g, "")
            .slice(0, 4)
            .toUpperCase()}`,
        })
        .where(eq(orders.id, o.id));
    return { order: o, payment };
  });

  return payFirstRate(deps, {
    order: created.order,
    paymentId: created.payment.id,
    amount: created.payment.amount,
    seller,
    method,
    paymentData: input.payment_data,
    productName: cart.product.name,
    saveForFuture: cart.plan.form !== "one_time" || cart.view.upsell.product_ids.length > 0,
    offersUpsells: cart.view.upsell.product_ids.length > 0,
  });
}
