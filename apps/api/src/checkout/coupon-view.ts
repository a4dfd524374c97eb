import type { checkoutSettings } from "@sellwerk/contracts";
import type { coupons } from "./tables.ts";

export type CouponRow = typeof coupons.$inferSelect;

/** Percentages are stored in hundredths (1250) and travel as the percent (12.5). */
export function couponValueOut(discountType: string, stored: number): number {
  return discountType === "percents" ? stored / 100 : stored;
}

export function couponValueIn(discountType: string, given: number): number {
  return discountType === "percents" ? Math.round(given * 100) : given;
}

export function couponView(row: CouponRow): checkoutSettings.Coupon {
  return {
    id: row.id,
    code: row.code,
    form: row.form as checkoutSettings.Coupon["form"],
    batch: row.batch,
    code_type: row.codeType as checkoutSettings.Coupon["code_type"],
    discount_type: row.discountType as checkoutSettings.Coupon["discount_type"],
    value: couponValueOut(row.discountType, row.value),
    currency: row.currency,
    amount_base: row.amountBase as checkoutSettings.Coupon["amount_base"],
    scope: row.scope as checkoutSettings.Coupon["scope"],
    product_ids: row.productIds,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    applies_to_all_rates: row.appliesToAllRates,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
    affiliate_node_id: row.affiliateNodeId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
