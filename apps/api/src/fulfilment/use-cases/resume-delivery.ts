import { and, eq } from "drizzle-orm";
import type { Tx } from "../../platform/db/client.ts";
import { courseAccesses } from "../tables.ts";

/** An unpaid rate was paid after all: the course access paused by revokeDelivery(…, "unpaid") runs again. */
export async function resumeDelivery(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(courseAccesses)
    .set({ state: "active" })
    .where(and(eq(courseAccesses.orderId, orderId), eq(courseAccesses.state, "paused")));
}
