import { and, eq, gte, ilike, inArray, lte, or, type SQL } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { AffiliateNodeSide } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy, tillInclusive } from "../../platform/db/list.ts";
import { affiliateNodes, affiliatePrograms } from "../tables.ts";
import { nodeViews } from "../programs/views.ts";

const SORT_COLUMNS = {
  created_at: affiliateNodes.createdAt,
  id: affiliateNodes.id,
  state: affiliateNodes.state,
} as const;

/**
 * The seller searches their publishers by name or email; a publisher, whose nodes all carry their
 * own name, searches by the program's name.
 */
function search(deps: Deps, side: AffiliateNodeSide, query: string): SQL | undefined {
  const pattern = likePattern(query);
  if (side === "publisher")
    return inArray(
      affiliateNodes.programId,
      deps.db
        .select({ id: affiliatePrograms.id })
        .from(affiliatePrograms)
        .where(ilike(affiliatePrograms.name, pattern)),
    );
  return or(ilike(affiliateNodes.name, pattern), ilike(affiliateNodes.email, pattern));
}

/**
 * Nodes within `scope` (the seller's or the publisher's, nodes/scope.ts) with the spec's filters,
 * 15 a page. `waiting` (publisher side): invitations that wait for the publisher's answer.
 */
export async function listNodes(
  deps: Deps,
  scope: SQL,
  side: AffiliateNodeSide,
  q: affiliates.PublishNodesQuery,
) {
  const where = and(
    scope,
    q.state ? eq(affiliateNodes.state, q.state) : undefined,
    q.affiliate_program_id ? eq(affiliateNodes.programId, q.affiliate_program_id) : undefined,
    q.from_landing_page === undefined ? undefined : eq(affiliateNodes.fromLandingPage, q.from_landing_page),
    q.created_from ? gte(affiliateNodes.createdAt, new Date(q.created_from)) : undefined,
    q.created_till ? lte(affiliateNodes.createdAt, tillInclusive(q.created_till)) : undefined,
    q.query ? search(deps, side, q.query) : undefined,
    q.waiting
      ? and(eq(affiliateNodes.state, "requested"), eq(affiliateNodes.initiator, "seller"))
      : undefined,
  );
  return listPage(deps.db, {
    table: affiliateNodes,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select()
        .from(affiliateNodes)
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS[q.sort_key], affiliateNodes.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return nodeViews(deps.db, rows, side);
    },
  });
}
