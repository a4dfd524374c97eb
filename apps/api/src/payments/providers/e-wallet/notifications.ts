import { and, eq } from "drizzle-orm";
import type { Deps } from "../../../platform/deps.ts";
import { PAYOUT_EVENT_JOB } from "../../../platform/jobs/names.ts";
import { payouts } from "../../../payouts/tables.ts";
import { legitimationDocuments, legitimations } from "../../../verification/tables.ts";
import { applyDocumentOutcome } from "../../../verification/use-cases/apply-document-outcome.ts";
import { eWalletApiOf } from "./index.ts";
import { receiveWirePayIn } from "./money-in.ts";
import { defineEWalletTransferJob } from "./transfers.ts";
import { documentState, transactionOutcome, walletKycState } from "./statuses.ts";
import { walletOfBankAccount } from "./wallet-of.ts";

/** { category, walletId, transactionId?, originTransactionId?, documentId? }: one provider notification. */
export const EWALLET_NOTIFICATION_JOB = "payments.e-wallet-notification";

/** The notification categories we act on (Lemonway's NotifCategory). */
export const NOTIFICATION = {
  walletStatus: 8,
  documentStatus: 9,
  moneyInWire: 10,
  moneyOutCancelled: 15,
  moneyOutValidated: 37,
} as const;

export interface EWalletNotification {
  category: number;
  /** ExtId: the wallet the notification is about (our reference, e.g. seller_12). */
  walletId: string;
  transactionId?: number;
  originTransactionId?: number;
  documentId?: number;
}

/**
 * Works one notification. The provider does not sign its notifications, so nothing in one is
 * believed: it only says which wallet, document or transaction to look at, and the job reads that
 * back from the API with the platform's credentials. What it read is applied only within the
 * named wallet — a notification naming another seller's wallet finds nothing of ours to change.
 * Every step is idempotent (a state set, a transition under its row lock): repeats change nothing.
 */
export async function handleEWalletNotification(deps: Deps, n: EWalletNotification): Promise<void> {
  const api = eWalletApiOf(deps);
  if (!api) return;
  if (n.category === NOTIFICATION.moneyInWire && n.transactionId !== undefined)
    return receiveWirePayIn(deps, n.transactionId);
  if (n.category === NOTIFICATION.walletStatus) {
    const { account } = await api.getAccount(n.walletId);
    await deps.db
      .update(legitimations)
      .set({ walletKycState: walletKycState(account.status), updatedAt: deps.clock.now() })
      .where(eq(legitimations.providerUserId, account.id));
    return;
  }
  if (n.category === NOTIFICATION.documentStatus && n.documentId !== undefined) {
    const { documents } = await api.getDocuments(n.walletId);
    const found = documents.find((d) => d.id === n.documentId);
    if (!found) return;
    const [ours] = await deps.db
      .select({ id: legitimationDocuments.id })
      .from(legitimationDocuments)
      .innerJoin(legitimations, eq(legitimations.id, legitimationDocuments.legitimationId))
      .where(
        and(
          eq(legitimationDocuments.providerDocumentId, String(found.id)),
          eq(legitimations.providerUserId, n.walletId),
        ),
      );
    if (!ours) return;
    const state = documentState(found.status);
    await applyDocumentOutcome(deps, { documentId: ours.id, state, reason: found.comment ?? undefined });
    return;
  }
  if (n.category === NOTIFICATION.moneyOutValidated || n.category === NOTIFICATION.moneyOutCancelled) {
    // A cancellation names the money-out it cancels as its origin.
    const id =
      n.category === NOTIFICATION.moneyOutCancelled
        ? (n.originTransactionId ?? n.transactionId)
        : n.transactionId;
    if (id === undefined) return;
    const { transactions } = await api.findMoneyOuts({ transactionId: id });
    const transaction = transactions.find((t) => t.id === id);
    if (!transaction || transaction.senderAccountId !== n.walletId) return;
    const outcome = transactionOutcome(transaction.status);
    if (outcome === "pending") return;
    const [payout] = await deps.db
      .select({ id: payouts.id, bankAccountId: payouts.bankAccountId })
      .from(payouts)
      .where(and(eq(payouts.provider, "e_wallet"), eq(payouts.providerRef, String(transaction.id))));
    if (!payout?.bankAccountId) return;
    const wallet = await walletOfBankAccount(deps.db, payout.bankAccountId);
    if (wallet?.walletId !== n.walletId) return;
    await deps.jobs.enqueue(deps.db, PAYOUT_EVENT_JOB, {
      provider: "e_wallet",
      providerRef: String(transaction.id),
      payoutId: payout.id,
      type: outcome === "succeeded" ? "payout.paid" : "payout.failed",
      code: outcome === "failed" ? `money_out_status_${transaction.status}` : null,
    });
  }
}

export function defineEWalletJobs(deps: Deps): void {
  deps.jobs.define<EWalletNotification>(EWALLET_NOTIFICATION_JOB, (data) =>
    handleEWalletNotification(deps, data),
  );
  defineEWalletTransferJob(deps);
}
