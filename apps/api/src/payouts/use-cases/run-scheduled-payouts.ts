import { and, eq, ne, notExists, sql } from "drizzle-orm";
import { isoWeekday, isoWeekKey } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { payeeOf } from "../payee.ts";
import { payoutSettings, payouts } from "../tables.ts";
import { createPayout } from "./create-payout.ts";

/** Payees looked at per tick; the next tick continues (each payout is its own transaction). */
const BATCH = 200;

/**
 * The ticker's work: every payee on a weekly or monthly schedule whose day has come in the current
 * period and who has no payout for it yet gets one (or stays held, and is looked at again next
 * tick until the period ends). Running twice, on two workers, or again after a crash creates
 * nothing twice: createPayout is unique per period under the payee's lock. Answers how many it made.
 */
export async function runScheduledPayouts(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const week = isoWeekKey(now);
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const s = payoutSettings;
  const period = sql`case ${s.schedule} when 'weekly' then ${week} else ${month} end`;
  const due = await deps.db
    .select({ payee: s.payee, currency: s.currency, period: sql<string>`${period}` })
    .from(s)
    .where(
      and(
        ne(s.schedule, "manual"),
        sql`${s.day} <= case ${s.schedule} when 'weekly' then ${isoWeekday(now)}::int else ${now.getUTCDate()}::int end`,
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(payouts)
            .where(
              and(
                eq(payouts.payee, s.payee),
                eq(payouts.currency, s.currency),
                eq(payouts.periodKey, period),
              ),
            ),
        ),
      ),
    )
    .orderBy(s.id)
    .limit(BATCH);
  let created = 0;
  for (const row of due) {
    const payee = payeeOf(row.payee);
    if (!payee) continue;
    try {
      const result = await createPayout(deps, payee, row.currency, row.period);
      if (result.created) created += 1;
    } catch (err) {
      // One payee's failure must not stop the others; the next tick tries it again.
      deps.log.error({ err, payee: row.payee }, "scheduled payout failed");
    }
  }
  return created;
}
