import { and, eq, ilike, isNotNull, isNull } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy } from "../../platform/db/list.ts";
import { affiliatePrograms } from "../tables.ts";
import { programViews } from "../programs/views.ts";

const SORT_COLUMNS = {
  created_at: affiliatePrograms.createdAt,
  name: affiliatePrograms.name,
  id: affiliatePrograms.id,
} as const;

/** The seller's programs (/cabinet/affiliate_programs): active ones unless `archived`, 15 a page. */
export async function listPrograms(deps: Deps, sellerId: number, q: affiliates.AffiliateProgramsQuery) {
  const where = and(
    eq(affiliatePrograms.sellerId, sellerId),
    q.archived ? isNotNull(affiliatePrograms.archivedAt) : isNull(affiliatePrograms.archivedAt),
    q.form ? eq(affiliatePrograms.form, q.form) : undefined,
    q.affiliate_marketplace_product === undefined
      ? undefined
      : eq(affiliatePrograms.affiliateMarketplaceProduct, q.affiliate_marketplace_product),
    q.query ? ilike(affiliatePrograms.name, likePattern(q.query)) : undefined,
  );
  return listPage(deps.db, {
    table: affiliatePrograms,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select()
        .from(affiliatePrograms)
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS[q.sort_key], affiliatePrograms.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return programViews(deps.db, rows, deps.config.publicUrl);
    },
  });
}
