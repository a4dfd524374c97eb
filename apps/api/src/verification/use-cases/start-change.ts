import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { lockLegitimation, moveLegitimation, stepAfter } from "../repository.ts";
import { legitimationView } from "../views.ts";

/**
 * After a decision the seller opens the legitimation again (change): every step can be edited and
 * review asked anew. What was decided stays in the history (the manager's old legitimation view).
 */
export async function startChange(deps: Deps, sellerId: number): Promise<Result<verification.Legitimation>> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLegitimation(tx, sellerId);
    if (!row) return fieldFail("step", "step_out_of_order", { step: "head_quarter" });
    const next = stepAfter(row, "start_change");
    if (!next.ok) return next;
    const saved = await moveLegitimation(tx, row, "start_change", next.value, deps.clock.now());
    return ok(await legitimationView(deps, tx, saved));
  });
}
