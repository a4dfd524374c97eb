import { and, eq, ilike, type SQL } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage } from "../../platform/db/list.ts";
import { loadSellers } from "../seller-context.ts";
import { products } from "../tables.ts";
import { productPage } from "../repository.ts";
import { productViews } from "../views/product.ts";

const SORT_COLUMNS = {
  id: products.id,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
} as const;

/** The managers' review queue: products by review state (default in_review), oldest first. */
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
      const rows = await productPage(
        deps.db,
        condition,
        { column: SORT_COLUMNS[q.sort_key], dir: q.sort_dir },
        { limit, offset },
      );
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
