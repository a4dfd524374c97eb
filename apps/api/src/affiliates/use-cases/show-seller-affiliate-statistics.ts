import { and, eq } from "drizzle-orm";
import { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { affiliateClicks as clicks, affiliateCommissions as c } from "../tables.ts";
import { idsOf, namedRows, periodOf, statisticsFigures } from "../statistics-facts.ts";
import { namesOf, type NamedThing } from "../statistics-names.ts";

/**
 * The seller's affiliate statistics (/cabinet/affiliate_statistics): clicks on links to their
 * programs, the sales publishers brought, and the commissions they owe (every stage; the part
 * still inside the refund window as pending), per program, publisher or product, with the chart's
 * buckets. Only this seller's facts.
 */
export async function showSellerAffiliateStatistics(
  deps: Deps,
  sellerId: number,
  q: affiliates.CabinetAffiliateStatisticsQuery,
): Promise<affiliates.CabinetAffiliateStatistics> {
  const now = deps.clock.now();
  const period = periodOf(q, now, affiliates.AFFILIATE_STATISTICS_DEFAULT_DAYS);
  const [thing, clickKey, commissionKey] = VIEWS[q.view];
  const figures = await statisticsFigures(
    deps.db,
    {
      clicks: eq(clicks.sellerId, sellerId),
      // The platform's share of the seller's fees is the platform's expense, not the seller's.
      commissions: and(eq(c.sellerId, sellerId), eq(c.kind, "seller_program")),
      clickKey,
      commissionKey,
    },
    period,
    now,
  );
  const names = await namesOf(deps.db, thing, idsOf(figures.rows));
  return {
    view: q.view,
    from: period.from,
    to: period.to,
    interval: period.interval,
    time_zone: period.timeZone,
    totals: figures.totals,
    rows: namedRows(figures.rows, names),
    series: figures.series,
  };
}

const VIEWS = {
  programs: ["program", clicks.programId, c.programId],
  publishers: ["publisher", clicks.publisherId, c.publisherId],
  products: ["product", clicks.productId, c.productId],
} as const satisfies Record<affiliates.CabinetStatisticsView, readonly [NamedThing, unknown, unknown]>;
