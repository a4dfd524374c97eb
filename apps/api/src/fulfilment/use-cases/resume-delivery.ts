import { and, eq, sql } from "drizzle-orm";
import { idArray } from "../../platform/db/bulk.ts";
import type { Tx } from "../../platform/db/client.ts";
import { courseAccesses, deliveries } from "../tables.ts";

/**
 * An unpaid rate was paid after all: what revokeDelivery(…, "unpaid") paused runs again — course
 * access, files, license keys. Only paused rows change, so nothing a refund, a chargeback or a
 * cancellation ended (ended, revoked) ever comes back this way.
 */
export async function resumeDelivery(tx: Tx, orderId: number): Promise<void> {
  await resumeDeliveries(tx, [orderId]);
}

/** resumeDelivery for many orders in two statements (the recurring charges' batches). */
export async function resumeDeliveries(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(courseAccesses)
    .set({ state: "active" })
    .where(
      and(sql`${courseAccesses.orderId} = ANY(${idArray(orderIds)})`, eq(courseAccesses.state, "paused")),
    );
  await tx
    .update(deliveries)
    .set({ state: "delivered" })
    .where(and(sql`${deliveries.orderId} = ANY(${idArray(orderIds)})`, eq(deliveries.state, "paused")));
}
