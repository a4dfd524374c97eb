import type { Readable } from "node:stream";
import type { DocumentState } from "@sellwerk/domain";

// What verification needs from a bank-account/wallet provider (spec core §3): a user (the wallet
// owner) for the seller, KYC documents checked by the provider, and payout bank accounts. The
// provider's verdict on a document arrives later as its notification (DOCUMENT_OUTCOME_JOB).

export interface KycPerson {
  legalForm: string;
  email: string;
  headQuarter: Record<string, unknown>;
  legalRepresentative: Record<string, unknown>;
}

export interface KycDocumentUpload {
  kind: string;
  filename: string;
  contentType: string;
  bytes: () => Promise<Readable | undefined>;
}

export interface ProviderBankAccount {
  ownerName: string;
  iban: string;
  bic: string;
  country: string;
}

export interface KycProvider {
  readonly name: string;
  /** Creates (or finds, by our reference) the seller's user at the provider. */
  createUser(reference: string, person: KycPerson): Promise<{ userId: string }>;
  /** Sends a document; the provider answers its state now and its verdict by notification. */
  submitDocument(
    userId: string,
    document: KycDocumentUpload,
  ): Promise<{ documentId: string; state: DocumentState }>;
  /** Registers a payout account; the provider activates it or refuses it with a reason. */
  createBankAccount(
    userId: string,
    account: ProviderBankAccount,
  ): Promise<{ accountId: string; state: "activated" | "waiting" | "rejected"; reason?: string }>;
}

/** A provider's answer that it cannot be reached or refused the call (the job retries). */
export class ProviderUnavailable extends Error {}
