import { and, eq, inArray, sql } from "drizzle-orm";
import {
  availableCutoff,
  payoutTransitAccount,
  PENDING_KINDS,
  pendingPart,
  type PayeeBalance,
} from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { ledgerEntries } from "../ledger/index.ts";

export type CurrencyBalance = PayeeBalance & { currency: string };

/**
 * A payee's balances per currency, summed from the ledger in one query over the payee's two
 * accounts — the same figures as the domain's `payeeBalance` (docs/payouts.md "Balances").
 * Nothing is cached, so there is nothing that could drift from the entries.
 */
export async function balancesOf(
  ex: Executor,
  payee: string,
  now: Date,
  currency?: string,
): Promise<CurrencyBalance[]> {
  const transit = payoutTransitAccount(payee);
  const cutoff = availableCutoff(now).toISOString();
  const e = ledgerEntries;
  const rows = await ex
    .select({
      currency: e.currency,
      owed: sql<string>`coalesce(sum(-${e.amount}) filter (where ${e.account} = ${payee}), 0)`,
      recentSales: sql<string>`coalesce(sum(-${e.amount}) filter (where ${e.account} = ${payee} and ${e.amount} < 0 and ${inArray(e.kind, [...PENDING_KINDS])} and ${e.createdAt} > ${cutoff}::timestamptz), 0)`,
      onHold: sql<string>`coalesce(sum(-${e.amount}) filter (where ${e.account} = ${transit}), 0)`,
      paidOut: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.account} = ${transit} and ${e.kind} = 'payout' and ${e.amount} > 0), 0)`,
    })
    .from(e)
    .where(and(inArray(e.account, [payee, transit]), currency ? eq(e.currency, currency) : undefined))
    .groupBy(e.currency)
    .orderBy(e.currency);
  return rows.map((r) => {
    const owed = Number(r.owed);
    const pending = pendingPart(owed, Number(r.recentSales));
    return {
      currency: r.currency,
      pending,
      available: owed - pending,
      onHold: Number(r.onHold),
      paidOut: Number(r.paidOut),
    };
  });
}

export async function balanceIn(
  ex: Executor,
  payee: string,
  currency: string,
  now: Date,
): Promise<CurrencyBalance> {
  const [row] = await balancesOf(ex, payee, now, currency);
  return row ?? { currency, pending: 0, available: 0, onHold: 0, paidOut: 0 };
}
