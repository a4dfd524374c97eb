import { and, eq } from "drizzle-orm";
import type { Deps } from "../../../platform/deps.ts";
import { PAYOUT_EVENT_JOB } from "../../../platform/jobs/names.ts";
import { payouts } from "../../../payouts/tables.ts";
import { legitimationDocuments, legitimations } from "../../../verification/tables.ts";
import { applyDocumentOutcome } from "../../../verification/use-cases/apply-document-outcome.ts";
import { applyBankAccountOutcome } from "../../../verification/use-cases/apply-bank-account-outcome.ts";
import { lockLegitimationById, moveLegitimation, stepAfter } from "../../../verification/repository.ts";
import { walletOfBankAccount } from "../e-wallet/wallet-of.ts";
import { BankAccountError } from "./client.ts";
import { mangopayApiOf } from "./index.ts";
import { kycDocumentState, payInOutcome, payOutOutcome, userKycState } from "./statuses.ts";
import { payments } from "../../tables.ts";
import { handleProviderEvent } from "../../use-cases/handle-provider-event.ts";
import { refreshWaitingPayments } from "../../use-cases/refresh-payment.ts";
import { mandateRef } from "./mandates.ts";
import { paymentOfRef } from "./payment-context.ts";
import { sellerMangopayUser } from "./payers.ts";

/** { eventType, resourceId }: one Mangopay hook, worked after the GET was answered. */
export const BANK_ACCOUNT_HOOK_JOB = "payments.bank-account-hook";

export interface BankAccountHook {
  eventType: string;
  resourceId: string;
}

/** The hook event types we act on, by the resource they name. */
export const HOOK_EVENTS = {
  document: ["KYC_SUCCEEDED", "KYC_FAILED", "KYC_OUTDATED"],
  user: ["USER_KYC_REGULAR", "USER_KYC_LIGHT"],
  ubo: ["UBO_DECLARATION_REFUSED", "UBO_DECLARATION_INCOMPLETE", "UBO_DECLARATION_VALIDATED"],
  payout: ["PAYOUT_NORMAL_SUCCEEDED", "PAYOUT_NORMAL_FAILED"],
  payIn: ["PAYIN_NORMAL_SUCCEEDED", "PAYIN_NORMAL_FAILED"],
  mandate: ["MANDATE_SUBMITTED", "MANDATE_ACTIVATED", "MANDATE_FAILED"],
  recipient: ["RECIPIENT_ACTIVE", "RECIPIENT_CANCELED", "RECIPIENT_DEACTIVATED"],
} as const;

const is = (list: readonly string[], type: string) => list.includes(type);
const ofProvider = (userId: string) =>
  and(eq(legitimations.providerUserId, userId), eq(legitimations.provider, "bank_account"));

/**
 * Works one hook. Mangopay's hooks are unsigned GETs, so nothing in one is believed except which
 * resource to look at: the job reads that resource back from the API with the platform's
 * credentials and applies what it says only to the legitimation or payout of the Mangopay user
 * who owns it. A resource Mangopay does not know for our client (404) changes nothing. Every step
 * is a state set or a transition under a row lock, so a replayed hook changes nothing more.
 */
export async function handleBankAccountHook(deps: Deps, hook: BankAccountHook): Promise<void> {
  const api = mangopayApiOf(deps);
  if (!api) return;
  try {
    if (is(HOOK_EVENTS.document, hook.eventType)) return await documentVerdict(deps, hook.resourceId);
    if (is(HOOK_EVENTS.user, hook.eventType)) return await userLevel(deps, hook.resourceId);
    if (is(HOOK_EVENTS.ubo, hook.eventType)) return await uboVerdict(deps, hook.resourceId);
    if (is(HOOK_EVENTS.payout, hook.eventType)) return await payOutResult(deps, hook.resourceId);
    if (is(HOOK_EVENTS.payIn, hook.eventType)) return await payInResult(deps, hook.resourceId);
    if (is(HOOK_EVENTS.mandate, hook.eventType)) return await mandateResult(deps, hook.resourceId);
    if (is(HOOK_EVENTS.recipient, hook.eventType)) return await recipientResult(deps, hook.resourceId);
  } catch (err) {
    // Not ours, or not there: nothing to apply, nothing to retry.
    if (err instanceof BankAccountError && err.status === 404) return;
    throw err;
  }

  async function documentVerdict(deps: Deps, documentId: string) {
    const doc = await api!.getKycDocument(documentId);
    const [ours] = await deps.db
      .select({ id: legitimationDocuments.id })
      .from(legitimationDocuments)
      .innerJoin(legitimations, eq(legitimations.id, legitimationDocuments.legitimationId))
      .where(and(eq(legitimationDocuments.providerDocumentId, doc.Id), ofProvider(doc.UserId)));
    const state = kycDocumentState(doc);
    if (!ours || state === "validation_asked" || state === "created") return;
    await applyDocumentOutcome(deps, {
      documentId: ours.id,
      state,
      reason: doc.RefusedReasonMessage ?? doc.RefusedReasonType ?? undefined,
    });
  }

  async function userLevel(deps: Deps, userId: string) {
    const user = await api!.getUser(userId);
    await deps.db
      .update(legitimations)
      .set({ walletKycState: userKycState(user), updatedAt: deps.clock.now() })
      .where(ofProvider(user.Id));
  }

  /** A refused or incomplete declaration sends the legitimation back to the seller, saying why. */
  async function uboVerdict(deps: Deps, declarationId: string) {
    const declaration = await api!.getUboDeclaration(declarationId);
    if (declaration.Status !== "REFUSED" && declaration.Status !== "INCOMPLETE") return;
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: legitimations.id })
        .from(legitimations)
        .where(ofProvider(declaration.UserId));
      const locked = row ? await lockLegitimationById(tx, row.id) : undefined;
      if (!locked || locked.step !== "in_review") return;
      const next = stepAfter(locked, "reject");
      if (next.ok)
        await moveLegitimation(tx, locked, "reject", next.value, deps.clock.now(), {
          rejectionReason:
            declaration.Message ??
            declaration.Reason ??
            `ubo_declaration_${declaration.Status.toLowerCase()}`,
        });
    });
  }

  /**
   * A payout account's recipient read back: ACTIVE once its owner passed SCA activates our
   * account, CANCELED (SCA failed or abandoned) rejects it, DEACTIVATED deactivates it — only the
   * account of that recipient whose holder is the recipient's Mangopay user.
   */
  async function recipientResult(deps: Deps, recipientId: string) {
    const recipient = await api!.getRecipient(recipientId);
    const outcome =
      recipient.Status === "ACTIVE"
        ? "activated"
        : recipient.Status === "CANCELED"
          ? "rejected"
          : recipient.Status === "DEACTIVATED"
            ? "deactivated"
            : null;
    if (!outcome) return;
    await applyBankAccountOutcome(deps, {
      provider: "bank_account",
      providerUserId: recipient.UserId,
      providerAccountId: recipient.Id,
      outcome,
      reason: outcome === "rejected" ? "sca_not_completed" : undefined,
    });
  }

  async function payOutResult(deps: Deps, payOutId: string) {
    const payOut = await api!.getPayOut(payOutId);
    const outcome = payOutOutcome(payOut);
    if (outcome === "pending") return;
    const [payout] = await deps.db
      .select({ id: payouts.id, bankAccountId: payouts.bankAccountId })
      .from(payouts)
      .where(and(eq(payouts.provider, "bank_account"), eq(payouts.providerRef, payOut.Id)));
    if (!payout?.bankAccountId) return;
    // The payout read back must be the one our payee's user made.
    const owner = await walletOfBankAccount(deps.db, payout.bankAccountId);
    if (owner?.walletId !== payOut.AuthorId) return;
    await deps.jobs.enqueue(deps.db, PAYOUT_EVENT_JOB, {
      provider: "bank_account",
      providerRef: payOut.Id,
      payoutId: payout.id,
      type: outcome === "succeeded" ? "payout.paid" : "payout.failed",
      code: outcome === "failed" ? `bank_account_${payOut.ResultCode ?? "failed"}` : null,
    });
  }
}

/**
 * A pay-in's result (bank wire matched, Sofort authorised, or either failed or expired): the
 * pay-in read back decides, and only for our bank_account charge that created it, and only when it
 * credited a wallet of that charge's seller. It is settled through handleProviderEvent as every
 * provider's charge is — once per pay-in and outcome however often or concurrently the hook comes.
 */
async function payInResult(deps: Deps, payInId: string): Promise<void> {
  const api = mangopayApiOf(deps);
  if (!api) return;
  const payIn = await api.getPayIn(payInId);
  const outcome = payInOutcome(payIn);
  if (outcome === "pending") return;
  const [payment] = await deps.db
    .select({ sellerId: payments.sellerId, amount: payments.amount, currency: payments.currency })
    .from(payments)
    .where(
      and(
        eq(payments.provider, "bank_account"),
        eq(payments.kind, "charge"),
        eq(payments.providerRef, payIn.Id),
      ),
    );
  if (!payment) return;
  const sellerUser = await sellerMangopayUser(deps.db, payment.sellerId);
  const wallets = sellerUser ? await api.getWallets(sellerUser) : [];
  if (!wallets.some((w) => w.Id === payIn.CreditedWalletId && w.Owners.includes(sellerUser!))) {
    deps.log.warn(
      { provider: "bank_account", payIn: payIn.Id, sellerId: payment.sellerId },
      "bank_account pay-in credited another wallet: not applied",
    );
    return;
  }
  // A wire of another amount than the order's (the buyer typed it) never pays the order: the
  // seller sees the payment still open and settles the difference with the buyer.
  const funds = payIn.CreditedFunds ?? payIn.DebitedFunds;
  if (
    outcome === "succeeded" &&
    (funds?.Amount !== payment.amount || funds.Currency.toLowerCase() !== payment.currency.toLowerCase())
  ) {
    deps.log.warn(
      { provider: "bank_account", payIn: payIn.Id, amount: funds?.Amount, expected: payment.amount },
      "bank_account pay-in of another amount: not applied",
    );
    return;
  }
  const scope = { provider: "bank_account", sellerId: payment.sellerId, account: null };
  await handleProviderEvent(
    deps,
    scope,
    outcome === "succeeded"
      ? { id: `payin_${payIn.Id}_succeeded`, type: "charge.succeeded", chargeRef: payIn.Id, fee: 0 }
      : {
          id: `payin_${payIn.Id}_failed`,
          type: "charge.failed",
          chargeRef: payIn.Id,
          code: `bank_account_${payIn.ResultCode ?? "failed"}`,
          message: payIn.ResultMessage ?? undefined,
        },
  );
}

/**
 * A first rate's mandate was confirmed (or failed) while the buyer may never come back to our
 * return URL: the payment waiting on that mandate is refreshed exactly as the return does — the
 * adapter reads the mandate back and makes the pay-in on a debitable one (mandates.ts). A mandate
 * no waiting payment of ours names (a later rate's, or one already continued) changes nothing.
 */
async function mandateResult(deps: Deps, mandateId: string): Promise<void> {
  const payment = await paymentOfRef(deps.db, mandateRef(mandateId));
  if (payment) await refreshWaitingPayments(deps, payment.orderId);
}

export function defineBankAccountJobs(deps: Deps): void {
  deps.jobs.define<BankAccountHook>(BANK_ACCOUNT_HOOK_JOB, (data) => handleBankAccountHook(deps, data));
}
