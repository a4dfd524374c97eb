import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { orderRates, orders } from "../../orders/tables.ts";
import { dunningClaims } from "../tables.ts";
import { endClaim } from "../claim-steps.ts";

const BATCH = 100;
/** Rates that owe nothing any more for a reason other than a payment. */
const NOTHING_OWED = ["skipped", "refunded", "chargebacked"];

/**
 * Open claims whose rate stopped owing: paid (from the reminder's link or any other way) ends
 * the claim as paid; a rate skipped, refunded or charged back, or an order no longer running
 * (cancelled, refunded), skips it. Claims are locked with SKIP LOCKED, so concurrent tickers
 * never end one twice. Access paused for the rate came back when it was paid (recordRatePaid).
 */
export async function settleClaims(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ claim: dunningClaims, rateState: orderRates.state, orderState: orders.state })
      .from(dunningClaims)
      .innerJoin(orderRates, eq(orderRates.id, dunningClaims.orderRateId))
      .innerJoin(orders, eq(orders.id, dunningClaims.orderId))
      .where(
        and(
          eq(dunningClaims.outcome, "open"),
          or(inArray(orderRates.state, ["paid", ...NOTHING_OWED]), sql`${orders.state} <> 'finalized'`),
        ),
      )
      .limit(BATCH)
      .for("update", { of: dunningClaims, skipLocked: true });
    for (const { claim, rateState } of rows)
      await endClaim(deps, tx, claim, rateState === "paid" ? "pay" : "skip", "payment");
    return rows.length;
  });
}
