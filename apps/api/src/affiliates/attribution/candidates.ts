import { sql, type SQL } from "drizzle-orm";
import type { OrderAffiliateTerms } from "@sellwerk/domain";
import type { Executor } from "../../platform/db/client.ts";
import { idArray, rowsOf } from "../../platform/db/bulk.ts";

// Everything attribution needs about the nodes a checkout could be attributed to, in ONE
// statement (the checkout counts its statements, checkout-statements.test.ts): the nodes named by
// the cookie, the click token and the coupon, plus the node the buyer's email is bound to; each
// with its program, the product's own commissions, and the chain of recruiters up to five stages
// (stopping at the first recruiter no longer accepted: the chain is only as long as it is intact,
// and an upper stage nobody holds stays with the seller); and the seller's profile for the VAT rate.

export interface NodeFacts {
  nodeId: number;
  programId: number;
  publisherId: number | null;
  state: string;
  scope: string;
  commissions: number[];
  programBonus: number;
  duration: OrderAffiliateTerms["duration"];
  lifetimeDuration: number | null;
  fromGross: boolean;
  cookiesExpire: number;
  archived: boolean;
  productCommissions: number[] | null;
  chain: { nodeId: number; publisherId: number; bonus: number | null }[];
  /** The node the buyer's email is bound to at this seller, if any (the same on every row). */
  boundNodeId: number | null;
  sellerProfile: Record<string, unknown>;
}

interface Row {
  node_id: string | number;
  program_id: string | number;
  publisher_id: string | number | null;
  state: string;
  scope: string;
  commissions: number[];
  program_bonus: number;
  commission_duration: string;
  lifetime_duration: number | null;
  provision_from_brutto: boolean;
  cookies_expire: number;
  archived: boolean;
  product_commissions: number[] | null;
  chain: { nodeId: number | string; publisherId: number | string; bonus: number | null }[] | null;
  bound_node_id: string | number | null;
  seller_profile: Record<string, unknown> | null;
}

const MAX_CHAIN = 5;

/** The binding's node for a seller and a (lowercased) email: a scalar subquery. */
export function boundNodeOf(sellerId: number, email: string): SQL<number | null> {
  return sql<
    number | null
  >`(SELECT b.node_id FROM affiliate_bindings b WHERE b.seller_id = ${sellerId} AND b.email = ${email})`;
}

export async function findCandidateNodes(
  ex: Executor,
  input: { sellerId: number; productId: number; email: string; nodeIds: number[] },
): Promise<NodeFacts[]> {
  const bound = boundNodeOf(input.sellerId, input.email);
  const result = await ex.execute(sql`
    WITH RECURSIVE cand AS (
      SELECT n.id, n.program_id FROM affiliate_nodes n
      WHERE n.seller_id = ${input.sellerId}
        AND (n.id = ANY(${idArray(input.nodeIds)}) OR n.id = ${bound})
    ), chain AS (
      SELECT c.id AS root, n.id AS node_id, n.publisher_id, n.bonus, n.parent_node_id, 1 AS depth
      FROM cand c JOIN affiliate_nodes n ON n.id = c.id
      UNION ALL
      SELECT ch.root, p.id, p.publisher_id, p.bonus, p.parent_node_id, ch.depth + 1
      FROM chain ch JOIN cand c ON c.id = ch.root
      JOIN affiliate_nodes p ON p.id = ch.parent_node_id AND p.program_id = c.program_id
      WHERE ch.depth < ${MAX_CHAIN} AND p.state = 'accepted' AND p.publisher_id IS NOT NULL
    )
    SELECT n.id AS node_id, n.program_id, n.publisher_id, n.state,
      pr.scope, pr.commissions, pr.bonus AS program_bonus, pr.commission_duration,
      pr.lifetime_duration, pr.provision_from_brutto, pr.cookies_expire,
      pr.archived_at IS NOT NULL AS archived,
      pp.commissions AS product_commissions,
      (SELECT json_agg(json_build_object('nodeId', ch.node_id, 'publisherId', ch.publisher_id, 'bonus', ch.bonus)
              ORDER BY ch.depth)
       FROM chain ch WHERE ch.root = n.id) AS chain,
      ${bound} AS bound_node_id,
      (SELECT sp.profile FROM seller_profiles sp WHERE sp.user_id = ${input.sellerId}) AS seller_profile
    FROM cand c
    JOIN affiliate_nodes n ON n.id = c.id
    JOIN affiliate_programs pr ON pr.id = n.program_id
    LEFT JOIN affiliate_program_products pp ON pp.program_id = pr.id AND pp.product_id = ${input.productId}
  `);
  return rowsOf<Row>(result).map((r) => ({
    nodeId: Number(r.node_id),
    programId: Number(r.program_id),
    publisherId: r.publisher_id === null ? null : Number(r.publisher_id),
    state: r.state,
    scope: r.scope,
    commissions: r.commissions,
    programBonus: Number(r.program_bonus),
    duration: r.commission_duration as NodeFacts["duration"],
    lifetimeDuration: r.lifetime_duration === null ? null : Number(r.lifetime_duration),
    fromGross: r.provision_from_brutto,
    cookiesExpire: Number(r.cookies_expire),
    archived: r.archived,
    productCommissions: r.product_commissions,
    chain: (r.chain ?? []).map((c) => ({
      nodeId: Number(c.nodeId),
      publisherId: Number(c.publisherId),
      bonus: c.bonus === null ? null : Number(c.bonus),
    })),
    boundNodeId: r.bound_node_id === null ? null : Number(r.bound_node_id),
    sellerProfile: r.seller_profile ?? {},
  }));
}
