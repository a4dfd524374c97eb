import type { Deps } from "../../../platform/deps.ts";
import type { PayoutProvider, PayoutRequest, PayoutSendOutcome } from "../../../payouts/provider.ts";
import { EWalletError } from "./client.ts";
import { eWalletApiOf } from "./index.ts";
import { transactionOutcome } from "./statuses.ts";
import { walletOfBankAccount } from "./wallet-of.ts";

/** The money-out's comment names our payout: the bank statement shows it, and a retry finds it. */
export function payoutComment(payoutId: number): string {
  return `sellwerk payout ${payoutId}`;
}

/**
 * e_wallet payouts: a money-out from the payee's wallet to the IBAN registered on it. Only a
 * wallet at KYC 2 may pay out. Idempotent by our payout id: a money-out with the payout's comment
 * is looked up before a new one is made, so a job repeated after a lost answer pays once. The
 * result arrives by notification (money-out validated or cancelled) → PAYOUT_EVENT_JOB.
 */
export function eWalletPayouts(deps: Deps): PayoutProvider | null {
  const found = eWalletApiOf(deps);
  if (!found) return null;
  const api = found;
  return {
    name: "e_wallet",
    async send(request: PayoutRequest): Promise<PayoutSendOutcome> {
      if (request.currency.toLowerCase() !== "eur")
        return { status: "failed", code: "currency_not_supported" };
      const wallet = request.bankAccountId ? await walletOfBankAccount(deps.db, request.bankAccountId) : null;
      if (!wallet?.walletId || !wallet.ibanId) return { status: "failed", code: "no_wallet_bank_account" };
      if (wallet.kycState !== "kyc_2") return { status: "failed", code: "wallet_kyc_2_required" };
      try {
        return await moneyOut(request, wallet.walletId, Number(wallet.ibanId));
      } catch (err) {
        // The provider refused (insufficient balance, blocked wallet): the payout fails and its
        // money returns to the balance. A failure of the provider or network is retried by the job.
        if (err instanceof EWalletError && !err.transient)
          return { status: "failed", code: `e_wallet_${err.code}` };
        throw err;
      }
    },
  };

  async function moneyOut(
    request: PayoutRequest,
    walletId: string,
    ibanId: number,
  ): Promise<PayoutSendOutcome> {
    const comment = payoutComment(request.payoutId);
    const earlier = await api.findMoneyOuts({ transactionComment: comment });
    const transaction =
      earlier.transactions.find((t) => t.comment === comment && t.senderAccountId === walletId) ??
      (
        await api.moneyOut({
          accountId: walletId,
          ibanId,
          totalAmount: request.amount,
          commissionAmount: 0,
          autoCommission: false,
          comment,
        })
      ).transaction;
    if (transactionOutcome(transaction.status) === "failed")
      return { status: "failed", code: `money_out_status_${transaction.status}` };
    return { status: "issued", providerRef: String(transaction.id) };
  }
}
