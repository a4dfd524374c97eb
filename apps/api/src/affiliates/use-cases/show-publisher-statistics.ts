import { and, eq } from "drizzle-orm";
import { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import {
  affiliateClicks as clicks,
  affiliateCommissions as c,
  platformAffiliateReferrals,
} from "../tables.ts";
import { idsOf, namedRows, periodOf, statisticsFigures, type FactScope } from "../statistics-facts.ts";
import { namesOf, type NamedThing } from "../statistics-names.ts";

/**
 * The publisher's statistics (/publish/statistics): per program, product or seller of the sellers'
 * programs they are in, or (statistics_affiliate) per seller they recruited to the platform, with
 * the chart's buckets. Only the publisher's own clicks and commissions (every stage they earned);
 * sales count the orders they brought (stage 1).
 */
export async function showPublisherStatistics(
  deps: Deps,
  publisherId: number,
  q: affiliates.PublishStatisticsQuery,
): Promise<affiliates.PublishStatistics> {
  const now = deps.clock.now();
  const period = periodOf(q, now, affiliates.AFFILIATE_STATISTICS_DEFAULT_DAYS);
  const platform = q.view === "statistics_affiliate";
  const [thing, clickKey, commissionKey] = VIEWS[q.view];
  const scope: FactScope = {
    // The platform's own program has sign-ups, not clicks on a link.
    clicks: platform ? null : eq(clicks.publisherId, publisherId),
    commissions: and(
      eq(c.publisherId, publisherId),
      eq(c.kind, platform ? "platform_affiliate" : "seller_program"),
    ),
    clickKey,
    commissionKey,
  };
  const figures = await statisticsFigures(deps.db, scope, period, now);
  // Every recruited seller is a row, also before they sold anything.
  const referred = platform
    ? (
        await deps.db
          .select({ id: platformAffiliateReferrals.sellerId })
          .from(platformAffiliateReferrals)
          .where(eq(platformAffiliateReferrals.publisherId, publisherId))
      ).map((r) => r.id)
    : [];
  const names = await namesOf(deps.db, thing, [...idsOf(figures.rows), ...referred]);
  return {
    view: q.view,
    from: period.from,
    to: period.to,
    interval: period.interval,
    time_zone: period.timeZone,
    totals: figures.totals,
    rows: namedRows(figures.rows, names, referred),
    series: figures.series,
  };
}

const VIEWS = {
  statistics_programs: ["program", clicks.programId, c.programId],
  statistics_products: ["product", clicks.productId, c.productId],
  statistics_sellers: ["seller", clicks.sellerId, c.sellerId],
  statistics_affiliate: ["seller", clicks.sellerId, c.sellerId],
} as const satisfies Record<affiliates.PublishStatisticsView, readonly [NamedThing, unknown, unknown]>;
