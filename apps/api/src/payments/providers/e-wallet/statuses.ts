import type { DocumentState, WALLET_KYC_STATES } from "@sellwerk/domain";

// The wallet provider's numeric statuses (Lemonway's documented tables) in the spec's words.

export type WalletKycState = (typeof WALLET_KYC_STATES)[number];

/**
 * Wallet status → the spec's wallet KYC state (spec core §4): 2 missing documents, 3 documents
 * rejected, 5 KYC 1, 6 KYC 2, 8 expired documents, 10 blocked, 12 closed. The statuses a platform
 * like ours never gets (KYC 3 pending or missing documents, one-time customer) count as incomplete.
 */
export function walletKycState(status: number | string): WalletKycState {
  switch (Number(status)) {
    case 3:
      return "rejected";
    case 5:
      return "kyc_1";
    case 6:
      return "kyc_2";
    case 8:
      return "expired";
    case 10:
      return "blocked";
    case 12:
      return "closed";
    default:
      return "kyc_incomplete";
  }
}

/**
 * Document status → our document state: 0 on hold, 1 not verified yet, 2 accepted, 3 not
 * accepted, 4 unreadable, 5 expired, 6 wrong type, 7 wrong name, 8 duplicate (refused).
 */
export function documentState(status: number | string): DocumentState {
  const states: Record<number, DocumentState> = {
    0: "on_hold",
    1: "validation_asked",
    2: "validated",
    3: "not_accepted",
    4: "unreadable",
    5: "expired",
    6: "wrong_type",
    7: "wrong_name",
    8: "refused",
  };
  return states[Number(status)] ?? "validation_asked";
}

/** Registered IBAN status → our bank account's answer: 5 activated, 4 waiting, others refused. */
export function ibanState(status: number | string): "activated" | "waiting" | "rejected" {
  const n = Number(status);
  if (n === 5) return "activated";
  if (n === 1 || n === 2 || n === 4) return "waiting";
  return "rejected";
}

/** Money transaction status → its outcome: 0 and 3 done, 4 pending, others failed. */
export function transactionOutcome(status: number | string): "succeeded" | "pending" | "failed" {
  const n = Number(status);
  if (n === 0 || n === 3) return "succeeded";
  if (n === 4 || n === 16) return "pending";
  return "failed";
}
