import { and, eq, or, sql } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import { percentToBps } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { hashToken, randomToken } from "../../platform/auth/tokens.ts";
import { isUniqueViolation } from "../../platform/db/errors.ts";
import { affiliateNodes } from "../tables.ts";
import { ownProgram } from "../repository.ts";
import { nodeView } from "../programs/views.ts";
import { conflict } from "../nodes/scope.ts";
import { mailInvitation, userByEmail } from "../nodes/mails.ts";
import { bonusRefusal } from "../nodes/bonus.ts";

/**
 * The seller invites a publisher by email: a node `requested` by the seller with a one-time token
 * (only its hash stored) mailed to the address. Inviting an address whose invitation still waits
 * sends it again with a fresh token (the old link stops working); an address already in the
 * program (a publisher's node, accepted or not) answers 409.
 */
export async function inviteNode(
  deps: Deps,
  sellerId: number,
  body: affiliates.InviteNodeBody,
): Promise<Result<{ node: affiliates.AffiliateNode; resent: boolean }>> {
  const program = await ownProgram(deps.db, sellerId, body.affiliate_program_id);
  if (!program) return fieldFail("affiliate_program_id", "invalid_value");
  if (program.archivedAt) return conflict("affiliate_program_id", "affiliate_program_closed");
  const bonus = body.bonus === null ? null : percentToBps(body.bonus);
  const refused = await bonusRefusal(deps.db, program, bonus);
  if (refused) return refused;
  const email = body.email.toLowerCase();
  const token = randomToken(24);
  try {
    return await deps.db.transaction(async (tx) => {
      const invitee = await userByEmail(tx, email);
      // A seller cannot be a publisher of their own program.
      if (invitee?.id === sellerId) return fieldFail("email", "invalid_value");
      const [existing] = await tx
        .select()
        .from(affiliateNodes)
        .where(
          and(
            eq(affiliateNodes.programId, program.id),
            or(
              eq(sql`lower(${affiliateNodes.email})`, email),
              invitee ? eq(affiliateNodes.publisherId, invitee.id) : undefined,
            ),
          ),
        )
        .for("update");
      const waiting = existing && existing.publisherId === null && existing.state === "requested";
      if (existing && !waiting) return conflict("email", "affiliate_node_exists");
      const values = {
        name: body.name,
        bonus,
        inviteTokenHash: hashToken(token),
        updatedAt: deps.clock.now(),
      };
      const [node] = waiting
        ? await tx.update(affiliateNodes).set(values).where(eq(affiliateNodes.id, existing.id)).returning()
        : await tx
            .insert(affiliateNodes)
            .values({
              sellerId,
              programId: program.id,
              email,
              initiator: "seller",
              state: "requested",
              ...values,
            })
            .returning();
      await mailInvitation(deps, tx, program, node!, token);
      return ok({ node: await nodeView(tx, node!, "seller"), resent: Boolean(waiting) });
    });
  } catch (err) {
    // Two invitations of one address at once: the other one won.
    if (isUniqueViolation(err, "affiliate_nodes_invite_key"))
      return conflict("email", "affiliate_node_exists");
    throw err;
  }
}
