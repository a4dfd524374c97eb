import { and, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy, tillInclusive } from "../../platform/db/list.ts";
import type { Executor } from "../../platform/db/client.ts";
import { users } from "../../identity/index.ts";
import { products } from "../../catalog/tables.ts";
import { orders } from "../../orders/tables.ts";
import { affiliateCommissions as c, affiliatePrograms } from "../tables.ts";
import { commissionRows, commissionView, sellerNameSql } from "../publish-views.ts";

const SORT_COLUMNS = {
  created_at: c.createdAt,
  amount: c.amount,
  base_amount: c.baseAmount,
  id: c.id,
} as const;

/**
 * The sales a publisher brought and earned on (/publish/orders): one row per commission — each
 * paid rate of an order at the publisher's stage — newest first, with the spec's filters. Only
 * the signed-in publisher's commissions; the buyer's address is masked.
 */
export async function listPublisherOrders(deps: Deps, publisherId: number, q: affiliates.PublishOrdersQuery) {
  const where = and(
    eq(c.publisherId, publisherId),
    q.program_id ? eq(c.programId, q.program_id) : undefined,
    q.seller_id ? eq(c.sellerId, q.seller_id) : undefined,
    q.stage ? eq(c.stage, q.stage) : undefined,
    q.date_from ? gte(c.createdAt, new Date(q.date_from)) : undefined,
    q.date_till ? lte(c.createdAt, tillInclusive(q.date_till)) : undefined,
    q.query ? searched(deps.db, q.query) : undefined,
  );
  return listPage(deps.db, {
    table: c,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await commissionRows(deps.db)
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS[q.sort_key], c.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map(commissionView);
    },
  });
}

/** The search box: an order number, or part of the program's, product's or seller's name. */
function searched(ex: Executor, query: string): SQL | undefined {
  const pattern = likePattern(query);
  return or(
    /^\d{1,15}$/.test(query) ? eq(c.orderId, Number(query)) : undefined,
    inArray(
      c.programId,
      ex
        .select({ id: affiliatePrograms.id })
        .from(affiliatePrograms)
        .where(ilike(affiliatePrograms.name, pattern)),
    ),
    inArray(c.sellerId, ex.select({ id: users.id }).from(users).where(ilike(sellerNameSql(), pattern))),
    // The order's product, read per row of this publisher's commissions only.
    exists(
      ex
        .select({ one: sql`1` })
        .from(orders)
        .innerJoin(products, eq(products.id, orders.productId))
        .where(and(eq(orders.id, c.orderId), ilike(products.name, pattern))),
    ),
  );
}
