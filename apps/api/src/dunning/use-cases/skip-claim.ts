import type { Deps } from "../../platform/deps.ts";
import { lockClaim, endClaim, refuseUnless, type ClaimActor } from "../claim-steps.ts";

/** The seller chooses not to pursue the claim: no more reminders, nothing goes to the agency. */
export async function skipClaim(deps: Deps, sellerId: number, id: number, actor: ClaimActor) {
  await deps.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, sellerId, id);
    refuseUnless(claim, "skip");
    await endClaim(deps, tx, claim, "skip", actor);
  });
}
