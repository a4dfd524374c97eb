import { and, eq } from "drizzle-orm";
import { paymentInstruments } from "../payments/tables.ts";
import { catalog } from "@sellwerk/contracts";
import { buyPriceAfterDiscount, isDiscountApplicable, type ProductDiscount } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import { products, type ProductRow } from "../catalog/index.ts";
import type { OrderRow } from "../orders/repository.ts";
import { loadSellableProduct } from "./cart.ts";

export interface UpsellOffer {
  productId: number;
  name: string;
  description: string;
  planId: number | null;
  amount: number;
  currency: string;
  /** The offered product, whose limit, key pool and discount uses an accepted offer holds. */
  product: Pick<ProductRow, "id" | "limit" | "form">;
  /** The amount has the product's discount: accepting uses it once. */
  discounted: boolean;
}

/**
 * The next one-click offer after a paid order (the product's upsell step: its products in order,
 * the funnel's nodes once funnels exist). Each is offered once; an offer in another currency or
 * without a one-time price is skipped, since it cannot be charged to the same method in one click.
 */
export async function nextUpsellOffer(deps: Deps, order: OrderRow): Promise<UpsellOffer | null> {
  if (order.parentOrderId !== null) return null;
  if (order.state !== "finalized" && order.state !== "closed") return null;
  // One click needs a saved method (not a bank transfer): without one there is nothing to offer.
  const [saved] = await deps.db
    .select({ id: paymentInstruments.id })
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.orderId, order.id), eq(paymentInstruments.active, true)))
    .limit(1);
  if (!saved) return null;
  const [product] = await deps.db
    .select({ upsell: products.upsell })
    .from(products)
    .where(eq(products.id, order.productId));
  if (!product) return null;
  const { product_ids } = catalog.upsellSettings.parse(product.upsell);
  for (const productId of product_ids) {
    if (order.upsellAnswers[String(productId)]) continue;
    const offer = await upsellOffer(deps, order, productId);
    if (offer) return offer;
  }
  return null;
}

export async function upsellOffer(
  deps: Deps,
  order: OrderRow,
  productId: number,
): Promise<UpsellOffer | null> {
  const sellable = await loadSellableProduct(deps, deps.db, productId);
  if (!sellable || sellable.row.sellerId !== order.sellerId) return null;
  const plan = sellable.view.pricing_plans.find((p) => p.active && p.form === "one_time");
  if (!plan || plan.currency !== order.currency) return null;
  const discount = sellable.row.discount as ProductDiscount | null;
  return {
    productId,
    name: sellable.row.name,
    description: sellable.row.shortDescription || sellable.row.description,
    planId: plan.id,
    amount: buyPriceAfterDiscount(plan.prefs.price ?? 0, { free: sellable.row.free, discount }),
    currency: plan.currency,
    product: sellable.row,
    discounted: !sellable.row.free && isDiscountApplicable(discount),
  };
}
