// The verification context's own jobs (defined in jobs.ts, enqueued by its use-cases).

/** { legitimationId }: send a legitimation asked for review to the KYC provider. */
export const SEND_LEGITIMATION_JOB = "verification.send-legitimation";
/** { documentId, state, reason? }: the provider's verdict on a document (its notification). */
export const DOCUMENT_OUTCOME_JOB = "verification.document-outcome";
/** { bankAccountId }: register a bank account with the provider. */
export const SEND_BANK_ACCOUNT_JOB = "verification.send-bank-account";
/** { bankAccountId }: deactivate a deactivated bank account at the provider too. */
export const DEACTIVATE_PROVIDER_BANK_ACCOUNT_JOB = "verification.deactivate-provider-bank-account";
