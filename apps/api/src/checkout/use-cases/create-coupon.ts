import { normalizeCouponCode } from "@sellwerk/domain";
import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { resultTransaction } from "../../platform/db/transaction.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { insertGenerated } from "../coupon-codes.ts";
import { couponTerms } from "../coupon-values.ts";
import { couponView } from "../coupon-view.ts";
import { coupons } from "../tables.ts";

/**
 * One coupon with the seller's code, or a generated one when the code is left empty. Codes are
 * kept upper-case and unique per seller whatever their case (the unique index decides, so two
 * requests racing for one code cannot both get it).
 */
export async function createCoupon(
  deps: Deps,
  sellerId: number,
  body: checkoutSettings.CreateCouponBody,
): Promise<Result<checkoutSettings.Coupon>> {
  return resultTransaction(deps.db, async (tx) => {
    const terms = await couponTerms(tx, sellerId, body);
    if (!terms.ok) return terms;
    if (!body.code) {
      const recipe = { type: body.code_type, length: body.length, prefix: "" };
      const [row] = (await insertGenerated(tx, sellerId, 1, recipe, terms.value, "single")) ?? [];
      return row ? ok(couponView(row)) : fieldFail("length", "coupon_code_space");
    }
    const [row] = await tx
      .insert(coupons)
      .values({ sellerId, ...terms.value, code: normalizeCouponCode(body.code), form: "single" })
      .onConflictDoNothing()
      .returning();
    return row ? ok(couponView(row)) : fieldFail("code", "already_exists");
  });
}
