import type { Deps } from "../../../platform/deps.ts";
import type { PayoutProvider, PayoutRequest, PayoutSendOutcome } from "../../../payouts/provider.ts";
import { walletOfBankAccount } from "../e-wallet/wallet-of.ts";
import { BankAccountError, idempotencyKey } from "./client.ts";
import { mangopayApiOf } from "./index.ts";
import { payOutOutcome } from "./statuses.ts";
import { walletFor } from "./wallets.ts";

/** The payout's idempotency key: Mangopay answers a repeated creation with the first payout. */
export function payOutKey(payoutId: number): string {
  return idempotencyKey("payout", payoutId);
}

/**
 * bank_account payouts: a Mangopay PayOut (bank wire) from the payee's wallet in the payout's
 * currency to their activated account: its recipient (kyc.ts; Mangopay takes a recipient's id as
 * BankAccountId, and refuses legacy bank accounts made after 30 April 2026 with 121018), or a
 * legacy account registered before. Only a REGULAR (kyc_2) user may pay out. The
 * Idempotency-Key names our payout, so the job repeated after a lost answer creates it once. The
 * result arrives by hook (PAYOUT_NORMAL_SUCCEEDED / _FAILED), read back → PAYOUT_EVENT_JOB.
 */
export function bankAccountPayouts(deps: Deps): PayoutProvider | null {
  const found = mangopayApiOf(deps);
  if (!found) return null;
  const api = found;
  return {
    name: "bank_account",
    async send(request: PayoutRequest): Promise<PayoutSendOutcome> {
      const owner = request.bankAccountId ? await walletOfBankAccount(deps.db, request.bankAccountId) : null;
      if (!owner?.walletId || !owner.ibanId) return { status: "failed", code: "no_provider_bank_account" };
      if (owner.kycState !== "kyc_2") return { status: "failed", code: "kyc_regular_required" };
      try {
        const wallet = await walletFor(api, owner.walletId, request.currency);
        const payOut = await api.createPayOut(
          {
            AuthorId: owner.walletId,
            DebitedWalletId: wallet.Id,
            DebitedFunds: { Currency: wallet.Currency, Amount: request.amount },
            Fees: { Currency: wallet.Currency, Amount: 0 },
            BankAccountId: owner.ibanId,
            BankWireRef: `Sellwerk ${request.payoutId}`,
            Tag: `payout_${request.payoutId}`,
          },
          payOutKey(request.payoutId),
        );
        if (payOutOutcome(payOut) === "failed")
          return { status: "failed", code: `bank_account_${payOut.ResultCode ?? "failed"}` };
        return { status: "issued", providerRef: payOut.Id };
      } catch (err) {
        // Mangopay refused (insufficient wallet balance, inactive account): the payout fails and
        // its money returns to the balance. A failure of the provider or network is retried.
        if (err instanceof BankAccountError && !err.transient)
          return { status: "failed", code: `bank_account_${err.type}` };
        throw err;
      }
    },
  };
}
