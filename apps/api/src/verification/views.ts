import { asc, eq, inArray } from "drizzle-orm";
import { formSteps, missingDocuments, LIVE_DOCUMENT_STATES, type LegalForm } from "@sellwerk/domain";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import type { Executor } from "../platform/db/client.ts";
import { API } from "../platform/http/route.ts";
import { files } from "../catalog/tables.ts";
import {
  legitimationDocuments,
  legitimationUbos,
  type BankAccountRow,
  type LegitimationDocumentRow,
  type LegitimationRow,
} from "./tables.ts";
import { maskIban } from "./iban.ts";

/** Links to KYC documents expire: an identity card must not stay reachable by a forwarded link. */
const DOCUMENT_LINK_SECONDS = 60 * 60;

export function documentFilePath(documentId: number): string {
  return `${API}/verification/documents/${documentId}/file`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Documents that still count: a refused one stays listed (with its state) until replaced. */
export function liveKinds(documents: readonly LegitimationDocumentRow[]): string[] {
  const live: readonly string[] = LIVE_DOCUMENT_STATES;
  return documents.filter((d) => live.includes(d.state)).map((d) => d.kind);
}

export async function legitimationView(
  deps: Deps,
  ex: Executor,
  row: LegitimationRow,
): Promise<verification.Legitimation> {
  const docs = await ex
    .select({ doc: legitimationDocuments, file: files })
    .from(legitimationDocuments)
    .innerJoin(files, eq(files.id, legitimationDocuments.fileId))
    .where(eq(legitimationDocuments.legitimationId, row.id))
    .orderBy(asc(legitimationDocuments.id));
  const ubos = await ex
    .select()
    .from(legitimationUbos)
    .where(eq(legitimationUbos.legitimationId, row.id))
    .orderBy(asc(legitimationUbos.id));
  const legalForm = row.legalForm as LegalForm;
  const expiresAt = new Date(deps.clock.now().getTime() + DOCUMENT_LINK_SECONDS * 1000);
  return {
    id: row.id,
    seller_id: row.sellerId,
    legal_form: legalForm,
    step: row.step as verification.Legitimation["step"],
    admin_state: row.adminState as verification.Legitimation["admin_state"],
    steps: formSteps(legalForm),
    head_quarter: row.headQuarter ?? null,
    legal_representative: row.legalRepresentative ?? null,
    documents: docs.map(({ doc, file }) => ({
      id: doc.id,
      kind: doc.kind as verification.Legitimation["documents"][number]["kind"],
      state: doc.state as verification.Legitimation["documents"][number]["state"],
      refusal_reason: doc.refusalReason,
      filename: file.filename,
      content_type: file.contentType,
      size: file.size,
      url: deps.urlSigner.signedPathUntil(documentFilePath(doc.id), expiresAt),
      created_at: doc.createdAt.toISOString(),
    })),
    ubos: ubos.map((u) => ({ ...(u.person as verification.UboBody), id: u.id })),
    missing_documents: missingDocuments(legalForm, liveKinds(docs.map((d) => d.doc))),
    rejection_reason: row.rejectionReason,
    wallet_kyc_state: row.walletKycState as verification.Legitimation["wallet_kyc_state"],
    requested_at: iso(row.requestedAt),
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * `confirmedAtProvider`: the holder's provider has them confirm a new account on its own page
 * (KycProvider.bankAccountConfirmation, Mangopay's SCA on recipients); a waiting account it
 * registered then needs that confirmation.
 */
export function bankAccountView(row: BankAccountRow, confirmedAtProvider = false): verification.BankAccount {
  return {
    id: row.id,
    seller_id: row.sellerId,
    owner_name: row.ownerName,
    iban_masked: maskIban(row.iban),
    bic: row.bic,
    country: row.country as verification.BankAccount["country"],
    currency: row.currency as verification.BankAccount["currency"],
    state: row.state as verification.BankAccount["state"],
    failure_reason: row.failureReason,
    confirmation_required: confirmedAtProvider && row.state === "waiting" && row.providerAccountId !== null,
    activated_at: iso(row.activatedAt),
    deactivated_at: iso(row.deactivatedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** Documents of several legitimations, for lists (one query per page). */
export async function documentCounts(ex: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ id: legitimationDocuments.legitimationId })
    .from(legitimationDocuments)
    .where(inArray(legitimationDocuments.legitimationId, [...ids]));
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
  return counts;
}
