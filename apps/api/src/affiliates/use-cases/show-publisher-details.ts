import { and, asc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { affiliates } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { users } from "../../identity/index.ts";
import { affiliateNodes as n, affiliatePrograms as p, publisherProfiles } from "../tables.ts";
import { affiliateLink, platformAffiliateLink, recruitLink, sellerNameSql } from "../publish-views.ts";

/**
 * The publisher's account details (/publish/details): their id, the links to copy for every
 * program they are active in (archived programs no longer earn), and the platform's own sign-up link.
 */
const sellers = alias(users, "sellers");

export async function showPublisherDetails(
  deps: Deps,
  publisherId: number,
): Promise<affiliates.PublisherDetails> {
  const base = deps.config.publicUrl;
  const [me] = await deps.db
    .select({ email: users.email, name: sellerNameSql(), displayName: publisherProfiles.displayName })
    .from(users)
    .leftJoin(publisherProfiles, eq(publisherProfiles.userId, users.id))
    .where(eq(users.id, publisherId));
  const programs = await deps.db
    .select({
      id: p.id,
      name: p.name,
      form: p.form,
      sellerName: sellerNameSql(sellers),
    })
    .from(n)
    .innerJoin(p, eq(p.id, n.programId))
    .innerJoin(sellers, eq(sellers.id, p.sellerId))
    .where(and(eq(n.publisherId, publisherId), eq(n.state, "accepted"), isNull(p.archivedAt)))
    .orderBy(asc(p.name), asc(p.id));
  return {
    publisher_id: publisherId,
    email: me?.email ?? "",
    name: me?.displayName || me?.name || "",
    platform_affiliate_link: platformAffiliateLink(base, publisherId),
    links: programs.map((program) => ({
      program_id: program.id,
      program_name: program.name,
      seller_name: program.sellerName,
      affiliate_link: affiliateLink(base, program.id, publisherId),
      recruit_link: recruitLink(base, program, publisherId),
    })),
  };
}
