import { eq, count } from "drizzle-orm";
import { missingDocuments, type LegalForm } from "@sellwerk/domain";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, fieldsFail, ok, type Result } from "../../platform/result.ts";
import { legitimationDocuments, legitimationUbos } from "../tables.ts";
import { lockLegitimation, moveLegitimation, stepAfter } from "../repository.ts";
import { legitimationView, liveKinds } from "../views.ts";
import { SEND_LEGITIMATION_JOB } from "../jobs-names.ts";

/**
 * The seller asks for review (requested): every step must be complete. The documents go to the
 * provider from a job after commit, so a slow or failing provider never holds the seller's request.
 */
export async function requestReview(
  deps: Deps,
  sellerId: number,
): Promise<Result<verification.Legitimation>> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLegitimation(tx, sellerId);
    if (!row) return fieldFail("step", "step_out_of_order", { step: "head_quarter" });
    const next = stepAfter(row, "request_review");
    if (!next.ok) return next;
    const problems: { param: string; code: string }[] = [];
    if (!row.headQuarter) problems.push({ param: "head_quarter", code: "required" });
    if (!row.legalRepresentative) problems.push({ param: "legal_representative", code: "required" });
    const docs = await tx
      .select()
      .from(legitimationDocuments)
      .where(eq(legitimationDocuments.legitimationId, row.id));
    if (missingDocuments(row.legalForm as LegalForm, liveKinds(docs)).length > 0)
      problems.push({ param: "documents", code: "documents_missing" });
    if (row.legalForm === "company") {
      const [owners] = await tx
        .select({ n: count() })
        .from(legitimationUbos)
        .where(eq(legitimationUbos.legitimationId, row.id));
      if (!owners?.n) problems.push({ param: "ubos", code: "ubo_missing" });
    }
    if (problems.length > 0) return fieldsFail(problems);
    const saved = await moveLegitimation(tx, row, "request_review", next.value, deps.clock.now(), {
      requestedAt: deps.clock.now(),
      rejectionReason: null,
    });
    await deps.jobs.enqueue(tx, SEND_LEGITIMATION_JOB, { legitimationId: row.id });
    return ok(await legitimationView(deps, tx, saved));
  });
}
