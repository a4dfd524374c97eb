import { sql, type SQL } from "drizzle-orm";
import { availableCutoff } from "@sellwerk/domain";
import type { payouts as contracts } from "@sellwerk/contracts";
import { ledgerEntries } from "../ledger/index.ts";
import { payouts } from "./tables.ts";

// What a transfer (an earning credit on the payee's account, spec two §3) shows besides the entry:
// the fees booked with it, the payout it went out with, and its state. The transfers list and the
// order screen read them with these same expressions.

const e = ledgerEntries;

/**
 * The payout a transfer went out with: the first payout (not canceled) whose covered-until time
 * reaches the transfer — the payout that paid out the balance it was part of.
 */
const payoutOf = (payee: string, column: SQL) =>
  sql`(select ${column} from ${payouts} p where p.payee = ${payee} and p.currency = ${e.currency}
      and p.state <> 'canceled' and p.covered_until >= ${e.createdAt} order by p.covered_until, p.id limit 1)`;

export function transferColumns(account: string, now: Date) {
  const cutoff = availableCutoff(now).toISOString();
  const payoutId = sql<number | null>`${payoutOf(account, sql`p.id`)}`;
  const payoutState = sql<string | null>`${payoutOf(account, sql`p.state`)}`;
  const state = sql<contracts.TransferState>`case
      when ${e.createdAt} > ${cutoff}::timestamptz then 'pending'
      when ${payoutState} = 'successful' then 'paid_out'
      when ${payoutState} in ('pending', 'issued') then 'on_hold'
      else 'available' end`;
  /** The fees booked with the credit (debits of the same transaction on the account). */
  const fee = sql<string>`(select coalesce(sum(f.amount), 0) from ${ledgerEntries} f
      where f.transaction_id = ${e.transactionId} and f.account = ${account} and f.id <> ${e.id})`;
  return { payoutId, payoutState, state, fee };
}
