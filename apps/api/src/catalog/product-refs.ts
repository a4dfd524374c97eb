import { and, eq, inArray, ne } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { fieldFail, ok, type Result } from "../platform/result.ts";
import { pricingPlans, productCategories, products } from "./tables.ts";

// Checks that ids a product step names are the seller's own: upsell and order-bump products,
// order-bump plans, categories. Another seller's id is reported like an unknown one.

/**
 * Every id must be another product of the seller (any of the seller's products when `productId`
 * is null, e.g. a coupon's); the first offender is named.
 */
export async function checkOwnOtherProducts(
  ex: Executor,
  sellerId: number,
  productId: number | null,
  ids: readonly number[],
  param: (index: number) => string,
): Promise<Result<void>> {
  if (ids.length === 0) return ok(undefined);
  const rows = await ex
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        productId === null ? undefined : ne(products.id, productId),
        inArray(products.id, [...ids]),
      ),
    );
  const own = new Set(rows.map((r) => r.id));
  const bad = ids.findIndex((id) => !own.has(id));
  return bad === -1 ? ok(undefined) : fieldFail(param(bad), "unknown_product");
}

/** Plans by id, with the product they belong to (callers check that pairing). */
export async function plansOfProducts(
  ex: Executor,
  planIds: readonly number[],
): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await ex
    .select({ id: pricingPlans.id, productId: pricingPlans.productId })
    .from(pricingPlans)
    .where(inArray(pricingPlans.id, [...planIds]));
  return new Map(rows.map((r) => [r.id, r.productId]));
}

export async function checkOwnCategories(
  ex: Executor,
  sellerId: number,
  ids: readonly number[],
  param: (index: number) => string,
): Promise<Result<void>> {
  if (ids.length === 0) return ok(undefined);
  const rows = await ex
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.sellerId, sellerId), inArray(productCategories.id, [...ids])));
  const own = new Set(rows.map((r) => r.id));
  const bad = ids.findIndex((id) => !own.has(id));
  return bad === -1 ? ok(undefined) : fieldFail(param(bad), "invalid_value");
}
