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
  /** Our document's own name (legitimation_document_{id}): a provider makes a retried upload once by it. */
  reference: string;
  kind: string;
  filename: string;
  contentType: string;
  bytes: () => Promise<Readable | undefined>;
}

export interface ProviderBankAccount {
  /** Our bank account's id: names the provider's object for idempotency. */
  id: number;
  ownerName: string;
  iban: string;
  bic: string;
  country: string;
  /** The payout currency (a PAYOUT_CURRENCIES value). */
  currency: string;
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
  /**
   * Sends a company's ultimate beneficial owners as one declaration for the provider to check
   * (providers that take UBO declarations; `reference` names our legitimation for idempotency).
   */
  submitUbos?(userId: string, reference: string, ubos: KycUbo[]): Promise<{ declarationId: string }>;
  /** Stops payouts to an account at the provider too (providers that keep bank accounts). */
  deactivateBankAccount?(userId: string, accountId: string): Promise<void>;
  /**
   * Providers where the account holder confirms a new account on the provider's own page (strong
   * customer authentication) before it is activated: that page, returning to `returnUrl`, while
   * the account waits for it; null when nothing is to be confirmed (any more).
   */
  bankAccountConfirmation?(accountId: string, returnUrl: string): Promise<string | null>;
}

/** An ultimate beneficial owner as the seller entered them (contracts verification.ubo), by our id. */
export interface KycUbo {
  id: number;
  person: Record<string, unknown>;
}

/** A provider's answer that it cannot be reached or refused the call (the job retries). */
export class ProviderUnavailable extends Error {}
