import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { SubqueryWithSelection } from "drizzle-orm/pg-core";
import type { home } from "@sellwerk/contracts";
import { startOfDayIn, statisticsWindow, parseCalendarDate } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { payments } from "../../payments/index.ts";
import { orders } from "../../orders/index.ts";

type Comparison = { current: number; previous: number };

/** Local calendar day of a moment, as the seller lived it ("2026-11-24"). */
const localDay = (column: SQL | typeof payments.settledAt, timeZone: string) =>
  sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;

const dayStart = (isoDate: string, timeZone: string): Date =>
  startOfDayIn(parseCalendarDate(isoDate)!, timeZone);

/**
 * The seller's sales figures for the last N days against the N days before, read from the payment
 * log the money path writes (successful charges and refunds, by when they settled): revenue and
 * refunds per currency with revenue per day, orders (by their first successful payment) and new
 * buyers (by their first paid order with this seller, by email). Live and test mode never mix.
 */
export async function showSalesStatistics(
  deps: Deps,
  sellerId: number,
  q: home.StatisticsQuery,
): Promise<home.SalesStatistics> {
  const window = statisticsWindow(deps.clock.now(), q.days, q.time_zone);
  const from = dayStart(window.previousDays[0]!, q.time_zone);
  const till = window.days[window.days.length - 1]!;
  const endAt = dayStart(window.after, q.time_zone);
  const testMode = q.mode === "test";
  const successful = and(
    eq(payments.sellerId, sellerId),
    eq(payments.state, "successful"),
    eq(payments.testMode, testMode),
  );

  // The first successful charge of each order, and of each buyer (by email), before the window ends.
  const firstOfOrder = deps.db
    .select({ first: sql<Date>`min(${payments.settledAt})`.as("first") })
    .from(payments)
    .where(and(successful, eq(payments.kind, "charge")))
    .groupBy(payments.orderId)
    .as("first_of_order");
  const firstOfBuyer = deps.db
    .select({ first: sql<Date>`min(${payments.settledAt})`.as("first") })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(successful, eq(payments.kind, "charge")))
    .groupBy(sql`lower(${orders.payer}->>'email')`)
    .as("first_of_buyer");
  const firstsByDay = <A extends string>(table: SubqueryWithSelection<{ first: SQL.Aliased<Date> }, A>) =>
    deps.db
      .select({ day: localDay(sql`${table.first}`, q.time_zone), n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(gte(table.first, from), lt(table.first, endAt)))
      .groupBy(sql`1`);

  const [money, orderDays, buyerDays] = await Promise.all([
    deps.db
      .select({
        day: localDay(payments.settledAt, q.time_zone),
        currency: payments.currency,
        kind: payments.kind,
        amount: sql<number>`sum(${payments.amount})::bigint`.mapWith(Number),
        n: sql<number>`count(*)::int`,
      })
      .from(payments)
      .where(
        and(
          successful,
          inArray(payments.kind, ["charge", "refund"]),
          gte(payments.settledAt, from),
          lt(payments.settledAt, endAt),
        ),
      )
      // By position: the day expression carries the time zone as a parameter of its own.
      .groupBy(sql`1`, sql`2`, sql`3`),
    firstsByDay(firstOfOrder),
    firstsByDay(firstOfBuyer),
  ]);

  const current = new Set(window.days);
  const previous = new Set(window.previousDays);
  const compare = (rows: { day: string; value: number }[]): Comparison => ({
    current: rows.filter((r) => current.has(r.day)).reduce((sum, r) => sum + r.value, 0),
    previous: rows.filter((r) => previous.has(r.day)).reduce((sum, r) => sum + r.value, 0),
  });
  const currencies = [...new Set(money.map((r) => r.currency))].sort();
  return {
    days: q.days,
    mode: q.mode,
    time_zone: q.time_zone,
    from: window.days[0]!,
    till,
    previous_from: window.previousDays[0]!,
    previous_till: window.previousDays[window.previousDays.length - 1]!,
    orders: compare(orderDays.map((r) => ({ day: r.day, value: r.n }))),
    new_buyers: compare(buyerDays.map((r) => ({ day: r.day, value: r.n }))),
    refund_count: compare(money.filter((r) => r.kind === "refund").map((r) => ({ day: r.day, value: r.n }))),
    currencies: currencies.map((currency) => {
      const of = (kind: string) =>
        money
          .filter((r) => r.currency === currency && r.kind === kind)
          .map((r) => ({ day: r.day, value: Number(r.amount) }));
      const charges = of("charge");
      return {
        currency,
        revenue: compare(charges),
        refunds: compare(of("refund")),
        daily: window.days.map((date) => ({
          date,
          revenue: charges.filter((r) => r.day === date).reduce((sum, r) => sum + r.value, 0),
        })),
      };
    }),
  };
}
