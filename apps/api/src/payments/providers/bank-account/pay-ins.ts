import type { Deps } from "../../../platform/deps.ts";
import type { ChargeOutcome, ChargeRequest, PaymentProvider, RefundOutcome } from "../provider.ts";
import type { MangopayApi, MangopayPayIn } from "./api.ts";
import { BankAccountError, idempotencyKey } from "./client.ts";
import { mangopayApiOf } from "./index.ts";
import { chargeSavedMandate, continueMandate, isMandateRef, mandateIdOf, startMandate } from "./mandates.ts";
import { chargeOutcomeOf, payInKey, redirectOutcome, refusedAsFailed } from "./outcomes.ts";
import { paymentContext, paymentOfRef, type PaymentContext } from "./payment-context.ts";
import { createPayer, sellerMangopayUser } from "./payers.ts";
import { refundOutcome } from "./statuses.ts";
import { walletFor } from "./wallets.ts";

// bank_account (Mangopay) as a payment provider: the buyer's money is paid in straight to the
// seller's own Mangopay wallet in the order currency (the wallet the seller's payouts are debited
// from), so no transfer between wallets follows. The platform fee stays in our ledger: the pay-in
// declares no Mangopay fees, and the seller's payout is limited by their ledger balance. The
// pay-in's author is a PAYER user made for the buyer (payers.ts).
//
// - bank_wire: POST /payins/bankwire/direct. Mangopay answers its own account (IBAN, BIC, owner)
//   and a WireReference; the buyer wires there with that reference (wire-instructions.ts reads
//   them back from the pay-in). The payment stays processing until Mangopay matched the wire.
// - sofort: POST /payins/directdebit/web (DirectDebitType SOFORT). The buyer is redirected to
//   Mangopay's RedirectURL and comes back to our return URL; the pay-in is read back there.
// - sepa: a mandate the buyer confirms at Mangopay, then direct-debit pay-ins on it, the later
//   rates' without the buyer (mandates.ts).
// - sofort_sepa is not offered through bank_account (domain provider-matrix.ts says why), nor
//   any other method.
//
// Each is settled by the hook PAYIN_NORMAL_SUCCEEDED / _FAILED, read back (notifications.ts).

const TAKEN = new Set(["bank_wire", "sofort", "sepa"]);
const refundKey = (refundId: number) => idempotencyKey("payin-refund", refundId);

export function createBankAccountProvider(deps: Deps): PaymentProvider | null {
  const found = mangopayApiOf(deps);
  if (!found) return null;
  const api: MangopayApi = found;

  /** The payment's seller's Mangopay user, who owns the credited wallet. */
  const sellerUserOf = (payment: PaymentContext | null) =>
    payment ? sellerMangopayUser(deps.db, payment.sellerId) : null;

  return {
    name: "bank_account",
    // Mangopay's sandbox lives on its own host (api.sandbox.mangopay.com); anything else is live.
    isTestMode: () => /sandbox/i.test(deps.config.mangopay?.baseUrl ?? ""),
    clientConfig: () => ({}),
    async charge(request) {
      if (!TAKEN.has(request.method))
        return { status: "failed", providerRef: null, code: "method_not_supported" };
      const payment = await paymentContext(deps.db, request.paymentId);
      const sellerUser = await sellerUserOf(payment);
      if (!payment || !sellerUser)
        return { status: "failed", providerRef: null, code: "seller_not_verified" };
      return refusedAsFailed((): Promise<ChargeOutcome> => {
        if (request.method !== "sepa") return payIn(request, sellerUser);
        if (request.instrument) return chargeSavedMandate(api, payment, sellerUser, request.instrument);
        return startMandate(api, payment, sellerUser, request);
      });
    },
    // Back from Sofort or the mandate's confirmation (or asked again): as Mangopay has it now. A
    // Sofort pay-in still CREATED may not have been authorised yet (Mangopay does not say), so it
    // keeps its redirect and the hook settles it; a bank wire still CREATED is on its way.
    async retrieve(ref) {
      if (isMandateRef(ref)) {
        const payment = await paymentOfRef(deps.db, ref);
        const sellerUser = await sellerUserOf(payment);
        if (!payment || !sellerUser)
          return { status: "failed", providerRef: ref, code: "seller_not_verified" };
        const mandate = await api.getMandate(mandateIdOf(ref));
        return refusedAsFailed(() => continueMandate(api, payment, sellerUser, mandate));
      }
      const payIn = await api.getPayIn(ref);
      const outcome = chargeOutcomeOf(payIn);
      if (outcome.status === "processing" && payIn.ExecutionType === "WEB" && payIn.RedirectURL)
        return redirectOutcome(payIn.Id, payIn.RedirectURL);
      return outcome;
    },
    // An on-session pay-in takes no money when it is created: the buyer wires, authorises or
    // confirms a mandate only after seeing our answer, which a lost answer never reached. A later
    // rate's debit on a saved mandate does take money: its pay-in is found by its Idempotency-Key
    // (Mangopay keeps the first answer to a key for 24 hours).
    async findCharge(lookup) {
      if (!lookup.offSession) return null;
      try {
        const first = await api.firstAnswer(payInKey(lookup.paymentId));
        const status = Number(first.StatusCode);
        // A refused creation made nothing.
        return status >= 200 && status < 300 ? chargeOutcomeOf(first.Resource as MangopayPayIn) : null;
      } catch (err) {
        if (err instanceof BankAccountError && err.status === 404) return null;
        throw err;
      }
    },
    async refund(request): Promise<RefundOutcome> {
      const payIn = await api.getPayIn(request.chargeRef);
      // Mangopay has no pay-in refund for bank wires (its docs: "refunds via payouts" to the
      // buyer's IBAN, which we do not hold). As with our own bank wire, the seller returns the
      // money by their own transfer; the ledger carries the refund as for every provider.
      if (payIn.PaymentType === "BANK_WIRE")
        return { status: "succeeded", providerRef: `ba_re_${request.paymentId}` };
      // Sofort and SEPA direct-debit pay-ins alike: POST /payins/{id}/refunds.
      return refusedAsFailed(async (): Promise<RefundOutcome> => {
        const currency = request.currency.toUpperCase();
        const refund = await api.refundPayIn(
          payIn.Id,
          {
            AuthorId: payIn.AuthorId,
            DebitedFunds: { Currency: currency, Amount: request.amount },
            Fees: { Currency: currency, Amount: 0 },
            Tag: `refund_${request.paymentId}`,
          },
          refundKey(request.paymentId),
        );
        const outcome = refundOutcome(refund);
        if (outcome === "failed")
          return {
            status: "failed",
            providerRef: refund.Id,
            code: `bank_account_${refund.ResultCode ?? "failed"}`,
            message: refund.ResultMessage ?? undefined,
          };
        return { status: outcome, providerRef: refund.Id };
      });
    },
  };

  /** Bank wire and Sofort: one pay-in, made at once. */
  async function payIn(request: ChargeRequest, sellerUser: string): Promise<ChargeOutcome> {
    const wallet = await walletFor(api, sellerUser, request.currency);
    const payer = await createPayer(api, request.paymentId, request.payer);
    const funds = { Currency: wallet.Currency, Amount: request.amount };
    const common = { AuthorId: payer.Id, CreditedWalletId: wallet.Id, Tag: `payment_${request.paymentId}` };
    if (request.method === "bank_wire") {
      const created = await api.createBankWirePayIn(
        { ...common, DeclaredDebitedFunds: funds, DeclaredFees: { Currency: wallet.Currency, Amount: 0 } },
        payInKey(request.paymentId),
      );
      return chargeOutcomeOf(created);
    }
    const created = await api.createDirectDebitWebPayIn(
      {
        ...common,
        DebitedFunds: funds,
        Fees: { Currency: wallet.Currency, Amount: 0 },
        DirectDebitType: "SOFORT",
        ReturnURL: request.returnUrl,
        Culture: "DE",
      },
      payInKey(request.paymentId),
    );
    const outcome = chargeOutcomeOf(created);
    return outcome.status === "processing" ? redirectOutcome(created.Id, created.RedirectURL) : outcome;
  }
}
