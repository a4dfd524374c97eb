import { eq } from "drizzle-orm";
import type { DocumentState } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { legitimationDocuments } from "../tables.ts";
import { lockLegitimationById, moveLegitimation, stepAfter } from "../repository.ts";

const VALID: readonly string[] = ["validated", "accepted"];
const PENDING: readonly string[] = ["created", "init", "sent", "validation_asked", "on_hold"];

/**
 * The provider's verdict on a document (its notification). When every document is valid the
 * legitimation is registered and waits for the manager; a refused document sends it back to the
 * seller as rejected, the document showing why (its state), to be replaced in a change.
 */
export async function applyDocumentOutcome(
  deps: Deps,
  input: { documentId: number; state: DocumentState; reason?: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(legitimationDocuments)
      .where(eq(legitimationDocuments.id, input.documentId));
    if (!doc) return; // replaced meanwhile: the verdict is about a document that no longer counts
    const row = await lockLegitimationById(tx, doc.legitimationId);
    if (!row) return;
    await tx
      .update(legitimationDocuments)
      .set({ state: input.state, refusalReason: input.reason ?? null, updatedAt: deps.clock.now() })
      .where(eq(legitimationDocuments.id, doc.id));
    if (row.step !== "in_review") return;
    const docs = await tx
      .select({ state: legitimationDocuments.state })
      .from(legitimationDocuments)
      .where(eq(legitimationDocuments.legitimationId, row.id));
    const refused = docs.some((d) => !VALID.includes(d.state) && !PENDING.includes(d.state));
    const allValid = docs.every((d) => VALID.includes(d.state));
    const event = refused ? "reject" : allValid ? "register" : null;
    if (!event) return;
    const next = stepAfter(row, event);
    if (next.ok) await moveLegitimation(tx, row, event, next.value, deps.clock.now());
  });
}
