import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/client.ts";
import { affiliateNodes } from "../tables.ts";

/**
 * A node a seller may bind a coupon to: theirs and accepted (another seller's id reads like an
 * unknown one). A node canceled later keeps its coupons, which then attribute nothing
 * (the checkout's rules skip nodes no longer accepted).
 */
export async function isActiveNode(ex: Executor, sellerId: number, nodeId: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: affiliateNodes.id })
    .from(affiliateNodes)
    .where(
      and(
        eq(affiliateNodes.id, nodeId),
        eq(affiliateNodes.sellerId, sellerId),
        eq(affiliateNodes.state, "accepted"),
        isNotNull(affiliateNodes.publisherId),
      ),
    );
  return Boolean(row);
}
