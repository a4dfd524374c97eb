import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import { PRODUCT_NOT_READY_REASONS } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { warningCondition } from "../product-facts.ts";
import { reviewSubmittedAt } from "../review-requests.ts";
import { loadSeller } from "../seller-context.ts";
import { products } from "../tables.ts";
import { productViews } from "../views/product.ts";

export interface CatalogSummary {
  canSell: boolean;
  products: number;
  publishedProducts: number;
  /** Products in review (oldest request first), rejected ones, then those with a warning. */
  attention: { product: catalog.Product; submittedAt: Date | null }[];
  attentionCount: number;
}

const REVIEW_FIRST = sql`CASE ${products.reviewState} WHEN 'in_review' THEN 0 WHEN 'rejected' THEN 1 ELSE 2 END`;

/**
 * What the seller's home shows of the catalog: whether they can sell, how many products exist
 * and are published, and the products that need their attention — in review or rejected (the
 * home says so even where the list hides review warnings from sellers who are not power
 * sellers), or showing a list warning (the same SQL the list's warning filter runs).
 */
export async function showCatalogSummary(
  deps: Deps,
  sellerId: number,
  limit: number,
): Promise<CatalogSummary> {
  const seller = await loadSeller(deps.db, sellerId);
  const now = deps.clock.now();
  const warnings = PRODUCT_NOT_READY_REASONS.filter((reason) => reason !== "is_archived").map((reason) =>
    warningCondition(deps.db, reason, seller, seller.powerSeller, now),
  );
  const attention = and(
    eq(products.sellerId, sellerId),
    eq(products.archived, false),
    or(inArray(products.reviewState, ["in_review", "rejected"]), ...warnings),
  );
  const [[counts], rows, [attentionCount]] = await Promise.all([
    deps.db
      .select({
        all: sql<number>`count(*)::int`,
        published: sql<number>`(count(*) FILTER (WHERE ${products.state} = 'published'))::int`,
      })
      .from(products)
      .where(eq(products.sellerId, sellerId)),
    deps.db
      .select({ product: products, submittedAt: reviewSubmittedAt })
      .from(products)
      .where(attention)
      .orderBy(asc(REVIEW_FIRST), asc(reviewSubmittedAt), desc(products.updatedAt), desc(products.id))
      .limit(limit),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(attention),
  ]);
  const views = await productViews(
    deps,
    deps.db,
    rows.map((r) => r.product),
    { depth: "list" },
  );
  return {
    canSell: seller.canSell,
    products: Number(counts?.all ?? 0),
    publishedProducts: Number(counts?.published ?? 0),
    attention: views.map((product, i) => ({ product, submittedAt: rows[i]!.submittedAt })),
    attentionCount: Number(attentionCount?.n ?? 0),
  };
}
