import { sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { rowsOf } from "../../platform/db/bulk.ts";
import { signClick } from "./cookie.ts";

// Records one click on a publisher's link (spec core §7 affiliate clicks). Only a click of an
// accepted node in a live program is stored; anything else is recorded as nothing, answered the
// same way, so a buyer's page never breaks and a prober learns nothing about who is a publisher.

export interface ClickInput {
  publisherId: number;
  /** Without it: the seller's program covering the product in which the publisher is accepted. */
  programId?: number | undefined;
  productId?: number | undefined;
  embeddableItemId?: number | undefined;
}

export interface RecordedClick {
  sellerId: number;
  programId: number;
  nodeId: number;
  clickId: number;
  cookiesExpire: number;
  /** The signed click: the cookie's value and the embed's click_token. */
  token: string;
}

interface Row {
  click_id: string | number;
  node_id: string | number;
  seller_id: string | number;
  program_id: string | number;
  cookies_expire: string | number;
}

/**
 * One statement finds the node and inserts the click (the link is hot: publishers share it, bots
 * follow it). A product must be the program's seller's and covered by the program; an embeddable
 * item is kept only when it is the publisher's own.
 */
export async function recordClick(deps: Deps, input: ClickInput): Promise<RecordedClick | null> {
  const program = input.programId ?? null;
  const product = input.productId ?? null;
  if (program === null && product === null) return null;
  const now = deps.clock.now();
  const result = await deps.db.execute(sql`
    WITH node AS (
      SELECT n.id, n.seller_id, n.program_id, p.cookies_expire
      FROM affiliate_nodes n JOIN affiliate_programs p ON p.id = n.program_id
      WHERE n.publisher_id = ${input.publisherId} AND n.state = 'accepted' AND p.archived_at IS NULL
        AND (${program}::bigint IS NULL OR n.program_id = ${program}::bigint)
        AND (${product}::bigint IS NULL OR (
          EXISTS (SELECT 1 FROM products pr WHERE pr.id = ${product}::bigint AND pr.seller_id = n.seller_id)
          AND (p.scope = 'all_products' OR EXISTS (
            SELECT 1 FROM affiliate_program_products pp
            WHERE pp.program_id = p.id AND pp.product_id = ${product}::bigint))))
      ORDER BY n.id
      LIMIT 1
    ), ins AS (
      INSERT INTO affiliate_clicks (seller_id, program_id, publisher_id, node_id, product_id, embeddable_item_id, created_at)
      SELECT node.seller_id, node.program_id, ${input.publisherId}, node.id, ${product}::bigint,
        (SELECT e.id FROM embeddable_items e
         WHERE e.id = ${input.embeddableItemId ?? null}::bigint AND e.publisher_id = ${input.publisherId}),
        ${now.toISOString()}::timestamptz
      FROM node
      RETURNING id, node_id
    )
    SELECT ins.id AS click_id, ins.node_id, node.seller_id, node.program_id, node.cookies_expire
    FROM ins JOIN node ON node.id = ins.node_id
  `);
  const row = rowsOf<Row>(result)[0];
  if (!row) return null;
  const nodeId = Number(row.node_id);
  const clickId = Number(row.click_id);
  return {
    sellerId: Number(row.seller_id),
    programId: Number(row.program_id),
    nodeId,
    clickId,
    cookiesExpire: Number(row.cookies_expire),
    token: signClick(deps.urlSigner, { nodeId, clickId, issuedAt: now }),
  };
}
