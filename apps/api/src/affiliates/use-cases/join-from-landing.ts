import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { Result } from "../../platform/result.ts";
import { profiles } from "../../identity/index.ts";
import { requestNode } from "./request-node.ts";

/**
 * A signed-in user joins from the program's landing page (spec call POST
 * /common/affiliate_programs/{id}/accept). Joining a program is what makes someone a publisher,
 * so a user without the publisher profile gets it, as adding a profile does elsewhere.
 */
export async function joinFromLanding(
  deps: Deps,
  userId: number,
  programId: number,
  recruiterId: number | null,
): Promise<Result<affiliates.AffiliateNode>> {
  const joined = await requestNode(deps, userId, { programId, recruiterId, fromLandingPage: true });
  if (joined.ok) await deps.db.insert(profiles).values({ userId, type: "publisher" }).onConflictDoNothing();
  return joined;
}
