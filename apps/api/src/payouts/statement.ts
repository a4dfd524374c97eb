import { and, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { payoutTransitAccount, type LedgerKind } from "@sellwerk/domain";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { tillInclusive } from "../platform/db/list.ts";
import { ledgerEntries } from "../ledger/index.ts";
import { payouts } from "./tables.ts";

// The statement: every ledger entry on the payee's two accounts (their balance and the money on
// its way in payouts), the rows the balances are sums of. Shared by the paged list and the CSV.

export const STATEMENT_SORT = {
  created_at: ledgerEntries.createdAt,
  amount: ledgerEntries.amount,
  id: ledgerEntries.id,
} as const;

export function statementConditions(payee: string, q: contracts.StatementExportQuery): SQL | undefined {
  const e = ledgerEntries;
  const where: (SQL | undefined)[] = [inArray(e.account, [payee, payoutTransitAccount(payee)])];
  if (q.currency) where.push(eq(e.currency, q.currency));
  if (q.kind) where.push(eq(e.kind, q.kind));
  if (q.created_from) where.push(gte(e.createdAt, new Date(q.created_from)));
  if (q.created_till) where.push(lte(e.createdAt, tillInclusive(q.created_till)));
  // The search box: an order's number, or a whole ledger transaction id (as the CSV shows it).
  if (q.query) {
    const id = /^#?\d{1,15}$/.test(q.query) ? Number(q.query.replace("#", "")) : null;
    where.push(id !== null ? eq(e.orderId, id) : eq(e.transactionId, q.query));
  }
  return and(...where);
}

/** The columns of a statement row; the payout is found by the transactions it booked. */
export function selectStatement(ex: Executor, payee: string) {
  const e = ledgerEntries;
  return ex
    .select({
      id: e.id,
      transactionId: e.transactionId,
      createdAt: e.createdAt,
      kind: e.kind,
      account: e.account,
      amount: e.amount,
      currency: e.currency,
      orderId: e.orderId,
      orderRateId: e.orderRateId,
      // The hold transaction names its payout; settle and reversal entries sit on the transit
      // account with no order: the payout whose amount they move, booked for this payee.
      payoutId: sql<
        number | null
      >`(select ${payouts.id} from ${payouts} where ${payouts.payee} = ${payee} and ${payouts.holdTransactionId} = ${e.transactionId} limit 1)`,
    })
    .from(e);
}

export type StatementRow = Awaited<ReturnType<ReturnType<typeof selectStatement>["where"]>>[number];

export function statementView(payee: string, r: StatementRow): contracts.StatementEntry {
  return {
    id: r.id,
    transaction_id: r.transactionId,
    created_at: r.createdAt.toISOString(),
    kind: r.kind as LedgerKind,
    account: r.account === payee ? "balance" : "on_hold",
    // Ledger amounts are debit-positive; the payee reads credits (money owed to them) as positive.
    amount: 0 - r.amount,
    currency: r.currency,
    order_id: r.orderId,
    order_rate_id: r.orderRateId,
    payout_id: r.payoutId === null ? null : Number(r.payoutId),
  };
}
