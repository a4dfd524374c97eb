import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { legitimations } from "../tables.ts";
import { lockLegitimation, moveLegitimation, stepAfter } from "../repository.ts";
import { legitimationView } from "../views.ts";

/**
 * Step head_quarter: starts the legitimation (the first save creates it) or saves the address
 * again. The legal form is chosen here; an individual who was on the owners step of a company
 * goes back to the documents step, since individuals declare no beneficial owners.
 */
export async function saveHeadQuarter(
  deps: Deps,
  sellerId: number,
  body: verification.HeadQuarterBody,
): Promise<Result<verification.Legitimation>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    let row = await lockLegitimation(tx, sellerId);
    if (!row) {
      // Two first saves at once: the unique seller index lets one insert, the other waits and edits.
      await tx
        .insert(legitimations)
        .values({ sellerId, legalForm: body.legal_form, step: "head_quarter" })
        .onConflictDoNothing();
      row = (await lockLegitimation(tx, sellerId))!;
    }
    const next = stepAfter(row, "save_head_quarter");
    if (!next.ok) return next;
    const step = next.value === "ubo" && body.legal_form !== "company" ? "documents" : next.value;
    const saved = await moveLegitimation(tx, row, "save_head_quarter", step, now, {
      legalForm: body.legal_form,
      headQuarter: body,
    });
    return ok(await legitimationView(deps, tx, saved));
  });
}
