import { and, asc, eq, inArray } from "drizzle-orm";
import type { catalog } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { productCategories, productCategoryLinks } from "./tables.ts";
import { categoryTree, type CategoryRow } from "./views/category.ts";

// Queries shared by the category use-cases.

/** The seller's categories, locked when `lock` is set so concurrent moves cannot form a loop. */
export async function sellerCategories(ex: Executor, sellerId: number, lock = false): Promise<CategoryRow[]> {
  const query = ex
    .select()
    .from(productCategories)
    .where(eq(productCategories.sellerId, sellerId))
    .orderBy(asc(productCategories.id));
  return lock ? query.for("update") : query;
}

export async function categoriesView(
  ex: Executor,
  rows: readonly CategoryRow[],
): Promise<catalog.Category[]> {
  const links = rows.length
    ? await ex
        .select()
        .from(productCategoryLinks)
        .where(
          inArray(
            productCategoryLinks.categoryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(productCategoryLinks.productId))
    : [];
  const productIds = new Map<number, number[]>();
  for (const l of links) productIds.set(l.categoryId, [...(productIds.get(l.categoryId) ?? []), l.productId]);
  return categoryTree(rows, productIds);
}

/** One category as the tree shows it (depth counted from its ancestors). */
export async function categoryView(ex: Executor, sellerId: number, id: number): Promise<catalog.Category> {
  const tree = await categoriesView(ex, await sellerCategories(ex, sellerId));
  return tree.find((c) => c.id === id)!;
}

export const ownCategory = (sellerId: number, id: number) =>
  and(eq(productCategories.id, id), eq(productCategories.sellerId, sellerId));
