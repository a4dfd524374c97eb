import { and, eq, isNull, sql } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { users } from "../../identity/index.ts";
import { affiliateNodes, affiliatePrograms } from "../tables.ts";
import { acceptedNodeOf } from "../repository.ts";
import { nodeView } from "../programs/views.ts";
import { conflict } from "../nodes/scope.ts";
import { mailJoinRequest } from "../nodes/mails.ts";

export interface JoinRequest {
  programId: number;
  /** The recruiting publisher (their link named them); counts only in a multiple-stage program. */
  recruiterId: number | null;
  fromLandingPage: boolean;
}

/**
 * A publisher asks to join a program (from the marketplace or its landing page): a node
 * `requested` by the publisher, answered by the seller (mailed; there is no auto-accept). A
 * recruiter with an accepted node in the same multiple-stage program becomes the node's parent,
 * the chain a commission climbs; an unknown or foreign recruiter is ignored, not refused (links
 * travel). One node per publisher and program: the unique index decides between concurrent joins.
 */
export async function requestNode(
  deps: Deps,
  publisherId: number,
  request: JoinRequest,
): Promise<Result<affiliates.AffiliateNode>> {
  const [program] = await deps.db
    .select()
    .from(affiliatePrograms)
    .where(and(eq(affiliatePrograms.id, request.programId), isNull(affiliatePrograms.archivedAt)));
  if (!program) return fail("NOT_FOUND");
  const open = request.fromLandingPage
    ? !program.disableLandingPage
    : program.affiliateMarketplaceProduct || !program.disableLandingPage;
  if (!open) return conflict("affiliate_program_id", "affiliate_program_closed");
  if (program.sellerId === publisherId) return conflict("affiliate_program_id", "affiliate_program_closed");
  const [me] = await deps.db.select().from(users).where(eq(users.id, publisherId));
  // An invitation to this address waits in the program: the publisher answers it instead.
  const [invited] = await deps.db
    .select({ id: affiliateNodes.id })
    .from(affiliateNodes)
    .where(
      and(
        eq(affiliateNodes.programId, program.id),
        isNull(affiliateNodes.publisherId),
        eq(sql`lower(${affiliateNodes.email})`, me!.email.toLowerCase()),
      ),
    );
  if (invited) return conflict("affiliate_program_id", "affiliate_node_exists");
  const recruiter =
    program.form === "multiple" && request.recruiterId !== null && request.recruiterId !== publisherId
      ? await acceptedNodeOf(deps.db, program.id, request.recruiterId)
      : null;
  return deps.db.transaction(async (tx) => {
    const [node] = await tx
      .insert(affiliateNodes)
      .values({
        sellerId: program.sellerId,
        programId: program.id,
        publisherId,
        email: me!.email.toLowerCase(),
        name: `${me!.firstName} ${me!.lastName}`.trim(),
        state: "requested",
        initiator: "publisher",
        fromLandingPage: request.fromLandingPage,
        parentNodeId: recruiter?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!node) return conflict("affiliate_program_id", "affiliate_node_exists");
    await mailJoinRequest(deps, tx, program, node);
    return ok(await nodeView(tx, node, "publisher"));
  });
}
