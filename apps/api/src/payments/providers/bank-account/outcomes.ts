import type { ChargeOutcome } from "../provider.ts";
import type { MangopayPayIn } from "./api.ts";
import { BankAccountError, idempotencyKey } from "./client.ts";
import { payInOutcome } from "./statuses.ts";

// Mangopay's answers as the checkout's outcomes, shared by the pay-in kinds (pay-ins.ts) and the
// SEPA mandate flow (mandates.ts).

/** The Idempotency-Key of a payment's one pay-in: a retried charge creates it once. */
export const payInKey = (paymentId: number) => idempotencyKey("payin", paymentId);

/** Mangopay's ResultCode of a direct-debit pay-in on a mandate that may not be debited. */
const MANDATE_NOT_DEBITABLE = "001833";

/** The buyer's code for a mandate that cannot be debited (unconfirmed, refused, cancelled). */
export const MANDATE_FAILED = "sepa_mandate_failed";

/** A pay-in read back or just created, as the checkout's outcome. */
export function chargeOutcomeOf(payIn: MangopayPayIn): ChargeOutcome {
  const outcome = payInOutcome(payIn);
  if (outcome === "succeeded") return { status: "succeeded", providerRef: payIn.Id, fee: 0 };
  if (outcome === "failed")
    return {
      status: "failed",
      providerRef: payIn.Id,
      // Said in the buyer's words: they must set up the direct debit again or pay otherwise.
      code:
        payIn.ResultCode === MANDATE_NOT_DEBITABLE
          ? MANDATE_FAILED
          : `bank_account_${payIn.ResultCode ?? "failed"}`,
      message: payIn.ResultMessage ?? undefined,
    };
  return { status: "processing", providerRef: payIn.Id };
}

/** The buyer goes to Mangopay (Sofort, a mandate's confirmation); without a URL there is nowhere to go. */
export function redirectOutcome(providerRef: string, url: string | undefined): ChargeOutcome {
  if (!url) return { status: "failed", providerRef, code: "bank_account_no_redirect" };
  return { status: "requires_action", providerRef, nextAction: { type: "redirect", url } };
}

type Refused = { status: "failed"; providerRef: null; code: string };

/**
 * Mangopay refused the request (unsupported currency, invalid data): the payment or refund fails
 * with its error type. A failure of the provider or the network is thrown, and the payment stays
 * open for a retry with the same Idempotency-Key.
 */
export async function refusedAsFailed<T>(run: () => Promise<T>): Promise<T | Refused> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof BankAccountError && !err.transient)
      return { status: "failed", providerRef: null, code: `bank_account_${err.type}` };
    throw err;
  }
}
