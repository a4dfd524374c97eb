import { randomUUID } from "node:crypto";
import type { DocumentState } from "@sellwerk/domain";
import type { KycDocumentUpload, KycProvider } from "./kyc-provider.ts";

/**
 * The sandbox's KYC module, so a newcomer can verify in test mode: it accepts every user and
 * document and activates every bank account. It reads the document's bytes (a real provider
 * would) and, like a real provider's notification, later validates it — unless the file's name
 * asks for a refusal state ("unreadable", "wrong_type", "wrong_name", "expired"), which lets
 * tests and demos show what a refused document looks like.
 */
export class SandboxKycProvider implements KycProvider {
  readonly name = "sandbox";

  async createUser(reference: string): Promise<{ userId: string }> {
    return { userId: `sandbox_user_${reference}` };
  }

  async submitDocument(_userId: string, document: KycDocumentUpload) {
    const stream = await document.bytes();
    if (stream) for await (const _chunk of stream) void _chunk; // read through, as an upload would
    return { documentId: `sandbox_doc_${randomUUID()}`, state: "validation_asked" as const };
  }

  async createBankAccount() {
    return { accountId: `sandbox_bank_${randomUUID()}`, state: "activated" as const };
  }
}

const REFUSALS: readonly DocumentState[] = ["unreadable", "wrong_type", "wrong_name", "expired"];

/** The sandbox's verdict on a document, by its file name. */
export function sandboxVerdict(filename: string): DocumentState {
  const lower = filename.toLowerCase();
  return REFUSALS.find((state) => lower.includes(state)) ?? "validated";
}
