import { and, asc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern } from "../../platform/db/list.ts";
import { users } from "../../identity/index.ts";
import { affiliateNodes, publisherProfiles } from "../tables.ts";
import { sellerNodes } from "../nodes/scope.ts";
import { sellerNameSql } from "../publish-views.ts";

/**
 * The publishers who have a node in one of the seller's programs (any state: a cancelled
 * publisher's earlier sales stay filterable), named as the statistics name them, searchable by
 * that name or the username. Invitations nobody took yet have no publisher and are left out.
 */
export async function listSellerPublishers(deps: Deps, sellerId: number, q: { query?: string }) {
  const name = sql<string>`coalesce(nullif(${publisherProfiles.displayName}, ''), ${sellerNameSql()})`;
  const pattern = q.query ? likePattern(q.query) : null;
  const list = await deps.db
    .selectDistinct({ id: users.id, name, username: users.username })
    .from(affiliateNodes)
    .innerJoin(users, eq(users.id, affiliateNodes.publisherId))
    .leftJoin(publisherProfiles, eq(publisherProfiles.userId, users.id))
    .where(
      and(
        sellerNodes(sellerId),
        isNotNull(affiliateNodes.publisherId),
        pattern ? or(ilike(name, pattern), ilike(users.username, pattern)) : undefined,
      ),
    )
    .orderBy(asc(name), asc(users.id))
    .limit(affiliates.SELLER_PUBLISHERS_MAX);
  return { list };
}
