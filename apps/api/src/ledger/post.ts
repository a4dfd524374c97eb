import { randomUUID } from "node:crypto";
import { isBalanced, type Posting } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { ledgerEntries } from "./tables.ts";

export interface PostingContext {
  currency: string;
  /** The seller whose account lines are marked; null for a payee that is no seller. */
  sellerId: number | null;
  /** Null for money that belongs to no order (a payout). */
  orderId: number | null;
  orderRateId: number | null;
  paymentId: number | null;
}

/**
 * Writes one ledger transaction in the caller's transaction. Unbalanced postings are a bug in
 * the caller, never data to store: refusing them here keeps the ledger's invariant absolute.
 */
export async function postLedger(
  tx: Executor,
  postings: Posting[],
  context: PostingContext,
): Promise<string | null> {
  const lines = postings.filter((p) => p.amount !== 0);
  if (lines.length === 0) return null;
  if (!isBalanced(lines)) throw new Error("ledger postings do not balance");
  const transactionId = randomUUID();
  await tx.insert(ledgerEntries).values(
    lines.map((p) => ({
      transactionId,
      kind: p.kind,
      account: p.account,
      amount: p.amount,
      currency: context.currency,
      // The seller is named on the seller's own account lines, so a seller's balance is one index scan.
      sellerId: context.sellerId !== null && p.account === `seller:${context.sellerId}` ? context.sellerId : null,
      orderId: context.orderId,
      orderRateId: context.orderRateId,
      paymentId: context.paymentId,
    })),
  );
  return transactionId;
}
