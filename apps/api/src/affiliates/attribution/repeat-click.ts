import { and, eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { affiliateNodes, affiliatePrograms } from "../tables.ts";
import { readClick } from "./cookie.ts";
import type { ClickInput, RecordedClick } from "./record-click.ts";

const DAY_MS = 86_400_000;

/**
 * The visitor's click of today for this publisher (and program, when named), from the signed
 * click_token the embed script kept on the publisher's page (the call sends no cookies from
 * another origin). An on_page embed calls on every page load; this makes a visitor one click per
 * publisher, program and UTC day. Null when there is none: then a new click is recorded.
 */
export async function repeatClick(
  deps: Deps,
  input: ClickInput,
  token: string | undefined,
): Promise<RecordedClick | null> {
  const click = readClick(deps.urlSigner, token);
  if (!click) return null;
  const today = Math.floor(deps.clock.now().getTime() / DAY_MS);
  if (Math.floor(click.issuedAt.getTime() / DAY_MS) !== today) return null;
  const [found] = await deps.db
    .select({ node: affiliateNodes, cookiesExpire: affiliatePrograms.cookiesExpire })
    .from(affiliateNodes)
    .innerJoin(affiliatePrograms, eq(affiliatePrograms.id, affiliateNodes.programId))
    .where(and(eq(affiliateNodes.id, click.nodeId), eq(affiliateNodes.state, "accepted")));
  if (!found || found.node.publisherId !== input.publisherId) return null;
  if (input.programId !== undefined && found.node.programId !== input.programId) return null;
  return {
    sellerId: found.node.sellerId,
    programId: found.node.programId,
    nodeId: found.node.id,
    clickId: click.clickId,
    cookiesExpire: found.cookiesExpire,
    token: token!,
  };
}
