import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { isBalanced, type Posting } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { jsonRows } from "../platform/db/bulk.ts";
import { ledgerEntries } from "./tables.ts";

export interface PostingContext {
  currency: string;
  /** The seller whose account lines are marked; null for a payee that is no seller. */
  sellerId: number | null;
  /** Null for money that belongs to no order (a payout). */
  orderId: number | null;
  orderRateId: number | null;
  paymentId: number | null;
  /**
   * When it happened by the platform's clock (default: the database's now). Payouts read an
   * entry's age against the refund window, so a sale is stamped by the clock a test installation
   * can move (TEST_CLOCK), like every other time of the sale.
   */
  createdAt?: Date;
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
  const [transactionId] = await postLedgerMany(tx, [{ postings, context }]);
  return transactionId ?? null;
}

/**
 * Several ledger transactions in one insert (the recurring charges write a batch of paid rates
 * at once); each is checked and gets its own transaction id, as postLedger gives it.
 */
export async function postLedgerMany(
  tx: Executor,
  transactions: readonly { postings: Posting[]; context: PostingContext }[],
): Promise<(string | null)[]> {
  const ids: (string | null)[] = [];
  const rows: object[] = [];
  for (const { postings, context } of transactions) {
    const lines = postings.filter((p) => p.amount !== 0);
    if (lines.length === 0) {
      ids.push(null);
      continue;
    }
    if (!isBalanced(lines)) throw new Error("ledger postings do not balance");
    const transactionId = randomUUID();
    ids.push(transactionId);
    for (const p of lines)
      rows.push({
        transaction_id: transactionId,
        kind: p.kind,
        account: p.account,
        amount: p.amount,
        currency: context.currency,
        // The seller is named on the seller's own account lines, so a seller's balance is one index scan.
        seller_id:
          context.sellerId !== null && p.account === `seller:${context.sellerId}` ? context.sellerId : null,
        order_id: context.orderId,
        order_rate_id: context.orderRateId,
        payment_id: context.paymentId,
        created_at: context.createdAt?.toISOString() ?? null,
      });
  }
  // One parameter for any number of lines (a batch of renewals writes thousands).
  if (rows.length > 0)
    await tx.execute(sql`
      INSERT INTO ${ledgerEntries} (transaction_id, kind, account, amount, currency, seller_id, order_id,
        order_rate_id, payment_id, created_at)
      SELECT transaction_id, kind, account, amount, currency, seller_id, order_id, order_rate_id,
        payment_id, COALESCE(created_at, now())
      FROM ${jsonRows(rows)} AS v(transaction_id text, kind text, account text, amount bigint,
        currency text, seller_id bigint, order_id bigint, order_rate_id bigint, payment_id bigint,
        created_at timestamptz)`);
  return ids;
}
