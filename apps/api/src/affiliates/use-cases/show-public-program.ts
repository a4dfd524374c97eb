import { and, eq, isNull } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import {
  bpsToPercent,
  commissionText,
  DEFAULT_LANDING_BODY,
  renderLandingBody,
  type Locale,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { users } from "../../identity/index.ts";
import { affiliatePrograms } from "../tables.ts";

/**
 * The program as its public landing page shows it (spec call GET /common/affiliate_programs/{id}):
 * the text with {program} {commission} {cookies} filled and {buttons} left for the page's join
 * buttons, or — landing page off — where to go instead; the commission written in the request's
 * language. Archived or unknown: 404.
 */
export async function showPublicProgram(
  deps: Deps,
  programId: number,
  locale: Locale,
): Promise<Result<affiliates.PublicAffiliateProgram>> {
  const [found] = await deps.db
    .select({ program: affiliatePrograms, seller: users })
    .from(affiliatePrograms)
    .innerJoin(users, eq(users.id, affiliatePrograms.sellerId))
    .where(and(eq(affiliatePrograms.id, programId), isNull(affiliatePrograms.archivedAt)));
  if (!found) return fail("NOT_FOUND");
  const { program, seller } = found;
  const commission = commissionText(program.commissions, program.bonus, locale);
  return ok({
    id: program.id,
    name: program.name,
    seller_name: `${seller.firstName} ${seller.lastName}`.trim(),
    seller_username: seller.username,
    form: program.form as affiliates.PublicAffiliateProgram["form"],
    commissions: program.commissions.map((bps, i) => bpsToPercent(i === 0 ? bps + program.bonus : bps)),
    commission_text: commission,
    cookies_expire: program.cookiesExpire,
    commission_duration:
      program.commissionDuration as affiliates.PublicAffiliateProgram["commission_duration"],
    lifetime_duration: program.lifetimeDuration,
    disable_landing_page: program.disableLandingPage,
    landing_body: program.disableLandingPage
      ? null
      : renderLandingBody(program.landingBody ?? DEFAULT_LANDING_BODY, {
          program: program.name,
          commission,
          cookies: String(program.cookiesExpire),
          buttons: "{buttons}",
        }),
    redirection_url: program.disableLandingPage ? program.redirectionUrl : null,
  });
}
