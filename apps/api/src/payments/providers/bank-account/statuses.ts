import type { DocumentState } from "@sellwerk/domain";
import type {
  MangopayKycDocument,
  MangopayMandate,
  MangopayPayIn,
  MangopayPayOut,
  MangopayRefund,
  MangopayUser,
} from "./api.ts";
import type { WalletKycState } from "../e-wallet/statuses.ts";

// Mangopay's statuses (its documented enums) in the spec's words.

/**
 * A KYC document's status and refusal reason → our document state. VALIDATION_ASKED waits for
 * the verdict; OUT_OF_DATE and a refusal for expiry are expired; a refusal says why when
 * Mangopay's reason has a state of ours, otherwise it is refused.
 */
export function kycDocumentState(
  doc: Pick<MangopayKycDocument, "Status" | "RefusedReasonType">,
): DocumentState {
  switch (doc.Status) {
    case "VALIDATED":
      return "validated";
    case "OUT_OF_DATE":
      return "expired";
    case "REFUSED":
      return REFUSALS[doc.RefusedReasonType ?? ""] ?? "refused";
    case "CREATED":
      return "created";
    default:
      return "validation_asked";
  }
}

const REFUSALS: Record<string, DocumentState> = {
  DOCUMENT_UNREADABLE: "unreadable",
  DOCUMENT_HAS_EXPIRED: "expired",
  DOCUMENT_NOT_ACCEPTED: "not_accepted",
  DOCUMENT_DO_NOT_MATCH_USER_DATA: "wrong_name",
  DOCUMENT_DO_NOT_MATCH_ACCOUNT_DATA: "wrong_name",
  DOCUMENT_INCOMPLETE: "not_accepted",
  DOCUMENT_MISSING: "not_accepted",
};

/** The user's KYC level → the legitimation's wallet KYC state: REGULAR may pay out (kyc_2). */
export function userKycState(user: Pick<MangopayUser, "KYCLevel">): WalletKycState {
  return user.KYCLevel === "REGULAR" ? "kyc_2" : "kyc_1";
}

/** A payout's status → its outcome; CREATED is still with the bank. */
export function payOutOutcome(payOut: Pick<MangopayPayOut, "Status">): "succeeded" | "pending" | "failed" {
  if (payOut.Status === "SUCCEEDED") return "succeeded";
  if (payOut.Status === "FAILED") return "failed";
  return "pending";
}

/** A pay-in's status → its outcome; CREATED waits for the wire or the buyer's authorisation. */
export function payInOutcome(payIn: Pick<MangopayPayIn, "Status">): "succeeded" | "pending" | "failed" {
  if (payIn.Status === "SUCCEEDED") return "succeeded";
  if (payIn.Status === "FAILED") return "failed";
  return "pending";
}

/** A pay-in refund's status → its outcome. */
export function refundOutcome(refund: Pick<MangopayRefund, "Status">): "succeeded" | "pending" | "failed" {
  if (refund.Status === "SUCCEEDED") return "succeeded";
  if (refund.Status === "FAILED") return "failed";
  return "pending";
}

/**
 * A mandate's status → what a debit on it may do: CREATED waits for the buyer's confirmation,
 * SUBMITTED and ACTIVE may be debited, anything else (FAILED: refused, unconfirmed within the
 * hour, cancelled; EXPIRED) never will be again.
 */
export function mandateState(mandate: Pick<MangopayMandate, "Status">): "pending" | "usable" | "failed" {
  if (mandate.Status === "SUBMITTED" || mandate.Status === "ACTIVE") return "usable";
  if (mandate.Status === "CREATED") return "pending";
  return "failed";
}
