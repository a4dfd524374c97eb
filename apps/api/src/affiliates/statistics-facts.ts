import { and, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { affiliates } from "@sellwerk/contracts";
import { availableCutoff, parseCalendarDate, startOfDayIn } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import { rowsOf } from "../platform/db/bulk.ts";
import { affiliateClicks, affiliateCommissions } from "./tables.ts";

// The figures of the affiliate statistics (publisher and seller), read from the facts the money
// path writes: clicks from affiliate_clicks; commissions and sales from affiliate_commissions.
// A sale is an order with a stage-1 commission, dated by its first one: only a paid rate writes a
// commission (orders.publisher_id is set at checkout, before anyone paid), so a sale here is
// always one a commission was booked for, and an installment plan's later rates are no new sales.

type Figures = Omit<affiliates.StatisticsRow, "id" | "name">;

export interface Period {
  from: string;
  to: string;
  startAt: Date;
  endAt: Date;
  interval: (typeof affiliates.STATISTICS_INTERVALS)[number];
  timeZone: string;
}

const DAY_MS = 86_400_000;
const shiftDay = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The asked period as calendar days in the zone; without `from`, the N days up to `to` (default today). */
export function periodOf(
  q: { from?: string; to?: string; interval?: Period["interval"]; time_zone: string },
  now: Date,
  defaultDays: number,
): Period {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: q.time_zone }).format(now);
  // Only `from`: up to today, within the longest period and never before `from`.
  const to =
    q.to ??
    (q.from ? [today, shiftDay(q.from, affiliates.AFFILIATE_STATISTICS_MAX_DAYS - 1)].sort()[0]! : today);
  const end = q.from && to < q.from ? q.from : to;
  const from = q.from ?? shiftDay(end, 1 - defaultDays);
  const start = (isoDate: string) => startOfDayIn(parseCalendarDate(isoDate)!, q.time_zone);
  return {
    from,
    to: end,
    startAt: start(from),
    endAt: start(shiftDay(end, 1)),
    interval: q.interval ?? "day",
    timeZone: q.time_zone,
  };
}

/**
 * Whose facts and how they group. `clicks` null: the view has no clicks (the platform's own
 * program has sign-ups, not link clicks). The keys are SQL over the clicks and commissions tables.
 */
export interface FactScope {
  clicks: SQL | undefined | null;
  commissions: SQL | undefined;
  /** Narrows which commissions count as sales (the home earns from every kind, sells by programs). */
  sales?: SQL;
  clickKey: Key;
  commissionKey: Key;
}

/** What rows group by: a column of the clicks or commissions table, or an expression over it. */
type Key = SQL | PgColumn;

const empty = (): Figures => ({ clicks: 0, sales: 0, conversion: null, commissions: [] });

/** sales / clicks in percent with two decimals; null without clicks. */
export function conversionOf(sales: number, clicks: number): number | null {
  return clicks > 0 ? Math.round((sales * 10_000) / clicks) / 100 : null;
}

/**
 * Clicks, sales and commissions (per currency, net of claw-backs, the part inside the refund
 * window as pending) of the period, grouped by `key` (one SQL expression for clicks, one for
 * commissions). Three grouped queries; the database does the sums.
 */
async function groupedFigures(
  ex: Executor,
  scope: FactScope,
  period: Period,
  now: Date,
  /** `sale`: the key of a sale from its first commission's time (chart buckets); else the commission's key. */
  keys: { click: Key; commission: Key; sale?: (first: SQL) => SQL },
): Promise<Map<string | null, Figures>> {
  const c = affiliateCommissions;
  const inPeriod = (column: typeof c.createdAt | typeof affiliateClicks.createdAt) =>
    and(gte(column, period.startAt), lt(column, period.endAt));
  const cutoff = availableCutoff(now).toISOString();
  const net = sql`${c.amount} - ${c.clawedBackAmount}`;

  // The first stage-1 commission of each order (of all time) dates its sale; the row's key is
  // the commission's (an order has one program, product, seller and stage-1 publisher).
  const firsts = ex
    .select({
      key: sql<string | null>`(${keys.sale ? sql`null` : keys.commission})::text`.as("key"),
      first: sql<Date>`min(${c.createdAt})`.as("first"),
    })
    .from(c)
    .where(and(scope.commissions, scope.sales, eq(c.stage, 1)))
    .groupBy(c.orderId, sql`1`)
    .as("firsts");
  const saleKey = keys.sale ? keys.sale(sql`${firsts.first}`) : sql`${firsts.key}`;

  const [clicks, money, sales] = await Promise.all([
    scope.clicks === null
      ? Promise.resolve([] as { key: string | null; n: number }[])
      : ex
          .select({ key: sql<string | null>`(${keys.click})::text`, n: sql<number>`count(*)::int` })
          .from(affiliateClicks)
          .where(and(scope.clicks, inPeriod(affiliateClicks.createdAt)))
          .groupBy(sql`1`),
    ex
      .select({
        key: sql<string | null>`(${keys.commission})::text`,
        currency: c.currency,
        amount: sql<string>`sum(${net})`,
        clawedBack: sql<string>`sum(${c.clawedBackAmount})`,
        pending: sql<string>`coalesce(sum(${net}) filter (where ${c.createdAt} > ${cutoff}::timestamptz), 0)`,
      })
      .from(c)
      .where(and(scope.commissions, inPeriod(c.createdAt)))
      .groupBy(sql`1`, c.currency),
    ex
      .select({ key: sql<string | null>`${saleKey}`, n: sql<number>`count(*)::int` })
      .from(firsts)
      .where(and(gte(firsts.first, period.startAt), lt(firsts.first, period.endAt)))
      .groupBy(sql`1`),
  ]);

  const byKey = new Map<string | null, Figures>();
  const at = (key: string | null) => {
    let f = byKey.get(key);
    if (!f) byKey.set(key, (f = empty()));
    return f;
  };
  for (const r of clicks) at(r.key).clicks += r.n;
  for (const r of sales) at(r.key).sales += r.n;
  for (const r of money)
    at(r.key).commissions.push({
      currency: r.currency,
      amount: Number(r.amount),
      pending: Number(r.pending),
      clawed_back: Number(r.clawedBack),
    });
  for (const f of byKey.values()) finish(f);
  return byKey;
}

function finish(f: Figures): Figures {
  f.conversion = conversionOf(f.sales, f.clicks);
  f.commissions.sort((a, b) => a.currency.localeCompare(b.currency));
  return f;
}

/** The totals of a set of figures (currencies summed separately). */
function total(all: Iterable<Figures>): Figures {
  const sum = empty();
  const byCurrency = new Map<string, affiliates.CurrencyCommission>();
  for (const f of all) {
    sum.clicks += f.clicks;
    sum.sales += f.sales;
    for (const m of f.commissions) {
      const into = byCurrency.get(m.currency) ?? {
        currency: m.currency,
        amount: 0,
        pending: 0,
        clawed_back: 0,
      };
      into.amount += m.amount;
      into.pending += m.pending;
      into.clawed_back += m.clawed_back;
      byCurrency.set(m.currency, into);
    }
  }
  sum.commissions = [...byCurrency.values()];
  return finish(sum);
}

/** Every bucket start of the period (weeks from Monday), computed by the database like the groups. */
async function bucketsOf(ex: Executor, period: Period): Promise<string[]> {
  const result = await ex.execute(
    sql`select to_char(g, 'YYYY-MM-DD') as d from generate_series(date_trunc(${period.interval}, ${period.from}::timestamp), ${period.to}::timestamp, ('1 ' || ${period.interval})::interval) g`,
  );
  return rowsOf<{ d: string }>(result).map((r) => r.d);
}

const bucket = (column: SQL | typeof affiliateClicks.createdAt, period: Period) =>
  sql`to_char(date_trunc(${period.interval}, ${column} AT TIME ZONE ${period.timeZone}), 'YYYY-MM-DD')`;

export interface StatisticsFigures {
  rows: Map<string | null, Figures>;
  totals: Figures;
  series: affiliates.StatisticsPoint[];
}

/** The rows of a view, their totals, and the chart's buckets, for one scope and period. */
export async function statisticsFigures(
  ex: Executor,
  scope: FactScope,
  period: Period,
  now: Date,
): Promise<StatisticsFigures> {
  const [rows, byBucket, buckets] = await Promise.all([
    groupedFigures(ex, scope, period, now, {
      click: scope.clickKey,
      commission: scope.commissionKey,
    }),
    // The chart: the same figures by bucket; a sale falls in the bucket of its first commission.
    groupedFigures(ex, scope, period, now, {
      click: bucket(affiliateClicks.createdAt, period),
      commission: bucket(sql`${affiliateCommissions.createdAt}`, period),
      sale: (first) => bucket(first, period),
    }),
    bucketsOf(ex, period),
  ]);
  return {
    rows,
    totals: total(rows.values()),
    series: buckets.map((date) => ({ date, ...(byBucket.get(date) ?? empty()) })),
  };
}

/** Rows with their names, best first (sales, clicks, then name). */
export function namedRows(
  figures: Map<string | null, Figures>,
  names: Map<number, string>,
  alwaysShown: readonly number[] = [],
): affiliates.StatisticsRow[] {
  for (const id of alwaysShown) if (!figures.has(String(id))) figures.set(String(id), empty());
  return [...figures.entries()]
    .map(([key, f]) => {
      const id = key === null ? null : Number(key);
      return { id, name: id === null ? null : (names.get(id) ?? null), ...f };
    })
    .sort(
      (a, b) =>
        b.sales - a.sales ||
        b.clicks - a.clicks ||
        (a.name ?? "").localeCompare(b.name ?? "") ||
        (a.id ?? 0) - (b.id ?? 0),
    );
}

/** The ids a view's rows name (for loading their names). */
export function idsOf(figures: Map<string | null, Figures>): number[] {
  return [...figures.keys()].filter((k): k is string => k !== null).map(Number);
}
