import type { PaymentMethod, PricingPlanType } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import { AppError, unwrap } from "../platform/http/errors.ts";
import { findOrderByToken, type OrderRow } from "../orders/repository.ts";
import { loadSellableProduct } from "./cart.ts";
import { paymentOptionsFrom, type MethodOption } from "./payment-options.ts";
import { chooseMethod } from "./use-cases/start-checkout.ts";

export interface OrderPayment {
  order: OrderRow;
  method: MethodOption;
  planForm: PricingPlanType;
  productName: string;
  /** The product offers upsells: the method is kept for one-click offers too. */
  hasUpsells: boolean;
}

/**
 * An existing order paid (again) with a method the buyer chose: the order must be in `state`,
 * and the method one the product's checkout offers now for the order's plan type. Prices come
 * from the order, never from the product as it is today.
 */
export async function orderPaymentFor(
  deps: Deps,
  token: string,
  state: OrderRow["state"],
  method: PaymentMethod,
): Promise<OrderPayment> {
  const order = await findOrderByToken(deps.db, token);
  if (!order) throw new AppError("NOT_FOUND");
  if (order.state !== state) throw new AppError("ORDER_STATE_INVALID");
  const sellable = await loadSellableProduct(deps, deps.db, order.productId);
  if (!sellable) throw new AppError("PRODUCT_NOT_AVAILABLE");
  const options = paymentOptionsFrom(deps, sellable.paymentSetup, sellable.view.checkout.payment_methods);
  const planForm = (order.plan as { form: PricingPlanType }).form;
  const chosen = unwrap(chooseMethod(options, { free: false, planForm }, method))!;
  return {
    order,
    method: chosen,
    planForm,
    productName: sellable.row.name,
    hasUpsells: sellable.view.upsell.product_ids.length > 0,
  };
}
