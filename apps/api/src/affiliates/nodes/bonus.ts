import { eq } from "drizzle-orm";
import { MAX_COMMISSION, MAX_COMMISSION_BPS } from "@sellwerk/domain";
import type { Executor } from "../../platform/db/client.ts";
import { fieldFail, type Failure } from "../../platform/result.ts";
import { affiliateProgramProducts } from "../tables.ts";
import type { ProgramRow } from "../repository.ts";

/**
 * A node's own bonus raises its stage 1 like the program's: with the stages of the program and of
 * each of its products it must stay within 100 % (spec two §5).
 */
export async function bonusRefusal(
  ex: Executor,
  program: ProgramRow,
  bonus: number | null,
): Promise<Failure | null> {
  if (bonus === null) return null;
  const perProduct = await ex
    .select({ commissions: affiliateProgramProducts.commissions })
    .from(affiliateProgramProducts)
    .where(eq(affiliateProgramProducts.programId, program.id));
  const sum = (list: readonly number[]) => list.reduce((s, bps) => s + bps, 0);
  const highest = Math.max(sum(program.commissions), ...perProduct.map((p) => sum(p.commissions)));
  return highest + bonus > MAX_COMMISSION_BPS
    ? fieldFail("bonus", "affiliate_bonus_too_high", { max: MAX_COMMISSION })
    : null;
}
