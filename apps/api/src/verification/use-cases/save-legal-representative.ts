import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { lockLegitimation, moveLegitimation, stepAfter } from "../repository.ts";
import { legitimationView } from "../views.ts";

/** Step legal_representative: the person acting for the seller; opens the documents step. */
export async function saveLegalRepresentative(
  deps: Deps,
  sellerId: number,
  body: verification.LegalRepresentativeBody,
): Promise<Result<verification.Legitimation>> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLegitimation(tx, sellerId);
    if (!row) return fieldFail("step", "step_out_of_order", { step: "head_quarter" });
    const next = stepAfter(row, "save_legal_representative");
    if (!next.ok) return next;
    const saved = await moveLegitimation(tx, row, "save_legal_representative", next.value, deps.clock.now(), {
      legalRepresentative: body,
    });
    return ok(await legitimationView(deps, tx, saved));
  });
}
