import { and, asc, eq } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import { bpsToPercent, commissionText, renderLandingBody } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { products } from "../../catalog/tables.ts";
import { affiliateProgramProducts as pp, affiliatePrograms as p } from "../tables.ts";
import { affiliateLink } from "../publish-views.ts";
import { listed, marketplaceRows } from "./list-marketplace-programs.ts";

const MARKETPLACE_PRODUCTS_SHOWN = 100;

/**
 * One marketplace program (/publish/affiliate_marketplace/{id}): the landing text with its
 * placeholders filled ({buttons} stays for the screen's join button), the products with their
 * commissions, and the publisher's node. A program not listed (or archived) is not found.
 */
export async function showMarketplaceProgram(
  deps: Deps,
  publisherId: number,
  programId: number,
): Promise<affiliates.MarketplaceProgramDetail> {
  const { query, view } = marketplaceRows(deps, publisherId);
  const [row] = await query.where(and(listed, eq(p.id, programId)));
  if (!row) throw new AppError("NOT_FOUND");
  const program = row.program;
  const withProducts = program.scope === "with_products";
  const productRows = withProducts
    ? await deps.db
        .select({ id: products.id, name: products.name, commissions: pp.commissions })
        .from(pp)
        .innerJoin(products, eq(products.id, pp.productId))
        .where(eq(pp.programId, program.id))
        .orderBy(asc(products.name), asc(products.id))
    : (
        await deps.db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(
            and(
              eq(products.sellerId, program.sellerId),
              eq(products.state, "published"),
              eq(products.archived, false),
            ),
          )
          .orderBy(asc(products.name), asc(products.id))
          // The page names a seller's products; a huge catalogue shows its first ones (products_count says how many).
          .limit(MARKETPLACE_PRODUCTS_SHOWN)
      ).map((r) => ({ ...r, commissions: program.commissions }));
  const summary = view(row);
  const landing =
    program.disableLandingPage || !program.landingBody
      ? null
      : renderLandingBody(program.landingBody, {
          program: program.name,
          commission: commissionText(program.commissions, program.bonus),
          cookies: String(program.cookiesExpire),
          buttons: "{buttons}",
        });
  return {
    ...summary,
    landing_body: landing,
    products: productRows.map((r) => ({
      id: r.id,
      name: r.name,
      commissions: r.commissions.map(bpsToPercent),
    })),
    affiliate_link:
      summary.node_state === "accepted"
        ? affiliateLink(deps.config.publicUrl, program.id, publisherId)
        : null,
  };
}
