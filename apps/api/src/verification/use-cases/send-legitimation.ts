import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { users } from "../../identity/tables.ts";
import { files } from "../../catalog/tables.ts";
import { bankAccounts, legitimationDocuments, legitimations, legitimationUbos } from "../tables.ts";
import { lockLegitimationById, moveLegitimation, stepAfter } from "../repository.ts";
import { kycProvider } from "../providers/index.ts";
import type { KycProvider } from "../providers/kyc-provider.ts";
import { sandboxVerdict } from "../providers/sandbox.ts";
import { DOCUMENT_OUTCOME_JOB, SEND_BANK_ACCOUNT_JOB } from "../jobs-names.ts";

/**
 * Job: sends a legitimation asked for review to the provider. The seller's user is created
 * first (idempotent by our reference), the legitimation moves to in_review, then each document
 * not sent yet is uploaded and marked with the provider's state. A retry after a crash skips what
 * was sent. Bank accounts that waited for the seller's provider user are sent now.
 */
export async function sendLegitimation(deps: Deps, legitimationId: number): Promise<void> {
  const [row] = await deps.db.select().from(legitimations).where(eq(legitimations.id, legitimationId));
  if (!row || (row.step !== "requested" && row.step !== "in_review")) return;
  // A seller stays with the provider that holds their user; the first sending picks the configured one.
  const provider = kycProvider(deps, row.provider ?? undefined);
  const [seller] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.sellerId));
  const userId =
    row.providerUserId ??
    (
      await provider.createUser(`seller_${row.sellerId}`, {
        legalForm: row.legalForm,
        email: seller?.email ?? "",
        headQuarter: row.headQuarter ?? {},
        legalRepresentative: row.legalRepresentative ?? {},
      })
    ).userId;
  if (row.step === "requested") await sendUbos(deps, provider, userId, row);

  await deps.db.transaction(async (tx) => {
    const locked = await lockLegitimationById(tx, legitimationId);
    if (!locked) return;
    if (locked.step === "requested") {
      const next = stepAfter(locked, "send_to_provider");
      if (next.ok)
        await moveLegitimation(tx, locked, "send_to_provider", next.value, deps.clock.now(), {
          providerUserId: userId,
          provider: provider.name,
        });
    }
    const waiting = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.sellerId, locked.sellerId),
          inArray(bankAccounts.state, ["init_state", "not_sent"]),
        ),
      );
    for (const account of waiting)
      await deps.jobs.enqueue(tx, SEND_BANK_ACCOUNT_JOB, { bankAccountId: account.id });
  });

  const unsent = await deps.db
    .select({ doc: legitimationDocuments, file: files })
    .from(legitimationDocuments)
    .innerJoin(files, eq(files.id, legitimationDocuments.fileId))
    .where(
      and(
        eq(legitimationDocuments.legitimationId, legitimationId),
        eq(legitimationDocuments.state, "created"),
      ),
    );
  for (const { doc, file } of unsent) {
    const sent = await provider.submitDocument(userId, {
      reference: `legitimation_document_${doc.id}`,
      kind: doc.kind,
      filename: file.filename,
      contentType: file.contentType,
      bytes: () => deps.storage.get(file.storageKey),
    });
    await deps.db.transaction(async (tx) => {
      const marked = await tx
        .update(legitimationDocuments)
        .set({ state: sent.state, providerDocumentId: sent.documentId, updatedAt: deps.clock.now() })
        .where(and(eq(legitimationDocuments.id, doc.id), eq(legitimationDocuments.state, "created")))
        .returning({ id: legitimationDocuments.id });
      // The sandbox notifies like a real provider would: its verdict arrives as a job of its own.
      if (marked.length > 0 && provider.name === "sandbox")
        await deps.jobs.enqueue(tx, DOCUMENT_OUTCOME_JOB, {
          documentId: doc.id,
          state: sandboxVerdict(file.filename),
        });
    });
  }
}

/**
 * A company's beneficial owners go to a provider that checks UBO declarations, once per request
 * for review: before the legitimation moves on, so a retry after a failure sends them again, and
 * named by the request (legitimation and when it was asked), so the provider answers a repeat
 * with the declaration it made and a later change makes a new one.
 */
async function sendUbos(
  deps: Deps,
  provider: KycProvider,
  userId: string,
  row: typeof legitimations.$inferSelect,
): Promise<void> {
  if (!provider.submitUbos || row.legalForm === "individual") return;
  const ubos = await deps.db
    .select({ id: legitimationUbos.id, person: legitimationUbos.person })
    .from(legitimationUbos)
    .where(eq(legitimationUbos.legitimationId, row.id));
  if (ubos.length === 0) return;
  await provider.submitUbos(userId, `legitimation_${row.id}_${row.requestedAt?.getTime() ?? 0}`, ubos);
}
