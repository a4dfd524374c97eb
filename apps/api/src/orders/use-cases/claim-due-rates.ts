import { and, asc, eq, lte, sql } from "drizzle-orm";
import { ORDER_RATE_TRANSITIONS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { idArray, jsonRows, rowsOf } from "../../platform/db/bulk.ts";
import { orderRates, orders } from "../tables.ts";
import { transit } from "../lifecycle.ts";
import type { ClaimedCharge } from "./charge-rate.ts";

/**
 * Claims up to `limit` due rates of running orders for this worker, in one transaction of three
 * statements: the rates are locked with FOR UPDATE SKIP LOCKED (another worker's claim is
 * skipped, never waited for), moved to pending, and given a waiting off-session payment whose
 * lease says until when the charge belongs to this worker. Once committed, a rate is never
 * claimed again; a charge whose worker died is taken over by recovery after the lease
 * (recoverStalledCharges), under the same payment id, which the provider deduplicates.
 */
export async function claimDueRates(deps: Deps, limit: number): Promise<ClaimedCharge[]> {
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + deps.config.renewals.leaseSeconds * 1000);
  // Only future rates are claimed, so the transition is the same for all of them.
  const pending = transit(ORDER_RATE_TRANSITIONS, "future", "start_async", "order rate");
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ rate: orderRates, order: orders })
      .from(orderRates)
      .innerJoin(orders, eq(orders.id, orderRates.orderId))
      .where(and(eq(orderRates.state, "future"), lte(orderRates.dueAt, now), eq(orders.state, "finalized")))
      .orderBy(asc(orderRates.dueAt), asc(orderRates.id))
      .limit(limit)
      .for("update", { of: orderRates, skipLocked: true });
    if (due.length === 0) return [];
    const at = sql`${now.toISOString()}::timestamptz`;
    await tx.execute(sql`
      UPDATE order_rates SET state = ${pending}, updated_at = ${at}
      WHERE id = ANY(${idArray(due.map((d) => d.rate.id))})`);
    const inserted = await tx.execute(sql`
      INSERT INTO payments (seller_id, order_id, order_rate_id, provider, method, amount, currency,
        off_session, test_mode, lease_until)
      SELECT seller_id, order_id, order_rate_id, provider, method, amount, currency, true, test_mode,
        ${leaseUntil.toISOString()}::timestamptz
      FROM ${jsonRows(
        due.map(({ rate, order }) => ({
          seller_id: order.sellerId,
          order_id: order.id,
          order_rate_id: rate.id,
          provider: order.provider,
          method: order.paymentMethod,
          amount: rate.amount,
          currency: rate.currency,
          test_mode: order.testMode,
        })),
      )} AS v(seller_id bigint, order_id bigint, order_rate_id bigint, provider text, method text,
        amount bigint, currency text, test_mode boolean)
      RETURNING id, order_rate_id`);
    // Both drivers: bigint columns of a raw statement may come back as strings.
    const claimed = rowsOf<{ id: unknown; order_rate_id: unknown }>(inserted).map((r) => ({
      id: Number(r.id),
      orderRateId: Number(r.order_rate_id),
    }));
    const paymentOf = new Map(claimed.map((p) => [p.orderRateId, p.id]));
    return due.map(({ rate, order }) => ({
      order,
      rate: { ...rate, state: pending, updatedAt: now },
      paymentId: paymentOf.get(rate.id)!,
    }));
  });
}
