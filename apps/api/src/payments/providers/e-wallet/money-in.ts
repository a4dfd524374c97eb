import { and, asc, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../../platform/deps.ts";
import { orders } from "../../../orders/tables.ts";
import { payments, providerEvents } from "../../tables.ts";
import { handleProviderEvent } from "../../use-cases/handle-provider-event.ts";
import type { EWalletTransaction } from "./api.ts";
import { eWalletApiOf } from "./index.ts";
import { transactionOutcome } from "./statuses.ts";
import { flatReference, referenceCandidates } from "./wire-reference.ts";

/** { paymentId }: moves a paid sale's share from the collection wallet to the seller's (transfers.ts). */
export const EWALLET_TRANSFER_JOB = "payments.e-wallet-transfer";

type Payment = typeof payments.$inferSelect;

/** The order's e_wallet charge the label names: its open one, else the last (a replay finds it paid). */
async function paymentOfLabel(deps: Deps, label: string): Promise<Payment | null> {
  const candidates = referenceCandidates(label);
  if (candidates.length === 0) return null;
  const rows = await deps.db
    .select({ id: orders.id, reference: orders.paymentReference })
    .from(orders)
    .where(
      inArray(
        orders.id,
        candidates.map((c) => c.orderId),
      ),
    );
  const order = rows.find((o) =>
    candidates.some((c) => c.orderId === o.id && o.reference && flatReference(o.reference) === c.flat),
  );
  if (!order) return null;
  const charges = await deps.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, order.id), eq(payments.provider, "e_wallet"), eq(payments.kind, "charge")),
    )
    .orderBy(asc(payments.id));
  return charges.find((p) => p.state === "waiting" || p.state === "pending") ?? charges.at(-1) ?? null;
}

/**
 * A wire the platform cannot apply: kept as a refused provider event (with the seller when the
 * reference named an order) and logged, so it can be found and the money sent back by hand.
 * Nothing else changes.
 */
async function recordUnmatched(
  deps: Deps,
  transaction: EWalletTransaction,
  refusal: "unknown_reference" | "amount_mismatch",
  sellerId: number | null,
): Promise<void> {
  deps.log.warn(
    { provider: "e_wallet", moneyIn: transaction.id, amount: transaction.creditAmount, refusal },
    "e_wallet wire pay-in not applied",
  );
  await deps.db
    .insert(providerEvents)
    .values({
      provider: "e_wallet",
      sellerId,
      eventId: `money_in_${transaction.id}`,
      type: "money_in.unmatched",
      payload: { ...transaction },
      refusal,
      processedAt: deps.clock.now(),
    })
    .onConflictDoNothing();
}

/**
 * A bank wire arrived (notification category 10). The notification only names the transaction;
 * the money-in is read back from the API and counts only when it credited the platform's
 * collection wallet, succeeded, and its label names one of our e_wallet orders for exactly the
 * amount due. The payment is then settled through handleProviderEvent, as every provider's is —
 * once per money-in however often or concurrently the notification comes — and the seller's share
 * is queued for the transfer to their wallet (idempotent itself).
 */
export async function receiveWirePayIn(deps: Deps, transactionId: number): Promise<void> {
  const api = eWalletApiOf(deps);
  const wire = deps.config.eWallet?.wire;
  if (!api || !wire) return;
  const { transactions } = await api.findMoneyIns({ transactionId });
  const transaction = transactions.find((t) => t.id === transactionId);
  // Money credited to any other wallet (a seller's own top-up) is none of the checkout's business.
  if (!transaction || transaction.receiverAccountId !== wire.collectionWallet) return;
  if (transactionOutcome(transaction.status) !== "succeeded") return;
  const payment = await paymentOfLabel(deps, `${transaction.comment ?? ""} ${transaction.reference ?? ""}`);
  if (!payment?.providerRef) return recordUnmatched(deps, transaction, "unknown_reference", null);
  if (payment.amount !== transaction.creditAmount || payment.currency.toLowerCase() !== "eur")
    return recordUnmatched(deps, transaction, "amount_mismatch", payment.sellerId);
  await handleProviderEvent(
    deps,
    { provider: "e_wallet", sellerId: payment.sellerId, account: null },
    { id: `money_in_${transaction.id}`, type: "charge.succeeded", chargeRef: payment.providerRef, fee: 0 },
  );
  await deps.jobs.enqueue(deps.db, EWALLET_TRANSFER_JOB, { paymentId: payment.id });
}
