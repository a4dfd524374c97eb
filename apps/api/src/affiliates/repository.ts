import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { rowsOf } from "../platform/db/bulk.ts";
import { affiliateNodes, affiliatePrograms } from "./tables.ts";

// Reads other parts of the context share (attribution, commissions, the publisher area).

export type ProgramRow = typeof affiliatePrograms.$inferSelect;
export type NodeRow = typeof affiliateNodes.$inferSelect;

/** The seller's own program, or null (someone else's program does not exist for them). */
export async function ownProgram(
  ex: Executor,
  sellerId: number,
  programId: number,
): Promise<ProgramRow | null> {
  const [row] = await ex
    .select()
    .from(affiliatePrograms)
    .where(and(eq(affiliatePrograms.id, programId), eq(affiliatePrograms.sellerId, sellerId)));
  return row ?? null;
}

/** The publisher's accepted (active) node in a program, or null: only such nodes earn and track. */
export async function acceptedNodeOf(
  ex: Executor,
  programId: number,
  publisherId: number,
): Promise<NodeRow | null> {
  const [row] = await ex
    .select()
    .from(affiliateNodes)
    .where(
      and(
        eq(affiliateNodes.programId, programId),
        eq(affiliateNodes.publisherId, publisherId),
        eq(affiliateNodes.state, "accepted"),
      ),
    );
  return row ?? null;
}

export interface ChainLink {
  nodeId: number;
  publisherId: number;
  state: string;
}

/**
 * The recruiting chain upward from a node: the node itself first, then who recruited it, … at most
 * `maxStages` links (a multiple-stage program pays five stages at most). One recursive query; a
 * cycle cannot loop because the depth is bounded. Links whose node is not accepted are returned
 * too (with their state) so the caller decides: commissions skip a canceled recruiter.
 */
export async function nodeChain(ex: Executor, nodeId: number, maxStages: number): Promise<ChainLink[]> {
  const result = await ex.execute(sql`
    WITH RECURSIVE chain(id, publisher_id, state, parent_node_id, depth) AS (
      SELECT id, publisher_id, state, parent_node_id, 1 FROM affiliate_nodes WHERE id = ${nodeId}
      UNION ALL
      SELECT n.id, n.publisher_id, n.state, n.parent_node_id, c.depth + 1
        FROM affiliate_nodes n JOIN chain c ON n.id = c.parent_node_id
       WHERE c.depth < ${maxStages}
    )
    SELECT id, publisher_id, state FROM chain WHERE publisher_id IS NOT NULL ORDER BY depth`);
  return rowsOf<{ id: number | string; publisher_id: number | string; state: string }>(result).map((r) => ({
    nodeId: Number(r.id),
    publisherId: Number(r.publisher_id),
    state: r.state,
  }));
}
