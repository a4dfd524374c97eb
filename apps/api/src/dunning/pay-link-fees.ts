import { and, eq } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { dunningClaims } from "./tables.ts";

/**
 * The dunning fees the buyer pays with an overdue rate from the reminder's pay link: the fees
 * its open claim's reminders added so far, exactly what the last reminder mail showed. A rate
 * without an open claim (not overdue long enough, or the claim ended) owes none. A reminder sent
 * after the payment was created adds its fee to the claim only: the payment charges the fees as
 * they stood when it was created, and the claim's paid event records what it collected.
 */
export async function openClaimFees(ex: Executor, orderRateId: number): Promise<number> {
  const [claim] = await ex
    .select({ fees: dunningClaims.feesAmount })
    .from(dunningClaims)
    .where(and(eq(dunningClaims.orderRateId, orderRateId), eq(dunningClaims.outcome, "open")));
  return claim?.fees ?? 0;
}
