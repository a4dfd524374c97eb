import { and, eq, ilike, type SQL } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy } from "../../platform/db/list.ts";
import { loadSellers } from "../seller-context.ts";
import { products } from "../tables.ts";
import { reviewSubmittedAt } from "../review-requests.ts";
import { productViews } from "../views/product.ts";

const SORT_COLUMNS = {
  submitted_at: reviewSubmittedAt,
  id: products.id,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
} as const;

/** The managers' review queue: products by review state (default in_review), longest waiting first. */
export async function listProductReviews(deps: Deps, q: catalog.ProductReviewsQuery) {
  const where: (SQL | undefined)[] = [eq(products.reviewState, q.review_state)];
  if (q.seller_id) where.push(eq(products.sellerId, q.seller_id));
  if (q.query) where.push(ilike(products.name, likePattern(q.query)));
  const condition = and(...where);
  return listPage<catalog.ProductReview>(deps.db, {
    table: products,
    where: condition,
    request: q,
    fetch: async ({ limit, offset }) => {
      const found = await deps.db
        .select({ row: products, submittedAt: reviewSubmittedAt })
        .from(products)
        .where(condition)
        .orderBy(...orderBy(SORT_COLUMNS[q.sort_key], products.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      const rows = found.map((f) => f.row);
      const [views, sellers] = await Promise.all([
        productViews(deps, deps.db, rows, { depth: "full", viewerIsPowerSeller: true }),
        loadSellers(
          deps.db,
          rows.map((r) => r.sellerId),
        ),
      ]);
      return views.map((product, i) => {
        const s = sellers.get(rows[i]!.sellerId)!;
        return {
          product,
          submitted_at: found[i]!.submittedAt?.toISOString() ?? null,
          seller: {
            id: s.id,
            username: s.username,
            email: s.email,
            first_name: s.firstName,
            last_name: s.lastName,
            power_seller: s.powerSeller,
          },
        };
      });
    },
  });
}
