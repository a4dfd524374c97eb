import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../../platform/deps.ts";
import type { Executor } from "../../../platform/db/client.ts";
import { ledgerEntries } from "../../../ledger/index.ts";
import { legitimations } from "../../../verification/tables.ts";
import { payments } from "../../tables.ts";
import type { EWalletApi, EWalletTransaction } from "./api.ts";
import { eWalletApiOf } from "./index.ts";
import { EWALLET_TRANSFER_JOB } from "./money-in.ts";
import { transactionOutcome } from "./statuses.ts";

// A wire pay-in lands on the platform's collection wallet; the seller's share of it moves on to
// the seller's own wallet (P2P, SendPayment), so the money-out that pays the seller finds it
// there. A refund moves it back. Each transfer's comment names our payment, and the provider is
// searched by that comment before a transfer is sent: a job repeated after a lost answer, or run
// twice at once (serialised by the payment's row lock), sends once.

export const saleTransferComment = (paymentId: number) => `sellwerk sale ${paymentId}`;
export const refundTransferComment = (refundId: number) => `sellwerk refund ${refundId}`;

/** The seller's wallet at the provider, when their legitimation was sent to e_wallet. */
export async function sellerWalletId(ex: Executor, sellerId: number): Promise<string | null> {
  const [row] = await ex
    .select({ wallet: legitimations.providerUserId })
    .from(legitimations)
    .where(and(eq(legitimations.sellerId, sellerId), eq(legitimations.provider, "e_wallet")));
  return row?.wallet ?? null;
}

/** What the ledger credited the seller for this payment: the sale less the fees and commissions. */
async function sellerShare(ex: Executor, sellerId: number, paymentId: number): Promise<number> {
  const [row] = await ex
    .select({ credited: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.account, `seller:${sellerId}`)));
  return Number(row?.credited ?? 0);
}

/** The transfer with this comment the provider already made (a failed one does not count). */
export async function earlierTransfer(api: EWalletApi, comment: string): Promise<EWalletTransaction | null> {
  const { transactions } = await api.findPayments({ transactionComment: comment });
  return transactions.find((t) => t.comment === comment && transactionOutcome(t.status) !== "failed") ?? null;
}

/**
 * Sends a paid e_wallet sale's share to the seller's wallet. A seller verified with another
 * provider has no wallet here: their share stays on the collection wallet and is paid out by the
 * provider that verified them (logged, nothing sent).
 */
export async function transferSale(deps: Deps, paymentId: number): Promise<void> {
  const api = eWalletApiOf(deps);
  const wire = deps.config.eWallet?.wire;
  if (!api || !wire) return;
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (payment?.provider !== "e_wallet" || payment.kind !== "charge" || payment.state !== "successful")
      return;
    const wallet = await sellerWalletId(tx, payment.sellerId);
    if (!wallet) {
      deps.log.info(
        { paymentId, sellerId: payment.sellerId },
        "e_wallet sale kept: the seller has no wallet",
      );
      return;
    }
    const amount = await sellerShare(tx, payment.sellerId, payment.id);
    const comment = saleTransferComment(payment.id);
    if (amount <= 0 || (await earlierTransfer(api, comment))) return;
    await api.sendPayment({
      debitAccountId: wire.collectionWallet,
      creditAccountId: wallet,
      amount,
      comment,
    });
  });
}

export function defineEWalletTransferJob(deps: Deps): void {
  // Retried with backoff while the provider cannot be reached; each try looks for the earlier one.
  deps.jobs.define<{ paymentId: number }>(
    EWALLET_TRANSFER_JOB,
    (data) => transferSale(deps, data.paymentId),
    {
      retryLimit: 10,
    },
  );
}
