import { and, eq, gte, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { affiliates } from "@sellwerk/contracts";
import { bpsToPercent, percentToBps } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy } from "../../platform/db/list.ts";
import { users } from "../../identity/index.ts";
import { products } from "../../catalog/tables.ts";
import { affiliateNodes as n, affiliateProgramProducts as pp, affiliatePrograms as p } from "../tables.ts";
import { sellerNameSql } from "../publish-views.ts";
import { programTerms } from "./list-publisher-programs.ts";

export const sellers = alias(users, "sellers");

const stage1 = (commissions: unknown) => sql`(${commissions}->>0)::int`;
const productStage1 = (fn: "min" | "max") =>
  sql`(select ${sql.raw(fn)}(${stage1(pp.commissions)}) from ${pp} where ${pp.programId} = ${p.id})`;
/** Stage 1 with the bonus: what the publisher who brings a sale earns, over the program's products. */
const commissionBound = (fn: "min" | "max") =>
  sql<number>`(case when ${p.scope} = 'with_products' then coalesce(${productStage1(fn)}, ${stage1(p.commissions)}) else ${stage1(p.commissions)} end + ${p.bonus})`;
/** Products covered: a with_products program lists them; all_products covers the seller's published ones. */
const productsCount = sql<number>`(case when ${p.scope} = 'with_products'
  then (select count(*) from ${pp} where ${pp.programId} = ${p.id})
  else (select count(*) from ${products} where ${products.sellerId} = ${p.sellerId} and ${products.state} = 'published' and not ${products.archived}) end)::int`;

/** Programs any publisher may see: listed in the marketplace and not archived. */
export const listed = and(eq(p.affiliateMarketplaceProduct, true), isNull(p.archivedAt));

/** The marketplace row of a program (its seller and this publisher's node joined). */
export function marketplaceRows(deps: Deps, publisherId: number) {
  const mine = alias(n, "mine");
  return {
    query: deps.db
      .select({
        program: p,
        sellerName: sellerNameSql(sellers),
        min: commissionBound("min"),
        max: commissionBound("max"),
        productsCount,
        nodeState: mine.state,
      })
      .from(p)
      .innerJoin(sellers, eq(sellers.id, p.sellerId))
      .leftJoin(mine, and(eq(mine.programId, p.id), eq(mine.publisherId, publisherId))),
    view: (row: {
      program: typeof p.$inferSelect;
      sellerName: string;
      min: number;
      max: number;
      productsCount: number;
      nodeState: string | null;
    }): affiliates.MarketplaceProgram => ({
      id: row.program.id,
      name: row.program.name,
      seller_id: row.program.sellerId,
      seller_name: row.sellerName,
      ...programTerms(row.program),
      commission_min: bpsToPercent(Number(row.min)),
      commission_max: bpsToPercent(Number(row.max)),
      products_count: Number(row.productsCount),
      node_state: row.nodeState as affiliates.MarketplaceProgram["node_state"],
      created_at: row.program.createdAt.toISOString(),
    }),
  };
}

/**
 * The marketplace (/publish/affiliate_marketplace): programs of every seller listed there, with the
 * stage-1 commission range, cookie days and duration, and whether this publisher already has a
 * node. Search in program, seller and product names; a minimum commission; one seller.
 */
export async function listMarketplacePrograms(
  deps: Deps,
  publisherId: number,
  q: affiliates.MarketplaceQuery,
) {
  const text = q.q ?? q.query;
  const pattern = text ? likePattern(text) : null;
  const where = and(
    listed,
    q.seller_id ? eq(p.sellerId, q.seller_id) : undefined,
    q.min_commission !== undefined ? gte(commissionBound("max"), percentToBps(q.min_commission)) : undefined,
    pattern
      ? or(
          ilike(p.name, pattern),
          inArray(
            p.sellerId,
            deps.db.select({ id: users.id }).from(users).where(ilike(sellerNameSql(), pattern)),
          ),
          inArray(
            p.id,
            deps.db
              .select({ id: pp.programId })
              .from(pp)
              .innerJoin(products, eq(products.id, pp.productId))
              .where(ilike(products.name, pattern)),
          ),
        )
      : undefined,
  );
  const { query, view } = marketplaceRows(deps, publisherId);
  const sortColumn = q.sort_key === "commission" ? commissionBound("max") : p.createdAt;
  return listPage(deps.db, {
    table: p,
    where,
    request: q,
    fetch: async ({ limit, offset }) =>
      (
        await query
          .where(where)
          .orderBy(...orderBy(sortColumn, p.id, q.sort_dir))
          .limit(limit)
          .offset(offset)
      ).map(view),
  });
}
