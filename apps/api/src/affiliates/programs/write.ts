import { and, eq, inArray } from "drizzle-orm";
import type { affiliates } from "@sellwerk/contracts";
import { percentToBps } from "@sellwerk/domain";
import type { Executor } from "../../platform/db/client.ts";
import { fieldFail, type Failure } from "../../platform/result.ts";
import { products } from "../../catalog/tables.ts";
import type { affiliatePrograms } from "../tables.ts";
import { affiliateProgramProducts } from "../tables.ts";

// What create and update share: the body as columns, the per-product commissions of the seller's
// own products only. The body's bounds were checked by the contract (validateProgram).

export function programColumns(body: affiliates.AffiliateProgramBody) {
  return {
    name: body.name,
    form: body.form,
    scope: body.scope,
    commissions: body.commissions.map(percentToBps),
    bonus: percentToBps(body.bonus),
    commissionDuration: body.commission_duration,
    // Days mean something only for the fixed duration; kept null otherwise so no rule reads stale days.
    lifetimeDuration: body.commission_duration === "fixed" ? body.lifetime_duration : null,
    cookiesExpire: body.cookies_expire,
    provisionFromBrutto: body.provision_from_brutto,
    disableLandingPage: body.disable_landing_page,
    landingBody: body.landing_body,
    redirectionUrl: body.redirection_url,
    forwardUrlParams: body.forward_url_params,
    embedFormsAllowed: body.embed_forms_allowed,
    affiliateRedirectionsAllowed: body.affiliate_redirections_allowed,
    affiliateMarketplaceProduct: body.affiliate_marketplace_product,
  } satisfies Partial<typeof affiliatePrograms.$inferInsert>;
}

/** The first per-product commission naming a product that is not the seller's, as a field failure. */
export async function foreignProduct(
  ex: Executor,
  sellerId: number,
  body: affiliates.AffiliateProgramBody,
): Promise<Failure | null> {
  const wanted = productCommissionsOf(body).map((p) => p.product_id);
  if (wanted.length === 0) return null;
  const own = await ex
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, wanted)));
  const ownIds = new Set(own.map((p) => p.id));
  const index = wanted.findIndex((id) => !ownIds.has(id));
  return index < 0 ? null : fieldFail(`product_commissions.${index}.product_id`, "unknown_product");
}

/** Per-product commissions count only in a with_products program. */
function productCommissionsOf(body: affiliates.AffiliateProgramBody) {
  return body.scope === "with_products" ? body.product_commissions : [];
}

/** Replaces the program's per-product commissions with the body's. */
export async function writeProductCommissions(
  ex: Executor,
  programId: number,
  body: affiliates.AffiliateProgramBody,
): Promise<void> {
  await ex.delete(affiliateProgramProducts).where(eq(affiliateProgramProducts.programId, programId));
  const rows = productCommissionsOf(body).map((p) => ({
    programId,
    productId: p.product_id,
    commissions: p.commissions.map(percentToBps),
  }));
  if (rows.length > 0) await ex.insert(affiliateProgramProducts).values(rows);
}
