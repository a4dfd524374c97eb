import { and, eq } from "drizzle-orm";
import { normalizeCouponCode } from "@sellwerk/domain";
import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, fieldFail, ok, type Result } from "../../platform/result.ts";
import { isUniqueViolation } from "../../platform/db/errors.ts";
import { couponTerms } from "../coupon-values.ts";
import { couponView } from "../coupon-view.ts";
import { coupons } from "../tables.ts";

/**
 * Replaces a coupon's code and terms. `used_count` stays the checkout's; orders keep the discount
 * they got. A code another of the seller's coupons has is refused by the unique index itself.
 */
export async function updateCoupon(
  deps: Deps,
  sellerId: number,
  id: number,
  body: checkoutSettings.UpdateCouponBody,
): Promise<Result<checkoutSettings.Coupon>> {
  const terms = await couponTerms(deps.db, sellerId, body);
  if (!terms.ok) return terms;
  try {
    const [row] = await deps.db
      .update(coupons)
      .set({ ...terms.value, code: normalizeCouponCode(body.code), updatedAt: deps.clock.now() })
      .where(and(eq(coupons.sellerId, sellerId), eq(coupons.id, id)))
      .returning();
    return row ? ok(couponView(row)) : fail("NOT_FOUND");
  } catch (err) {
    if (isUniqueViolation(err)) return fieldFail("code", "already_exists");
    throw err;
  }
}
