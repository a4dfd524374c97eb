import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client.ts";
import { profiles } from "../../identity/tables.ts";
import { platformAffiliateReferrals } from "../tables.ts";

/**
 * A seller signed up through a publisher's platform link (/users/sign_up?platform_affiliate={id}):
 * the publisher earns a share of the platform fee of the seller's sales from now on. A link naming
 * no publisher (or the seller themselves) records nothing and never stands in the sign-up's way —
 * a broken link should not cost the platform a seller. Answers whether the referral was recorded.
 */
export async function recordPlatformReferral(
  ex: Executor,
  sellerId: number,
  publisherId: number,
): Promise<boolean> {
  if (publisherId === sellerId) return false;
  const [publisher] = await ex
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.userId, publisherId), eq(profiles.type, "publisher")));
  if (!publisher) return false;
  const inserted = await ex
    .insert(platformAffiliateReferrals)
    .values({ sellerId, publisherId })
    .onConflictDoNothing()
    .returning({ sellerId: platformAffiliateReferrals.sellerId });
  return inserted.length > 0;
}
