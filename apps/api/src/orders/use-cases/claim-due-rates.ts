import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { ORDER_RATE_TRANSITIONS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { payments } from "../../payments/tables.ts";
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
    await tx
      .update(orderRates)
      .set({ state: pending, updatedAt: now })
      .where(
        inArray(
          orderRates.id,
          due.map((d) => d.rate.id),
        ),
      );
    const claimed = await tx
      .insert(payments)
      .values(
        due.map(({ rate, order }) => ({
          sellerId: order.sellerId,
          orderId: order.id,
          orderRateId: rate.id,
          provider: order.provider,
          method: order.paymentMethod,
          amount: rate.amount,
          currency: rate.currency,
          offSession: true,
          testMode: order.testMode,
          leaseUntil,
        })),
      )
      .returning({ id: payments.id, orderRateId: payments.orderRateId });
    const paymentOf = new Map(claimed.map((p) => [p.orderRateId, p.id]));
    return due.map(({ rate, order }) => ({
      order,
      rate: { ...rate, state: pending, updatedAt: now },
      paymentId: paymentOf.get(rate.id)!,
    }));
  });
}
