import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client.ts";
import { idArray } from "../../platform/db/bulk.ts";
import { platformAffiliateReferrals } from "../tables.ts";

/**
 * The publisher who recruited each seller (platform_affiliate), for sellers that have one. Only
 * asked when the installation takes a sale fee: without a fee there is no share to pay.
 */
export async function platformReferrersOf(
  ex: Executor,
  sellerIds: readonly number[],
): Promise<Map<number, number>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await ex
    .select({
      sellerId: platformAffiliateReferrals.sellerId,
      publisherId: platformAffiliateReferrals.publisherId,
    })
    .from(platformAffiliateReferrals)
    .where(sql`${platformAffiliateReferrals.sellerId} = ANY(${idArray([...new Set(sellerIds)])})`);
  return new Map(rows.map((r) => [Number(r.sellerId), Number(r.publisherId)]));
}
