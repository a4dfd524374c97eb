import { and, eq } from "drizzle-orm";
import type { Deps } from "../../../platform/deps.ts";
import type { Executor } from "../../../platform/db/client.ts";
import { legitimations } from "../../../verification/tables.ts";
import { payments } from "../../tables.ts";
import type { ChargeOutcome, PaymentProvider, RefundOutcome } from "../provider.ts";
import type { MangopayApi, MangopayPayIn } from "./api.ts";
import { BankAccountError, idempotencyKey } from "./client.ts";
import { mangopayApiOf } from "./index.ts";
import { payInOutcome, refundOutcome } from "./statuses.ts";
import { walletFor } from "./wallets.ts";

// bank_account (Mangopay) as a payment provider: the buyer's money is paid in straight to the
// seller's own Mangopay wallet in the order currency (the wallet the seller's payouts are debited
// from), so no transfer between wallets follows. The platform fee stays in our ledger: the pay-in
// declares no Mangopay fees, and the seller's payout is limited by their ledger balance.
//
// - bank_wire: POST /payins/bankwire/direct. Mangopay answers its own account (IBAN, BIC, owner)
//   and a WireReference; the buyer wires there with that reference (wire-instructions.ts reads
//   them back from the pay-in). The payment stays processing until Mangopay matched the wire.
// - sofort: POST /payins/directdebit/web (DirectDebitType SOFORT). The buyer is redirected to
//   Mangopay's RedirectURL and comes back to our return URL; the pay-in is read back there.
//
// Either is settled by the hook PAYIN_NORMAL_SUCCEEDED / _FAILED, read back (notifications.ts).
//
// Who authors the pay-in: Mangopay's AuthorId is "the user at the source of the transaction" —
// the payer. Marketplaces on Mangopay register the buyer as a natural user of category PAYER (only
// name and e-mail, no KYC) and credit the seller's wallet; we do the same, one payer per payment
// (its Idempotency-Key names the payment), rather than letting the seller author money they pay
// themselves, which would put the buyer's money on the seller's KYC limits as if it were theirs.

/** The seller's Mangopay user, when their legitimation was sent to bank_account. */
export async function sellerMangopayUser(ex: Executor, sellerId: number): Promise<string | null> {
  const [row] = await ex
    .select({ user: legitimations.providerUserId })
    .from(legitimations)
    .where(and(eq(legitimations.sellerId, sellerId), eq(legitimations.provider, "bank_account")));
  return row?.user ?? null;
}

/** The Idempotency-Keys of one payment's calls: a retried charge creates nothing twice. */
export const payInKey = (paymentId: number) => idempotencyKey("payin", paymentId);
const payerKey = (paymentId: number) => idempotencyKey("payer", paymentId);
const refundKey = (refundId: number) => idempotencyKey("payin-refund", refundId);

function nameParts(name: string, email: string): { FirstName: string; LastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { FirstName: email, LastName: email };
  if (words.length === 1) return { FirstName: words[0]!, LastName: words[0]! };
  return { FirstName: words.slice(0, -1).join(" "), LastName: words.at(-1)! };
}

/** A pay-in read back or just created, as the checkout's outcome. */
export function chargeOutcomeOf(payIn: MangopayPayIn): ChargeOutcome {
  const outcome = payInOutcome(payIn);
  if (outcome === "succeeded") return { status: "succeeded", providerRef: payIn.Id, fee: 0 };
  if (outcome === "failed")
    return {
      status: "failed",
      providerRef: payIn.Id,
      code: `bank_account_${payIn.ResultCode ?? "failed"}`,
      message: payIn.ResultMessage ?? undefined,
    };
  return { status: "processing", providerRef: payIn.Id };
}

export function createBankAccountProvider(deps: Deps): PaymentProvider | null {
  const found = mangopayApiOf(deps);
  if (!found) return null;
  const api: MangopayApi = found;

  async function sellerOf(paymentId: number): Promise<number | null> {
    const [row] = await deps.db
      .select({ sellerId: payments.sellerId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    return row?.sellerId ?? null;
  }

  return {
    name: "bank_account",
    // Mangopay's sandbox lives on its own host (api.sandbox.mangopay.com); anything else is live.
    isTestMode: () => /sandbox/i.test(deps.config.mangopay?.baseUrl ?? ""),
    clientConfig: () => ({}),
    async charge(request) {
      if (request.method !== "bank_wire" && request.method !== "sofort")
        return { status: "failed", providerRef: null, code: "method_not_supported" };
      const sellerId = await sellerOf(request.paymentId);
      const sellerUser = sellerId === null ? null : await sellerMangopayUser(deps.db, sellerId);
      if (!sellerUser) return { status: "failed", providerRef: null, code: "seller_not_verified" };
      try {
        const wallet = await walletFor(api, sellerUser, request.currency);
        const payer = await api.createUser(
          {
            PersonType: "NATURAL",
            UserCategory: "PAYER",
            ...nameParts(request.payer.name, request.payer.email),
            Email: request.payer.email,
            Tag: `payer_payment_${request.paymentId}`,
          },
          payerKey(request.paymentId),
        );
        const funds = { Currency: wallet.Currency, Amount: request.amount };
        const common = {
          AuthorId: payer.Id,
          CreditedWalletId: wallet.Id,
          Tag: `payment_${request.paymentId}`,
        };
        if (request.method === "bank_wire") {
          const payIn = await api.createBankWirePayIn(
            {
              ...common,
              DeclaredDebitedFunds: funds,
              DeclaredFees: { Currency: wallet.Currency, Amount: 0 },
            },
            payInKey(request.paymentId),
          );
          return chargeOutcomeOf(payIn);
        }
        const payIn = await api.createDirectDebitWebPayIn(
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
        const outcome = chargeOutcomeOf(payIn);
        if (outcome.status !== "processing") return outcome;
        if (!payIn.RedirectURL)
          return { status: "failed", providerRef: payIn.Id, code: "bank_account_no_redirect" };
        return {
          status: "requires_action",
          providerRef: payIn.Id,
          nextAction: { type: "redirect", url: payIn.RedirectURL },
        };
      } catch (err) {
        // Mangopay refused the request (unsupported currency, invalid data): the payment fails.
        // A failure of the provider or the network is thrown, and the payment stays open.
        if (err instanceof BankAccountError && !err.transient)
          return { status: "failed", providerRef: null, code: `bank_account_${err.type}` };
        throw err;
      }
    },
    // Back from Sofort (or asked again): the pay-in as Mangopay has it now. A Sofort pay-in still
    // CREATED may not have been authorised yet (Mangopay does not say), so it keeps its redirect
    // and the hook settles it; a bank wire still CREATED is on its way.
    async retrieve(ref) {
      const payIn = await api.getPayIn(ref);
      const outcome = chargeOutcomeOf(payIn);
      if (outcome.status === "processing" && payIn.ExecutionType === "WEB" && payIn.RedirectURL)
        return {
          status: "requires_action",
          providerRef: payIn.Id,
          nextAction: { type: "redirect", url: payIn.RedirectURL },
        };
      return outcome;
    },
    // A pay-in takes no money when it is created: the buyer wires or authorises only after seeing
    // our answer, which a lost answer never reached. Nothing was taken for the payment.
    findCharge: async () => null,
    async refund(request): Promise<RefundOutcome> {
      const payIn = await api.getPayIn(request.chargeRef);
      // Mangopay has no pay-in refund for bank wires (its docs: "refunds via payouts" to the
      // buyer's IBAN, which we do not hold). As with our own bank wire, the seller returns the
      // money by their own transfer; the ledger carries the refund as for every provider.
      if (payIn.PaymentType === "BANK_WIRE")
        return { status: "succeeded", providerRef: `ba_re_${request.paymentId}` };
      try {
        const refund = await api.refundPayIn(
          payIn.Id,
          {
            AuthorId: payIn.AuthorId,
            DebitedFunds: { Currency: request.currency.toUpperCase(), Amount: request.amount },
            Fees: { Currency: request.currency.toUpperCase(), Amount: 0 },
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
      } catch (err) {
        if (err instanceof BankAccountError && !err.transient)
          return { status: "failed", providerRef: null, code: `bank_account_${err.type}` };
        throw err;
      }
    },
  };
}
