import type { DocumentState } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import {
  DEACTIVATE_PROVIDER_BANK_ACCOUNT_JOB,
  DOCUMENT_OUTCOME_JOB,
  SEND_BANK_ACCOUNT_JOB,
  SEND_LEGITIMATION_JOB,
} from "./jobs-names.ts";
import { sendLegitimation } from "./use-cases/send-legitimation.ts";
import { applyDocumentOutcome } from "./use-cases/apply-document-outcome.ts";
import { sendBankAccount } from "./use-cases/send-bank-account.ts";
import { deactivateProviderBankAccount } from "./use-cases/deactivate-provider-bank-account.ts";

// Verification's workers: everything that talks to the provider runs here, after the seller's
// request committed. Each is idempotent (states are checked under row locks), so retries are safe.
export function defineVerificationJobs(deps: Deps): void {
  deps.jobs.define<{ legitimationId: number }>(SEND_LEGITIMATION_JOB, (d) =>
    sendLegitimation(deps, d.legitimationId),
  );
  deps.jobs.define<{ documentId: number; state: DocumentState; reason?: string }>(DOCUMENT_OUTCOME_JOB, (d) =>
    applyDocumentOutcome(deps, d),
  );
  deps.jobs.define<{ bankAccountId: number }>(SEND_BANK_ACCOUNT_JOB, (d) =>
    sendBankAccount(deps, d.bankAccountId),
  );
  deps.jobs.define<{ bankAccountId: number }>(DEACTIVATE_PROVIDER_BANK_ACCOUNT_JOB, (d) =>
    deactivateProviderBankAccount(deps, d.bankAccountId),
  );
}
