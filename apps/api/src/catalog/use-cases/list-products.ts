import { and, eq, exists, ilike, or, type SQL } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage } from "../../platform/db/list.ts";
import { warningCondition } from "../product-facts.ts";
import { loadSeller } from "../seller-context.ts";
import { productCategoryLinks, products } from "../tables.ts";
import { productPage } from "../repository.ts";
import { productViews } from "../views/product.ts";

const SORT_COLUMNS = {
  id: products.id,
  name: products.name,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
  display_price: products.displayPrice,
  sold_count: products.soldCount,
} as const;

/** The cabinet product list (spec core §3 columns, §4 warnings): one page, its facts in a few queries. */
export async function listProducts(deps: Deps, sellerId: number, q: catalog.ProductsQuery) {
  const seller = await loadSeller(deps.db, sellerId);
  const where: (SQL | undefined)[] = [
    eq(products.sellerId, sellerId),
    eq(products.archived, q.archived ?? false),
  ];
  if (q.form) where.push(eq(products.form, q.form));
  if (q.state) where.push(eq(products.state, q.state));
  if (q.category_id)
    where.push(
      exists(
        deps.db
          .select({ one: productCategoryLinks.productId })
          .from(productCategoryLinks)
          .where(
            and(
              eq(productCategoryLinks.productId, products.id),
              eq(productCategoryLinks.categoryId, q.category_id),
            ),
          ),
      ),
    );
  if (q.query) {
    const pattern = likePattern(q.query);
    const id = /^\d{1,15}$/.test(q.query) ? Number(q.query) : undefined;
    where.push(
      or(
        ilike(products.name, pattern),
        ilike(products.internalName, pattern),
        id ? eq(products.id, id) : undefined,
      ),
    );
  }
  if (q.warning)
    where.push(warningCondition(deps.db, q.warning, seller, seller.powerSeller, deps.clock.now()));
  const condition = and(...where);

  return listPage(deps.db, {
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
      return productViews(deps, deps.db, rows, { depth: "list" });
    },
  });
}
