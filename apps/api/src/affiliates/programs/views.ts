import { and, eq, inArray, sql } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import { bpsToPercent, nodeActions, type AffiliateNodeSide, type AffiliateNodeState } from "@sellwerk/domain";
import type { Executor } from "../../platform/db/client.ts";
import { products } from "../../catalog/tables.ts";
import { affiliateNodes, affiliateProgramProducts, affiliatePrograms } from "../tables.ts";
import type { NodeRow, ProgramRow } from "../repository.ts";

// Rows → wire views of programs and nodes; percent on the wire, basis points in the tables.

const percents = (bps: readonly number[]) => bps.map(bpsToPercent);

/** What a page of programs shows besides the row: per-product commissions and node counts, two queries. */
export async function programViews(
  ex: Executor,
  rows: readonly ProgramRow[],
  publicUrl: string,
): Promise<affiliates.AffiliateProgram[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [productRows, counts] = await Promise.all([
    ex
      .select({
        programId: affiliateProgramProducts.programId,
        productId: affiliateProgramProducts.productId,
        name: products.name,
        commissions: affiliateProgramProducts.commissions,
      })
      .from(affiliateProgramProducts)
      .innerJoin(products, eq(products.id, affiliateProgramProducts.productId))
      .where(inArray(affiliateProgramProducts.programId, ids))
      .orderBy(affiliateProgramProducts.programId, affiliateProgramProducts.productId),
    ex
      .select({
        programId: affiliateNodes.programId,
        accepted: sql<number>`count(*) filter (where ${affiliateNodes.state} = 'accepted')::int`,
        requested: sql<number>`count(*) filter (where ${affiliateNodes.state} = 'requested')::int`,
      })
      .from(affiliateNodes)
      .where(inArray(affiliateNodes.programId, ids))
      .groupBy(affiliateNodes.programId),
  ]);
  const countOf = new Map(counts.map((c) => [c.programId, c]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    form: row.form as affiliates.AffiliateProgram["form"],
    scope: row.scope as affiliates.AffiliateProgram["scope"],
    commissions: percents(row.commissions),
    product_commissions: productRows
      .filter((p) => p.programId === row.id)
      .map((p) => ({ product_id: p.productId, product_name: p.name, commissions: percents(p.commissions) })),
    bonus: bpsToPercent(row.bonus),
    commission_duration: row.commissionDuration as affiliates.AffiliateProgram["commission_duration"],
    lifetime_duration: row.lifetimeDuration,
    cookies_expire: row.cookiesExpire,
    provision_from_brutto: row.provisionFromBrutto,
    disable_landing_page: row.disableLandingPage,
    landing_body: row.landingBody,
    redirection_url: row.redirectionUrl,
    forward_url_params: row.forwardUrlParams,
    embed_forms_allowed: row.embedFormsAllowed,
    affiliate_redirections_allowed: row.affiliateRedirectionsAllowed,
    affiliate_marketplace_product: row.affiliateMarketplaceProduct,
    archived: row.archivedAt !== null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    publishers_count: Number(countOf.get(row.id)?.accepted ?? 0),
    requests_count: Number(countOf.get(row.id)?.requested ?? 0),
    landing_url: `${publicUrl}/affiliate_programs/${row.id}`,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function programView(ex: Executor, row: ProgramRow, publicUrl: string) {
  const [view] = await programViews(ex, [row], publicUrl);
  return view!;
}

/** Nodes with their program's name, as the seller or the publisher sees them (their buttons differ). */
export async function nodeViews(
  ex: Executor,
  rows: readonly NodeRow[],
  side: AffiliateNodeSide,
): Promise<affiliates.AffiliateNode[]> {
  if (rows.length === 0) return [];
  const names = await ex
    .select({ id: affiliatePrograms.id, name: affiliatePrograms.name })
    .from(affiliatePrograms)
    .where(inArray(affiliatePrograms.id, [...new Set(rows.map((r) => r.programId))]));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((row) => {
    const state = row.state as AffiliateNodeState;
    const initiator = row.initiator as AffiliateNodeSide;
    return {
      id: row.id,
      affiliate_program_id: row.programId,
      created_at: row.createdAt.toISOString(),
      state,
      initiator,
      from_landing_page: row.fromLandingPage,
      bonus: row.bonus === null ? null : bpsToPercent(row.bonus),
      publisher_id: row.publisherId,
      name: row.name,
      email: row.email,
      affiliate_program: { id: row.programId, name: nameOf.get(row.programId) ?? "" },
      parent_node_id: row.parentNodeId,
      answered_at: row.answeredAt?.toISOString() ?? null,
      actions: nodeActions({ state, initiator }, side),
    };
  });
}

export async function nodeView(ex: Executor, row: NodeRow, side: AffiliateNodeSide) {
  const [view] = await nodeViews(ex, [row], side);
  return view!;
}

/** Loads a node by id within a condition (the seller's, the publisher's), or null. */
export async function nodeWhere(ex: Executor, id: number, scope: ReturnType<typeof and>) {
  const [row] = await ex
    .select()
    .from(affiliateNodes)
    .where(and(eq(affiliateNodes.id, id), scope));
  return row ?? null;
}
