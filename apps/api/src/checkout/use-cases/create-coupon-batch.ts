import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { resultTransaction } from "../../platform/db/transaction.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { insertGenerated } from "../coupon-codes.ts";
import { couponTerms } from "../coupon-values.ts";

/**
 * A bulk batch (spec two §3): `count` codes (≤ 1000) with the same terms, each its own row so
 * each can be used up on its own, all in one transaction: either every code exists or none.
 */
export async function createCouponBatch(
  deps: Deps,
  sellerId: number,
  body: checkoutSettings.BulkCouponsBody,
): Promise<Result<{ batch: number; count: number }>> {
  return resultTransaction(deps.db, async (tx) => {
    const terms = await couponTerms(tx, sellerId, body);
    if (!terms.ok) return terms;
    const recipe = { type: body.code_type, length: body.length, prefix: body.prefix };
    const rows = await insertGenerated(tx, sellerId, body.count, recipe, terms.value, "bulk");
    // Codes a first round wrote are rolled back with the failure.
    if (!rows) return fieldFail("length", "coupon_code_space");
    return ok({ batch: rows[0]!.batch!, count: rows.length });
  });
}
