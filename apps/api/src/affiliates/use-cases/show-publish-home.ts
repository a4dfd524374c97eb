import { and, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import { affiliates } from "@sellwerk/contracts";
import { publisherAccount } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { balancesOf } from "../../payouts/index.ts";
import { users } from "../../identity/index.ts";
import { affiliateClicks, affiliateCommissions as c, affiliateNodes as n } from "../tables.ts";
import { commissionRows, commissionView } from "../publish-views.ts";
import { periodOf, statisticsFigures } from "../statistics-facts.ts";

const LATEST = 5;

/**
 * The publisher's home (/publish): clicks, sales, conversion and what they earned in the period
 * (every program, the platform's own included), what is pending and available now — the payouts
 * context's balances of `publisher:{id}`, the same figures the payout reads — the newest
 * commissions, and how many programs they are in and invitations wait for an answer.
 */
export async function showPublishHome(
  deps: Deps,
  publisherId: number,
  q: affiliates.PublishHomeQuery,
): Promise<affiliates.PublishHome> {
  const now = deps.clock.now();
  const period = periodOf(q, now, affiliates.AFFILIATE_STATISTICS_DEFAULT_DAYS);
  // An invitation names the publisher by email until they accept it.
  const invited = or(
    eq(n.publisherId, publisherId),
    and(
      isNull(n.publisherId),
      sql`lower(${n.email}) = (select lower(${users.email}) from ${users} where ${users.id} = ${publisherId})`,
    ),
  );
  const [figures, balances, latest, [programs], [invitations]] = await Promise.all([
    statisticsFigures(
      deps.db,
      {
        clicks: eq(affiliateClicks.publisherId, publisherId),
        commissions: eq(c.publisherId, publisherId),
        // A recruited seller's sale earns the platform's share but is not a sale the publisher's link brought.
        sales: eq(c.kind, "seller_program"),
        clickKey: sql`null`,
        commissionKey: sql`null`,
      },
      period,
      now,
    ),
    balancesOf(deps.db, publisherAccount(publisherId), now),
    commissionRows(deps.db)
      .where(eq(c.publisherId, publisherId))
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(LATEST),
    deps.db
      .select({ n: count() })
      .from(n)
      .where(and(eq(n.publisherId, publisherId), eq(n.state, "accepted"))),
    // A seller's invitation waiting for the publisher (a request of their own waits on the seller).
    deps.db
      .select({ n: count() })
      .from(n)
      .where(and(invited, eq(n.state, "requested"), eq(n.initiator, "seller"))),
  ]);
  const { totals } = figures;
  const currencies = new Map<string, affiliates.PublishHome["currencies"][number]>();
  const at = (currency: string) => {
    let row = currencies.get(currency);
    if (!row)
      currencies.set(currency, (row = { currency, earned: 0, clawed_back: 0, pending: 0, available: 0 }));
    return row;
  };
  for (const m of totals.commissions)
    Object.assign(at(m.currency), { earned: m.amount, clawed_back: m.clawed_back });
  for (const b of balances) Object.assign(at(b.currency), { pending: b.pending, available: b.available });
  return {
    from: period.from,
    to: period.to,
    time_zone: period.timeZone,
    clicks: totals.clicks,
    sales: totals.sales,
    conversion: totals.conversion,
    currencies: [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    latest_commissions: latest.map(commissionView),
    programs_count: programs?.n ?? 0,
    new_invitations_count: invitations?.n ?? 0,
  };
}
