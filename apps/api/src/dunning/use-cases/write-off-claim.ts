import type { Deps } from "../../platform/deps.ts";
import { lockClaim, endClaim, refuseUnless, type ClaimActor } from "../claim-steps.ts";

/**
 * The seller gives the money up, with a reason kept on the claim: an open claim, or one the
 * agency reported as not collected. The order's rate stays unpaid (the buyer still owes it; a
 * later payment is recorded as usual), only the claim ends.
 */
export async function writeOffClaim(
  deps: Deps,
  sellerId: number,
  id: number,
  actor: ClaimActor,
  reason: string,
) {
  await deps.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, sellerId, id);
    refuseUnless(claim, "write_off");
    await endClaim(deps, tx, claim, "write_off", actor, { writeOffReason: reason });
  });
}
