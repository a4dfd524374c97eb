import { and, eq, type SQL } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import {
  transitNode,
  type AffiliateNodeAction,
  type AffiliateNodeSide,
  type AffiliateNodeState,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { users } from "../../identity/index.ts";
import { isUniqueViolation } from "../../platform/db/errors.ts";
import type { Executor } from "../../platform/db/client.ts";
import { affiliateNodes, affiliatePrograms } from "../tables.ts";
import { nodeView } from "../programs/views.ts";
import { conflict } from "../nodes/scope.ts";
import { mailAnswer, mailCanceled } from "../nodes/mails.ts";

async function nameOf(ex: Executor, userId: number): Promise<string | null> {
  const [user] = await ex.select().from(users).where(eq(users.id, userId));
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}

export interface NodeActor {
  side: AffiliateNodeSide;
  /** The nodes this actor may touch (nodes/scope.ts); others answer 404. */
  scope: SQL;
  /** The publisher taking an invitation mailed to their address binds it to their account. */
  publisherId: number | null;
}

/**
 * Accept, reject or cancel a node by the domain's transition table: the side that did not start
 * it answers, either side cancels. The row is locked so two answers at once cannot both pass; the
 * side that asked gets a mail on accept or reject, the publisher one when the seller cancels.
 */
export async function answerNode(
  deps: Deps,
  actor: NodeActor,
  nodeId: number,
  action: AffiliateNodeAction,
): Promise<Result<affiliates.AffiliateNode>> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [node] = await tx
        .select()
        .from(affiliateNodes)
        .where(and(eq(affiliateNodes.id, nodeId), actor.scope))
        .for("update");
      if (!node) return fail("NOT_FOUND");
      const state = node.state as AffiliateNodeState;
      const step = transitNode({ state, initiator: node.initiator as AffiliateNodeSide }, action, actor.side);
      if (!step.ok)
        return step.reason === "not_your_answer"
          ? conflict("state", "affiliate_not_your_answer")
          : conflict("state", "invalid_state_change", { state });
      const [program] = await tx
        .select()
        .from(affiliatePrograms)
        .where(eq(affiliatePrograms.id, node.programId));
      if (step.state === "accepted" && program!.archivedAt)
        return conflict("affiliate_program_id", "affiliate_program_closed");
      const now = deps.clock.now();
      const [updated] = await tx
        .update(affiliateNodes)
        .set({
          state: step.state,
          answeredAt: action === "cancel" ? node.answeredAt : now,
          updatedAt: now,
          // An invitation taken by a publisher is theirs from now on; its link is spent.
          ...(node.publisherId === null && actor.publisherId !== null
            ? {
                publisherId: actor.publisherId,
                inviteTokenHash: null,
                name: node.name ?? (await nameOf(tx, actor.publisherId)),
              }
            : {}),
        })
        .where(eq(affiliateNodes.id, node.id))
        .returning();
      if (action !== "cancel") await mailAnswer(deps, tx, program!, updated!, step.state === "accepted");
      else if (actor.side === "seller") await mailCanceled(deps, tx, program!, updated!);
      return ok(await nodeView(tx, updated!, actor.side));
    });
  } catch (err) {
    // The publisher already has a node of their own in this program.
    if (isUniqueViolation(err, "affiliate_nodes_program_publisher_key"))
      return conflict("affiliate_program_id", "affiliate_node_exists");
    throw err;
  }
}
