import { Readable } from "node:stream";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { csvLine } from "../../platform/http/csv.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { couponValueOut } from "../coupon-view.ts";
import { coupons } from "../tables.ts";

/** Rows read per query while streaming: memory stays flat whatever the batch size. */
const PAGE = 500;

const HEADER = [
  "code",
  "discount_type",
  "value",
  "currency",
  "scope",
  "usage_limit",
  "used_count",
  "starts_at",
  "ends_at",
  "active",
  "created_at",
];

/**
 * The codes of one bulk batch as CSV, streamed page by page (keyset on id). A batch of another
 * seller, or none at all, answers 404 before anything is sent.
 */
export async function exportCouponBatch(
  deps: Deps,
  sellerId: number,
  batch: number,
): Promise<Result<Readable>> {
  const own = and(eq(coupons.sellerId, sellerId), eq(coupons.batch, batch));
  const [first] = await deps.db.select({ id: coupons.id }).from(coupons).where(own).limit(1);
  if (!first) return fail("NOT_FOUND");

  async function* lines(): AsyncGenerator<string> {
    yield csvLine(HEADER);
    let after = 0;
    for (;;) {
      const rows = await deps.db
        .select()
        .from(coupons)
        .where(and(own, gt(coupons.id, after)))
        .orderBy(asc(coupons.id))
        .limit(PAGE);
      for (const r of rows)
        yield csvLine([
          r.code,
          r.discountType,
          couponValueOut(r.discountType, r.value),
          r.currency,
          r.scope,
          r.usageLimit,
          r.usedCount,
          r.startsAt?.toISOString(),
          r.endsAt?.toISOString(),
          r.active,
          r.createdAt.toISOString(),
        ]);
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!.id;
    }
  }
  return ok(Readable.from(lines()));
}
