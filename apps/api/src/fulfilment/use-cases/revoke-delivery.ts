import { and, asc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { licenseKeys, products } from "../../catalog/index.ts";
import { orderRates } from "../../orders/tables.ts";
import { certificates, courseAccesses, deliveries, paymentTickets } from "../tables.ts";
import { PAUSED_FORMS } from "../unpaid-pause.ts";

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

/**
 * A subscription ended: what was paid stays paid. Files and keys held back while a rate was
 * unpaid come back (the cancellation skipped that rate; they were paid by the earlier ones), and
 * course access, running or paused, ends with the paid period.
 */
async function endSubscriptionAccess(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(deliveries)
    .set({ state: "delivered" })
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.state, "paused")));
  const end = await paidPeriodEnd(tx, orderId);
  if (!end) return;
  await tx
    .update(courseAccesses)
    .set({ endsAt: end, state: end <= now ? "ended" : "active" })
    .where(
      and(
        eq(courseAccesses.orderId, orderId),
        inArray(courseAccesses.state, ["active", "paused"]),
        isNull(courseAccesses.endsAt),
      ),
    );
}

/**
 * A rate is unpaid and the seller suspends access: course access and the deliveries of
 * PAUSED_FORMS pause (resumeDelivery undoes exactly this); tickets, certificates, services stay.
 */
async function pauseForUnpaid(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(courseAccesses)
    .set({ state: "paused" })
    .where(and(eq(courseAccesses.orderId, orderId), eq(courseAccesses.state, "active")));
  await tx
    .update(deliveries)
    .set({ state: "paused" })
    .where(
      and(
        eq(deliveries.orderId, orderId),
        eq(deliveries.state, "delivered"),
        inArray(
          deliveries.productId,
          tx
            .select({ id: products.id })
            .from(products)
            .where(inArray(products.form, [...PAUSED_FORMS])),
        ),
      ),
    );
}

/** Money gone back to the buyer, or the order cancelled: everything it gave ends now. */
async function revokeAll(tx: Tx, orderId: number, reason: RevokeReason, now: Date): Promise<void> {
  await tx
    .update(deliveries)
    .set({ state: "revoked" })
    .where(and(eq(deliveries.orderId, orderId), inArray(deliveries.state, ["delivered", "paused"])));
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
 * - unpaid: course access, files and license keys pause until `resumeDelivery` (the rate was
 *   paid after all); tickets, certificates and services stay.
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
  if (reason === "unpaid") return pauseForUnpaid(tx, orderId);
  await revokeAll(tx, orderId, reason, now);
}
