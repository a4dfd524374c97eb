import { sql } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { ledgerEntries } from "../../ledger/index.ts";
import { payoutReconciliations, payouts } from "../tables.ts";

// The nightly reconciliation. Balances are never cached — they are sums over the ledger on every
// read — so there is no stored figure to drift; what can go wrong is the ledger disagreeing with
// itself or with the payouts table. Checked: (1) every transaction sums to zero per currency;
// (2) per payee and currency, the transit account holds exactly the payouts still pending or
// issued, and (3) its settled legs equal the successful payouts; (4) every payout's hold
// transaction took exactly amount + fee from the payee. Differences are logged and stored in a
// row per day that managers read (GET /admin/payout_reconciliations).

/** Both drivers answer execute() with { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface Difference {
  check: "transaction_unbalanced" | "payouts_on_hold" | "payouts_paid_out" | "payout_hold";
  subject: string;
  expected: number;
  actual: number;
}

/**
 * `replace`: a manager's "run now" stores its fresh result over the day's row (the nightly job
 * keeps the day's first, so two workers never write it twice).
 */
export async function reconcileLedger(
  deps: Deps,
  options: { replace?: boolean } = {},
): Promise<{ id: number | null; day: string; differences: Difference[]; created: boolean }> {
  const day = deps.clock.now().toISOString().slice(0, 10);
  const e = ledgerEntries;
  const p = payouts;
  const differences: Difference[] = [];

  const [counted] = await deps.db.select({ n: sql<number>`count(distinct ${e.transactionId})::int` }).from(e);
  const unbalanced = rowsOf<{ transaction_id: string; currency: string; total: string }>(
    await deps.db.execute(sql`
    select ${e.transactionId} as transaction_id, ${e.currency} as currency, sum(${e.amount})::text as total
    from ${e} group by 1, 2 having sum(${e.amount}) <> 0 limit 1000`),
  );
  for (const r of unbalanced)
    differences.push({
      check: "transaction_unbalanced",
      subject: `${r.transaction_id} ${r.currency}`,
      expected: 0,
      actual: Number(r.total),
    });

  // Payout figures from the payouts table next to the same figures from the transit accounts.
  const totals = rowsOf<{
    payee: string;
    currency: string;
    held: string;
    paid: string;
    ledger_held: string;
    ledger_paid: string;
  }>(
    await deps.db.execute(sql`
    with by_table as (
      select ${p.payee} as payee, ${p.currency} as currency,
        coalesce(sum(${p.amount}) filter (where ${p.state} in ('pending', 'issued')), 0) as held,
        coalesce(sum(${p.amount}) filter (where ${p.state} = 'successful'), 0) as paid
      from ${p} group by 1, 2),
    by_ledger as (
      select substr(${e.account}, 8) as payee, ${e.currency} as currency,
        coalesce(sum(-${e.amount}), 0) as held,
        coalesce(sum(${e.amount}) filter (where ${e.kind} = 'payout' and ${e.amount} > 0), 0) as paid
      from ${e} where ${e.account} like 'payout:%' group by 1, 2)
    select coalesce(t.payee, l.payee) as payee, coalesce(t.currency, l.currency) as currency,
      coalesce(t.held, 0)::text as held, coalesce(t.paid, 0)::text as paid,
      coalesce(l.held, 0)::text as ledger_held, coalesce(l.paid, 0)::text as ledger_paid
    from by_table t full join by_ledger l on l.payee = t.payee and l.currency = t.currency`),
  );
  for (const r of totals) {
    const subject = `${r.payee} ${r.currency}`;
    if (r.held !== r.ledger_held)
      differences.push({
        check: "payouts_on_hold",
        subject,
        expected: Number(r.held),
        actual: Number(r.ledger_held),
      });
    if (r.paid !== r.ledger_paid)
      differences.push({
        check: "payouts_paid_out",
        subject,
        expected: Number(r.paid),
        actual: Number(r.ledger_paid),
      });
  }

  const holds = rowsOf<{ id: string; expected: string; actual: string }>(
    await deps.db.execute(sql`
    select ${p.id}::text as id, (${p.amount} + ${p.fee})::text as expected,
      coalesce((select sum(${e.amount}) from ${e} where ${e.transactionId} = ${p.holdTransactionId} and ${e.account} = ${p.payee}), 0)::text as actual
    from ${p} where (select coalesce(sum(${e.amount}), 0) from ${e} where ${e.transactionId} = ${p.holdTransactionId} and ${e.account} = ${p.payee}) <> ${p.amount} + ${p.fee}
    limit 1000`),
  );
  for (const r of holds)
    differences.push({
      check: "payout_hold",
      subject: `payout ${r.id}`,
      expected: Number(r.expected),
      actual: Number(r.actual),
    });

  const [payoutCount] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(p);
  for (const d of differences)
    deps.log.error({ reconciliation: day, ...d }, "ledger reconciliation difference");
  const values = {
    day,
    checkedTransactions: counted?.n ?? 0,
    checkedPayouts: payoutCount?.n ?? 0,
    differences,
    differenceCount: differences.length,
  };
  const insert = deps.db.insert(payoutReconciliations).values(values);
  const inserted = await (
    options.replace
      ? insert.onConflictDoUpdate({
          target: payoutReconciliations.day,
          set: { ...values, createdAt: deps.clock.now() },
        })
      : insert.onConflictDoNothing()
  ).returning({ id: payoutReconciliations.id });
  return { id: inserted[0]?.id ?? null, day, differences, created: inserted.length > 0 };
}
