import { and, asc, eq } from "drizzle-orm";
import type { dunning } from "@sellwerk/contracts";
import type { DunningViewer } from "@sellwerk/domain";
import type { Executor } from "../../platform/db/client.ts";
import { dunningClaims } from "../tables.ts";
import type { ClaimRow } from "../claim-steps.ts";
import { claimView, type ClaimFacts } from "../views.ts";

/**
 * The dunning claims of one order of the seller (spec two §3 "claim data, dunning attributes"),
 * oldest first. One query; the order screen runs it beside the rates it names them with.
 */
export async function listOrderClaims(ex: Executor, sellerId: number, orderId: number): Promise<ClaimRow[]> {
  return ex
    .select()
    .from(dunningClaims)
    .where(and(eq(dunningClaims.orderId, orderId), eq(dunningClaims.sellerId, sellerId)))
    .orderBy(asc(dunningClaims.createdAt), asc(dunningClaims.id));
}

/**
 * The claims as the claims list shows them to the viewer (a court stage only to managers and
 * power sellers), named with facts the order screen already has.
 */
export function orderClaimViews(
  claims: readonly ClaimRow[],
  facts: (claim: ClaimRow) => ClaimFacts,
  viewer: DunningViewer,
  now: Date,
): dunning.Claim[] {
  return claims.map((claim) => claimView(claim, facts(claim), viewer, now));
}
