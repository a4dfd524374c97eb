import { and, eq } from "drizzle-orm";
import type { KycDocumentKind } from "@sellwerk/domain";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { files } from "../../catalog/tables.ts";
import { legitimationDocuments } from "../tables.ts";
import { lockLegitimation, stepAfter } from "../repository.ts";
import { legitimationView } from "../views.ts";

/**
 * Step documents: names an uploaded file (purpose kyc_document, the seller's own) as a document
 * kind. A new file of a kind replaces the earlier one, which has not been decided on in this
 * round (an earlier decision's documents are kept in the history's snapshot).
 */
export async function addDocument(
  deps: Deps,
  sellerId: number,
  body: { kind: KycDocumentKind; file_id: number },
): Promise<Result<verification.Legitimation>> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLegitimation(tx, sellerId);
    if (!row) return fieldFail("step", "step_out_of_order", { step: "head_quarter" });
    // Documents can be added where the documents step may be saved: reached, and not locked.
    const allowed = stepAfter(row, "save_documents");
    if (!allowed.ok) return allowed;
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(eq(files.id, body.file_id), eq(files.sellerId, sellerId), eq(files.purpose, "kyc_document")),
      );
    if (!file) return fieldFail("file_id", "invalid_file");
    await tx
      .delete(legitimationDocuments)
      .where(
        and(eq(legitimationDocuments.legitimationId, row.id), eq(legitimationDocuments.kind, body.kind)),
      );
    await tx.insert(legitimationDocuments).values({
      legitimationId: row.id,
      sellerId,
      kind: body.kind,
      fileId: file.id,
      state: "created",
    });
    return ok(await legitimationView(deps, tx, row));
  });
}
