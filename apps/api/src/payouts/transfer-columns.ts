import { sql, type SQL } from "drizzle-orm";
import { availableCutoff } from "@sellwerk/domain";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { rowsOf } from "../platform/db/bulk.ts";
import { ledgerEntries } from "../ledger/index.ts";
import { payouts } from "./tables.ts";
import { payoutPeriod } from "./views.ts";

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

/** Which transfer states a payout gives the transfers it covers (the `state` column above). */
type SpanClass = "paid_out" | "on_hold" | "available";
const spanClass = (payoutState: string): SpanClass =>
  payoutState === "successful"
    ? "paid_out"
    : payoutState === "pending" || payoutState === "issued"
      ? "on_hold"
      : "available";

interface Span {
  currency: string;
  /** Exclusive; null: from the beginning. */
  after: Date | null;
  until: Date;
  payoutId: number;
  /** The payout run's period as shown (payoutPeriod): the transfers list's batch_id. */
  batch: string;
  cls: SpanClass;
}

/**
 * The payee's payouts as the time spans of the transfers each covers: a transfer belongs to the
 * first payout (by covered_until, then id; canceled ones aside) that covers its time, so payout p
 * covers (the covered_until before it, its own covered_until] in its currency. One small read.
 */
async function payoutSpans(db: Executor, payee: string): Promise<Span[]> {
  const rows = rowsOf<{
    id: string | number;
    state: string;
    period_key: string;
    currency: string;
    until: Date | string;
    after: Date | string | null;
  }>(
    await db.execute(sql`
      select id, state, period_key, currency, covered_until as until,
        lag(covered_until) over (partition by currency order by covered_until, id) as after
      from ${payouts} where payee = ${payee} and state <> 'canceled'
      order by currency, covered_until, id`),
  );
  return rows.map((r) => ({
    currency: r.currency,
    after: r.after === null ? null : new Date(r.after),
    until: new Date(r.until),
    payoutId: Number(r.id),
    batch: payoutPeriod(r.period_key),
    cls: spanClass(r.state),
  }));
}

/** Created within a span: a range condition on the entry itself, which its indexes serve. */
const within = (s: Pick<Span, "currency" | "after" | "until">): SQL =>
  s.after === null
    ? sql`(${e.currency} = ${s.currency} and ${e.createdAt} <= ${s.until.toISOString()}::timestamptz)`
    : sql`(${e.currency} = ${s.currency} and ${e.createdAt} > ${s.after.toISOString()}::timestamptz
          and ${e.createdAt} <= ${s.until.toISOString()}::timestamptz)`;

/** Neighbouring spans of one class and currency as one: most payees' history is a few ranges. */
function merged(spans: readonly Span[], cls: SpanClass): Span[] {
  const out: Span[] = [];
  let open: Span | null = null;
  for (const s of spans) {
    const joins = open !== null && open.currency === s.currency && open.cls === s.cls;
    if (joins) open = { ...open!, until: s.until };
    else {
      if (open && open.cls === cls) out.push(open);
      open = s;
    }
  }
  if (open && open.cls === cls) out.push(open);
  return out;
}

const anyWithin = (spans: readonly Span[]): SQL =>
  spans.length ? sql`(${sql.join(spans.map(within), sql` or `)})` : sql`false`;

/**
 * The transfers list's state, payout_id and batch_id filters as ranges of the entries' own creation time
 * instead of the per-row `state`/`payoutId` expressions: those run a payout look-up for every
 * entry they pass, which at a million transfers took seconds for a rare state. Both forms say
 * the same (transfers-filters.test.ts compares them).
 */
export async function transferFilterConditions(
  db: Executor,
  account: string,
  now: Date,
  q: { state?: contracts.TransferState; payout_id?: number; batch_id?: string },
): Promise<SQL[]> {
  if (!q.state && q.payout_id === undefined && !q.batch_id) return [];
  const spans = await payoutSpans(db, account);
  const cutoff = sql`${availableCutoff(now).toISOString()}::timestamptz`;
  const out: SQL[] = [];
  if (q.payout_id !== undefined) {
    const span = spans.find((s) => s.payoutId === q.payout_id);
    out.push(span ? within(span) : sql`false`);
  }
  if (q.batch_id) out.push(anyWithin(spans.filter((s) => s.batch === q.batch_id)));
  if (q.state === "pending") out.push(sql`${e.createdAt} > ${cutoff}`);
  else if (q.state === "available")
    out.push(
      sql`(${e.createdAt} <= ${cutoff} and not ${anyWithin([
        ...merged(spans, "paid_out"),
        ...merged(spans, "on_hold"),
      ])})`,
    );
  else if (q.state) out.push(sql`(${e.createdAt} <= ${cutoff} and ${anyWithin(merged(spans, q.state))})`);
  return out;
}
