import { verification } from "@sellwerk/contracts";
import type { ChargeOutcome, ChargeRequest, SavedInstrument } from "../provider.ts";
import type { MangopayAddress, MangopayApi, MangopayMandate } from "./api.ts";
import { idempotencyKey } from "./client.ts";
import { MANDATE_FAILED, chargeOutcomeOf, payInKey, redirectOutcome } from "./outcomes.ts";
import type { PaymentContext } from "./payment-context.ts";
import { createPayer } from "./payers.ts";
import { mandateState } from "./statuses.ts";
import { walletFor } from "./wallets.ts";

// SEPA direct debit through bank_account (Mangopay), on a mandate the buyer confirms once:
//
// 1. The first rate: the buyer's PAYER user gets an IBAN bank account (the IBAN and holder typed
//    at checkout, the order's address as the owner's) and a web mandate on it, whose RedirectURL
//    the buyer confirms at before coming back to our return URL. Until then the payment's
//    reference is the mandate's (`mandate_{id}`): retrieve() on return and the MANDATE_* hooks
//    read it back from there.
// 2. Once Mangopay has the mandate SUBMITTED (or ACTIVE): the direct-debit pay-in into the
//    seller's wallet. The payment is then processing with the pay-in as its reference until
//    PAYIN_NORMAL_SUCCEEDED / _FAILED (notifications.ts), and the mandate is the order's saved
//    method (customer: the PAYER user, method: the mandate).
// 3. Later rates (installments, renewals, upsells) debit the saved mandate without the buyer. It
//    is read first: one that can no longer be debited fails the rate with sepa_mandate_failed
//    and no pay-in is made.
//
// Every POST's Idempotency-Key names our payment, so a retried charge (or a return racing the
// hook) creates each resource once.

const MANDATE_REF = "mandate_";
export const isMandateRef = (ref: string) => ref.startsWith(MANDATE_REF);
export const mandateIdOf = (ref: string) => ref.slice(MANDATE_REF.length);
export const mandateRef = (mandateId: string) => `${MANDATE_REF}${mandateId}`;

/** The languages of Mangopay's mandate page; the order's when it is one of them. */
const CULTURES = ["DE", "EN", "ES", "FR", "IT", "NL", "PL"];
const cultureOf = (locale: string) => {
  const code = locale.slice(0, 2).toUpperCase();
  return CULTURES.includes(code) ? code : "EN";
};

/** Mangopay prints up to 10 letters, digits or spaces of ours on the buyer's statement: the order. */
const statementDescriptor = (orderId: number) => `SW${orderId}`.slice(0, 10);

/**
 * The order's payer address as the account owner's, which Mangopay's IBAN account requires;
 * null when the order has no street or city (the checkout requires them for this method —
 * payerAddressRequired — but an order whose method is changed to it later may lack them).
 */
function ownerAddress(payer: Record<string, unknown>): MangopayAddress | null {
  const text = (key: string) => (typeof payer[key] === "string" ? payer[key].trim() : "");
  if (!text("street") || !text("city") || !text("country")) return null;
  return {
    AddressLine1: [text("street"), text("street_number")].filter(Boolean).join(" "),
    City: text("city"),
    ...(text("zip") ? { PostalCode: text("zip") } : {}),
    Country: text("country"),
  };
}

const typed = (value: unknown) => (typeof value === "string" ? value : "");

/** The first rate: the buyer's bank account and a mandate for them to confirm (the redirect). */
export async function startMandate(
  api: MangopayApi,
  payment: PaymentContext,
  sellerUser: string,
  request: ChargeRequest,
): Promise<ChargeOutcome> {
  // Checked by the library the payout accounts use, before anything is made at Mangopay.
  const iban = verification.electronicIban(typed(request.paymentData.iban));
  if (!iban) return { status: "failed", providerRef: null, code: "invalid_iban" };
  const address = ownerAddress(payment.payer);
  if (!address) return { status: "failed", providerRef: null, code: "payer_address_required" };
  const holder = typed(request.paymentData.account_holder).trim() || request.payer.name;
  const payer = await createPayer(api, payment.paymentId, request.payer);
  const account = await api.createIbanAccount(
    payer.Id,
    { IBAN: iban, OwnerName: holder, OwnerAddress: address, Tag: `payment_${payment.paymentId}` },
    idempotencyKey("payer-iban", payment.paymentId),
  );
  const mandate = await api.createMandate(
    {
      BankAccountId: account.Id,
      Culture: cultureOf(payment.locale),
      ReturnURL: request.returnUrl,
      Tag: `payment_${payment.paymentId}`,
    },
    idempotencyKey("mandate", payment.paymentId),
  );
  return continueMandate(api, payment, sellerUser, mandate);
}

/**
 * The first rate's mandate as Mangopay has it now: still to be confirmed (the redirect again),
 * failed (never confirmed within its hour, or refused), or debitable — then the pay-in is made
 * and the mandate saved for the later rates.
 */
export async function continueMandate(
  api: MangopayApi,
  payment: PaymentContext,
  sellerUser: string,
  mandate: MangopayMandate,
): Promise<ChargeOutcome> {
  const ref = mandateRef(mandate.Id);
  const state = mandateState(mandate);
  if (state === "pending") return redirectOutcome(ref, mandate.RedirectURL);
  if (state === "failed")
    return {
      status: "failed",
      providerRef: ref,
      code: MANDATE_FAILED,
      message: mandate.ResultMessage ?? undefined,
    };
  const instrument = await savedMandate(api, mandate);
  // A trial charges nothing now: the confirmed mandate is all its checkout needed.
  if (payment.amount === 0) return { status: "succeeded", providerRef: ref, fee: 0, instrument };
  const outcome = await debitMandate(api, payment, sellerUser, mandate);
  if (outcome.status === "processing" || outcome.status === "succeeded") return { ...outcome, instrument };
  return outcome;
}

/** A later rate on the saved mandate, without the buyer: only a debitable mandate is debited. */
export async function chargeSavedMandate(
  api: MangopayApi,
  payment: PaymentContext,
  sellerUser: string,
  instrument: SavedInstrument,
): Promise<ChargeOutcome> {
  const mandate = await api.getMandate(instrument.methodRef);
  if (mandateState(mandate) !== "usable")
    return {
      status: "failed",
      providerRef: null,
      code: MANDATE_FAILED,
      message: mandate.ResultMessage ?? undefined,
    };
  return debitMandate(api, payment, sellerUser, mandate);
}

/** POST /payins/directdebit/direct: the payment's amount from the mandate into the seller's wallet. */
async function debitMandate(
  api: MangopayApi,
  payment: PaymentContext,
  sellerUser: string,
  mandate: MangopayMandate,
): Promise<ChargeOutcome> {
  const wallet = await walletFor(api, sellerUser, payment.currency);
  const payIn = await api.createMandatePayIn(
    {
      // The mandate's user is the PAYER the first rate made: the money's source.
      AuthorId: mandate.UserId,
      CreditedWalletId: wallet.Id,
      DebitedFunds: { Currency: wallet.Currency, Amount: payment.amount },
      Fees: { Currency: wallet.Currency, Amount: 0 },
      MandateId: mandate.Id,
      StatementDescriptor: statementDescriptor(payment.orderId),
      Tag: `payment_${payment.paymentId}`,
    },
    payInKey(payment.paymentId),
  );
  return chargeOutcomeOf(payIn);
}

/** The mandate as the order's saved method, shown to the buyer by its account's last digits. */
async function savedMandate(api: MangopayApi, mandate: MangopayMandate): Promise<SavedInstrument> {
  const account = await api.getBankAccount(mandate.UserId, mandate.BankAccountId);
  return {
    customerRef: mandate.UserId,
    methodRef: mandate.Id,
    display: {
      ...(account.IBAN ? { iban_last4: account.IBAN.slice(-4) } : {}),
      ...(account.OwnerName ? { holder: account.OwnerName } : {}),
    },
  };
}
