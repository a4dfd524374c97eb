import type { DiscountValueForm } from "../constants/products.ts";
import { divRoundHalfUp } from "../math/round.ts";

export interface ProductDiscount {
  active: boolean;
  /** How many orders may get the discount; null or undefined means unlimited. */
  limit?: number | null;
  ordersCount: number;
  /** Minor units for "currency", a percentage (decimals allowed) for "percents". */
  value: number;
  valueForm: DiscountValueForm;
}

export interface BuyPriceInput {
  free: boolean;
  discount?: ProductDiscount | null;
}

export function isDiscountApplicable(
  discount: ProductDiscount | null | undefined,
): discount is ProductDiscount {
  if (!discount || !discount.active || !Number.isFinite(discount.value)) return false;
  return discount.limit === null || discount.limit === undefined || discount.ordersCount < discount.limit;
}

/** price * (100 - percent) / 100 in whole minor units, half up, computed on integers (percent to 1/100). */
function applyPercent(priceMinor: number, percent: number): number {
  const basisPoints = Math.round(Math.min(100, Math.max(0, percent)) * 100);
  return divRoundHalfUp(priceMinor * (10_000 - basisPoints), 10_000);
}

/**
 * Buy price after a product discount (spec core §5). A free product keeps its price (0); a
 * discount counts only while active and below its order limit. The result is never negative and
 * never above the price. Spec's "rounded to two decimals" is rounding to whole minor units here.
 */
export function buyPriceAfterDiscount(priceMinor: number, { free, discount }: BuyPriceInput): number {
  if (free || !isDiscountApplicable(discount)) return priceMinor;
  if (discount.valueForm === "currency")
    return Math.max(0, priceMinor - Math.max(0, Math.round(discount.value)));
  return applyPercent(priceMinor, discount.value);
}
