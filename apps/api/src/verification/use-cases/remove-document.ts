import { and, eq } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { legitimationDocuments } from "../tables.ts";
import { lockLegitimation, stepAfter } from "../repository.ts";
import { legitimationView } from "../views.ts";

/** Takes a document back while the documents can still be edited. */
export async function removeDocument(
  deps: Deps,
  sellerId: number,
  documentId: number,
): Promise<Result<verification.Legitimation>> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLegitimation(tx, sellerId);
    if (!row) return fail("NOT_FOUND");
    const allowed = stepAfter(row, "save_documents");
    if (!allowed.ok) return allowed;
    const removed = await tx
      .delete(legitimationDocuments)
      .where(and(eq(legitimationDocuments.id, documentId), eq(legitimationDocuments.legitimationId, row.id)))
      .returning({ id: legitimationDocuments.id });
    if (removed.length === 0) return fail("NOT_FOUND");
    return ok(await legitimationView(deps, tx, row));
  });
}
