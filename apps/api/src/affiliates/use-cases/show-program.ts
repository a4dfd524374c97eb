import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { ownProgram } from "../repository.ts";
import { programView } from "../programs/views.ts";

/** One of the seller's programs; another seller's answers 404. */
export async function showProgram(
  deps: Deps,
  sellerId: number,
  programId: number,
): Promise<Result<affiliates.AffiliateProgram>> {
  const row = await ownProgram(deps.db, sellerId, programId);
  if (!row) return fail("NOT_FOUND");
  return ok(await programView(deps.db, row, deps.config.publicUrl));
}
