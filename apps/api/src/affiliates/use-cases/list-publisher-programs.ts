import { and, eq, ilike, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { affiliates } from "@sellwerk/contracts";
import { availableCutoff, bpsToPercent } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { likePattern, listPage, orderBy } from "../../platform/db/list.ts";
import { users } from "../../identity/index.ts";
import { affiliateCommissions as c, affiliateNodes as n, affiliatePrograms as p } from "../tables.ts";
import { affiliateLink, recruitLink, sellerNameSql } from "../publish-views.ts";

const sellers = alias(users, "sellers");
const joinedAt = sql`coalesce(${n.answeredAt}, ${n.createdAt})`;

/**
 * The programs the publisher is active in (/publish/affiliate_programs): the terms, their links,
 * and what they brought and earned there (all time). Only their own accepted nodes.
 */
export async function listPublisherPrograms(
  deps: Deps,
  publisherId: number,
  q: affiliates.PublishProgramsQuery,
) {
  const base = deps.config.publicUrl;
  const programFilter = and(
    q.seller_id ? eq(p.sellerId, q.seller_id) : undefined,
    q.query ? ilike(p.name, likePattern(q.query)) : undefined,
  );
  const where = and(
    eq(n.publisherId, publisherId),
    eq(n.state, "accepted"),
    programFilter
      ? inArray(n.programId, deps.db.select({ id: p.id }).from(p).where(programFilter))
      : undefined,
  );
  const sortColumn = { joined_at: joinedAt, name: p.name, id: n.id }[q.sort_key];
  return listPage(deps.db, {
    table: n,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select({ node: n, program: p, sellerName: sellerNameSql(sellers), joinedAt: sql<Date>`${joinedAt}` })
        .from(n)
        .innerJoin(p, eq(p.id, n.programId))
        .innerJoin(sellers, eq(sellers.id, p.sellerId))
        .where(where)
        .orderBy(...orderBy(sortColumn, n.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      const earnings = await earningsOf(
        deps.db,
        publisherId,
        rows.map((r) => r.program.id),
        deps.clock.now(),
      );
      return rows.map(({ node, program, sellerName, joinedAt }): affiliates.PublishProgram => ({
        program_id: program.id,
        node_id: node.id,
        name: program.name,
        seller_id: program.sellerId,
        seller_name: sellerName,
        ...programTerms(program),
        affiliate_link: affiliateLink(base, program.id, publisherId),
        recruit_link: recruitLink(base, program, publisherId),
        sales: earnings.sales.get(program.id) ?? 0,
        earned: earnings.earned.get(program.id) ?? [],
        joined_at: new Date(joinedAt).toISOString(),
      }));
    },
  });
}

/** The terms a publisher sees, in percent. */
export function programTerms(program: typeof p.$inferSelect) {
  return {
    form: program.form as "single" | "multiple",
    scope: program.scope as "all_products" | "with_products",
    commissions: program.commissions.map(bpsToPercent),
    bonus: bpsToPercent(program.bonus),
    cookies_expire: program.cookiesExpire,
    commission_duration: program.commissionDuration as "none" | "lifetime" | "fixed",
    lifetime_duration: program.lifetimeDuration,
    provision_from_brutto: program.provisionFromBrutto,
  };
}

/** Per program: the orders this publisher brought (stage 1) and everything they earned, per currency. */
async function earningsOf(ex: Executor, publisherId: number, programIds: number[], now: Date) {
  const sales = new Map<number, number>();
  const earned = new Map<number, affiliates.CurrencyCommission[]>();
  if (programIds.length === 0) return { sales, earned };
  const mine = and(
    eq(c.publisherId, publisherId),
    inArray(c.programId, programIds),
    eq(c.kind, "seller_program"),
  );
  const [saleRows, moneyRows] = await Promise.all([
    ex
      .select({ programId: c.programId, n: sql<number>`count(distinct ${c.orderId})::int` })
      .from(c)
      .where(and(mine, eq(c.stage, 1)))
      .groupBy(c.programId),
    ex
      .select({
        programId: c.programId,
        currency: c.currency,
        amount: sql<string>`sum(${c.amount} - ${c.clawedBackAmount})`,
        clawedBack: sql<string>`sum(${c.clawedBackAmount})`,
        pending: sql<string>`coalesce(sum(${c.amount} - ${c.clawedBackAmount}) filter (where ${c.createdAt} > ${availableCutoff(now).toISOString()}::timestamptz), 0)`,
      })
      .from(c)
      .where(mine)
      .groupBy(c.programId, c.currency)
      .orderBy(c.currency),
  ]);
  for (const r of saleRows) sales.set(r.programId!, r.n);
  for (const r of moneyRows) {
    const list = earned.get(r.programId!) ?? [];
    list.push({
      currency: r.currency,
      amount: Number(r.amount),
      pending: Number(r.pending),
      clawed_back: Number(r.clawedBack),
    });
    earned.set(r.programId!, list);
  }
  return { sales, earned };
}
