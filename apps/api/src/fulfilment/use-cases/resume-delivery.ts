import { and, eq } from "drizzle-orm";
import type { Tx } from "../../platform/db/client.ts";
import { courseAccesses, deliveries } from "../tables.ts";

/**
 * An unpaid rate was paid after all: what revokeDelivery(…, "unpaid") paused runs again — course
 * access, files, license keys. Only paused rows change, so nothing a refund, a chargeback or a
 * cancellation ended (ended, revoked) ever comes back this way.
 */
export async function resumeDelivery(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(courseAccesses)
    .set({ state: "active" })
    .where(and(eq(courseAccesses.orderId, orderId), eq(courseAccesses.state, "paused")));
  await tx
    .update(deliveries)
    .set({ state: "delivered" })
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.state, "paused")));
}
