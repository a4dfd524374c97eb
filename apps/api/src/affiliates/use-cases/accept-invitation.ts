import { and, eq, isNull } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, type Result } from "../../platform/result.ts";
import { hashToken } from "../../platform/auth/tokens.ts";
import { affiliateNodes } from "../tables.ts";
import { answerNode } from "./answer-node.ts";

/** An invitation link works this long after it was (last) sent. */
export const INVITATION_VALID_DAYS = 30;

/**
 * The invitation link's token accepts the invitation for the signed-in publisher, whatever address
 * their account has (the token is the proof the mail reached them). A spent or unknown token is
 * 404; an old one LINK_EXPIRED (the seller sends the invitation again, or the publisher answers it
 * in their list, where it stays).
 */
export async function acceptInvitation(
  deps: Deps,
  publisherId: number,
  token: string,
): Promise<Result<affiliates.AffiliateNode>> {
  const scope = and(
    eq(affiliateNodes.inviteTokenHash, hashToken(token)),
    isNull(affiliateNodes.publisherId),
  )!;
  const [node] = await deps.db
    .select({ id: affiliateNodes.id, sentAt: affiliateNodes.updatedAt })
    .from(affiliateNodes)
    .where(scope);
  if (!node) return fail("NOT_FOUND");
  if (deps.clock.now().getTime() - node.sentAt.getTime() > INVITATION_VALID_DAYS * 86_400_000)
    return fail("LINK_EXPIRED");
  return answerNode(deps, { side: "publisher", scope, publisherId }, node.id, "accept");
}
