import { eq } from "drizzle-orm";
import { missingDocuments, type LegalForm } from "@sellwerk/domain";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { legitimationDocuments } from "../tables.ts";
import { lockLegitimation, moveLegitimation, stepAfter } from "../repository.ts";
import { legitimationView, liveKinds } from "../views.ts";

/** Ends the documents step (companies go on to their owners) once every required kind is there. */
export async function completeDocuments(
  deps: Deps,
  sellerId: number,
): Promise<Result<verification.Legitimation>> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLegitimation(tx, sellerId);
    if (!row) return fieldFail("step", "step_out_of_order", { step: "head_quarter" });
    const next = stepAfter(row, "save_documents");
    if (!next.ok) return next;
    const docs = await tx
      .select()
      .from(legitimationDocuments)
      .where(eq(legitimationDocuments.legitimationId, row.id));
    const missing = missingDocuments(row.legalForm as LegalForm, liveKinds(docs));
    if (missing.length > 0) return fieldFail("documents", "documents_missing", { kinds: missing.join(", ") });
    const saved = await moveLegitimation(tx, row, "save_documents", next.value, deps.clock.now());
    return ok(await legitimationView(deps, tx, saved));
  });
}
