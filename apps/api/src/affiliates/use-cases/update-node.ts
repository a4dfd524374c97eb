import { and, eq } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import { percentToBps } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { affiliateNodes, affiliatePrograms } from "../tables.ts";
import { nodeView } from "../programs/views.ts";
import { bonusRefusal } from "../nodes/bonus.ts";

/** The seller sets a publisher's own bonus (null: the program's); later sales earn with it. */
export async function updateNode(
  deps: Deps,
  sellerId: number,
  nodeId: number,
  body: { bonus: number | null },
): Promise<Result<affiliates.AffiliateNode>> {
  const [found] = await deps.db
    .select({ node: affiliateNodes, program: affiliatePrograms })
    .from(affiliateNodes)
    .innerJoin(affiliatePrograms, eq(affiliatePrograms.id, affiliateNodes.programId))
    .where(and(eq(affiliateNodes.id, nodeId), eq(affiliateNodes.sellerId, sellerId)));
  if (!found) return fail("NOT_FOUND");
  const bonus = body.bonus === null ? null : percentToBps(body.bonus);
  const refused = await bonusRefusal(deps.db, found.program, bonus);
  if (refused) return refused;
  const [row] = await deps.db
    .update(affiliateNodes)
    .set({ bonus, updatedAt: deps.clock.now() })
    .where(eq(affiliateNodes.id, nodeId))
    .returning();
  return ok(await nodeView(deps.db, row!, "seller"));
}
