import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import type { Tx } from "../../platform/db/client.ts";
import { dunningClaims } from "../tables.ts";
import { endClaim } from "../claim-steps.ts";

/**
 * The hook every path that pays a rate calls in its own transaction (recordRatePaid, and the
 * renewal batch's recordPaid): the open claims of those rates end as paid at once, not at the
 * next dunning tick. The claim row is locked (FOR UPDATE, re-checked as still open once a
 * concurrent ticker or payment commits), so however many payment events race, a claim ends once.
 * One claim per rate (its unique index), so this is an index lookup per paid rate. `feesPaid`
 * names the dunning fees a rate's payment collected (its reminder pay link), recorded on the
 * claim's paid event.
 */
export async function closePaidClaims(
  deps: Deps,
  tx: Tx,
  rateIds: readonly number[],
  feesPaid: ReadonlyMap<number, number> = new Map(),
): Promise<number> {
  if (rateIds.length === 0) return 0;
  const open = await tx
    .select()
    .from(dunningClaims)
    .where(and(inArray(dunningClaims.orderRateId, [...rateIds]), eq(dunningClaims.outcome, "open")))
    .orderBy(dunningClaims.id)
    .for("update");
  for (const claim of open)
    await endClaim(deps, tx, claim, "pay", "payment", { feesPaid: feesPaid.get(claim.orderRateId) ?? 0 });
  return open.length;
}
