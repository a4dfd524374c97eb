import { and, asc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { licenseKeys } from "../../catalog/index.ts";
import { orderRates } from "../../orders/tables.ts";
import { certificates, courseAccesses, deliveries, paymentTickets } from "../tables.ts";

/**
 * Why an order's deliveries end: a full refund, a chargeback, a cancelled order, the end of a
 * subscription, or (where the seller wants that) a rate left unpaid.
 */
export type RevokeReason = "refunded" | "chargebacked" | "cancelled" | "unsubscribed" | "unpaid";

/** Rates whose money the buyer paid (and kept): access runs up to the first rate after them. */
const PAID_RATE_STATES = ["paid", "partly_paid"];

/**
 * When access of an ended subscription stops: at the due date of the first rate that was not
 * paid (skipped by the cancellation), i.e. the end of the last paid period. Null when every rate
 * was paid, so nothing ends.
 */
async function paidPeriodEnd(tx: Tx, orderId: number): Promise<Date | null> {
  const [next] = await tx
    .select({ dueAt: orderRates.dueAt })
    .from(orderRates)
    .where(and(eq(orderRates.orderId, orderId), notInArray(orderRates.state, PAID_RATE_STATES)))
    .orderBy(asc(orderRates.number))
    .limit(1);
  return next?.dueAt ?? null;
}

async function endSubscriptionAccess(tx: Tx, orderId: number, now: Date): Promise<void> {
  const end = await paidPeriodEnd(tx, orderId);
  if (!end) return;
  await tx
    .update(courseAccesses)
    .set({ endsAt: end, state: end <= now ? "ended" : "active" })
    .where(
      and(
        eq(courseAccesses.orderId, orderId),
        eq(courseAccesses.state, "active"),
        isNull(courseAccesses.endsAt),
      ),
    );
}

/** Money gone back to the buyer, or the order cancelled: everything it gave ends now. */
async function revokeAll(tx: Tx, orderId: number, reason: RevokeReason, now: Date): Promise<void> {
  await tx
    .update(deliveries)
    .set({ state: "revoked" })
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.state, "delivered")));
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx
    .update(courseAccesses)
    .set({ state: "ended", endsAt: sql`least(coalesce(${courseAccesses.endsAt}, ${at}), ${at})` })
    .where(and(eq(courseAccesses.orderId, orderId), inArray(courseAccesses.state, ["active", "paused"])));
  // A used ticket stays used: the seat was taken. Only unused ones stop opening the door.
  await tx
    .update(paymentTickets)
    .set({ state: reason === "cancelled" ? "invalidated" : "refunded" })
    .where(and(eq(paymentTickets.orderId, orderId), eq(paymentTickets.state, "unused")));
  await tx
    .update(certificates)
    .set({ state: "revoked" })
    .where(and(eq(certificates.orderId, orderId), eq(certificates.state, "valid")));
  // A key once handed out never goes back to the pool (two people would hold it); it is marked.
  await tx
    .update(licenseKeys)
    .set({ state: "revoked" })
    .where(and(eq(licenseKeys.orderId, orderId), eq(licenseKeys.state, "assigned")));
}

/**
 * Ends what an order delivered, in the caller's transaction (the orders context calls it where
 * the order's state changes, under the order's lock — docs/fulfilment.md "Revocation"):
 *
 * - refunded, chargebacked, cancelled: course access ends now, unused tickets become refunded
 *   (invalidated for a cancellation), certificates and license keys revoked, deliveries revoked;
 * - unsubscribed: course access runs to the end of the paid period; tickets, keys and
 *   certificates stay (what was paid stays paid);
 * - unpaid: course access pauses until `resumeDelivery` (the rate was paid after all).
 *
 * Calling it again changes nothing; an order delivered later is not delivered at all, since
 * delivery only happens for finalized and closed orders.
 */
export async function revokeDelivery(
  deps: Deps,
  tx: Tx,
  orderId: number,
  reason: RevokeReason,
): Promise<void> {
  const now = deps.clock.now();
  if (reason === "unsubscribed") return endSubscriptionAccess(tx, orderId, now);
  if (reason === "unpaid") {
    await tx
      .update(courseAccesses)
      .set({ state: "paused" })
      .where(and(eq(courseAccesses.orderId, orderId), eq(courseAccesses.state, "active")));
    return;
  }
  await revokeAll(tx, orderId, reason, now);
}
