import type { Deps } from "../../platform/deps.ts";
import { lockClaim, endClaim, refuseUnless, type ClaimActor } from "../claim-steps.ts";

/** The seller settled the claim another way (paid in cash, agreed with the buyer): it ends as resolved. */
export async function resolveClaim(
  deps: Deps,
  sellerId: number,
  id: number,
  actor: ClaimActor,
  note?: string,
) {
  await deps.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, sellerId, id);
    refuseUnless(claim, "resolve");
    await endClaim(deps, tx, claim, "resolve", actor, { note: note ?? null });
  });
}
