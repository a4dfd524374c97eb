import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { coupons } from "../tables.ts";

/** Removes a coupon; orders that used it keep their code and discount (orders.coupon_id is set null). */
export async function removeCoupon(deps: Deps, sellerId: number, id: number): Promise<Result<void>> {
  const removed = await deps.db
    .delete(coupons)
    .where(and(eq(coupons.sellerId, sellerId), eq(coupons.id, id)))
    .returning({ id: coupons.id });
  return removed.length ? ok(undefined) : fail("NOT_FOUND");
}
