import { and, eq, ilike, type SQL } from "drizzle-orm";
import type { checkoutSettings } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy } from "../../platform/db/list.ts";
import { couponView } from "../coupon-view.ts";
import { coupons } from "../tables.ts";

const SORT_COLUMNS = {
  created_at: coupons.createdAt,
  code: coupons.code,
  used_count: coupons.usedCount,
} as const;

/** The cabinet coupon list: search by code, filters, sorted then by id (stable pages). */
export async function listCoupons(deps: Deps, sellerId: number, q: checkoutSettings.CouponsQuery) {
  const where: (SQL | undefined)[] = [eq(coupons.sellerId, sellerId)];
  if (q.query) where.push(ilike(coupons.code, likePattern(q.query)));
  if (q.active !== undefined) where.push(eq(coupons.active, q.active));
  if (q.discount_type) where.push(eq(coupons.discountType, q.discount_type));
  if (q.form) where.push(eq(coupons.form, q.form));
  if (q.batch) where.push(eq(coupons.batch, q.batch));
  const condition = and(...where);
  return listPage(deps.db, {
    table: coupons,
    where: condition,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select()
        .from(coupons)
        .where(condition)
        .orderBy(...orderBy(SORT_COLUMNS[q.sort_key], coupons.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map(couponView);
    },
  });
}
