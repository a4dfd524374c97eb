import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { orderBy } from "../platform/db/list.ts";
import type { Executor } from "../platform/db/client.ts";
import { fail, ok, type Result } from "../platform/result.ts";
import { products } from "./tables.ts";

export type ProductRow = typeof products.$inferSelect;

/** A product of the acting seller; another seller's product does not exist for this caller. */
export async function findOwnProduct(
  ex: Executor,
  sellerId: number,
  productId: number,
): Promise<ProductRow | undefined> {
  const [row] = await ex
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  return row;
}

/**
 * Claims the next version of a product inside a write transaction. Two editors saving the same
 * product: the second names a version that is gone and gets CONFLICT, nothing is overwritten.
 * The row stays locked until the transaction ends, so parts written after this call are consistent.
 */
export async function touchProduct(
  tx: Executor,
  sellerId: number,
  productId: number,
  version: number,
  changes: Partial<typeof products.$inferInsert> = {},
): Promise<Result<ProductRow>> {
  const [row] = await tx
    .update(products)
    .set({ ...changes, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId), eq(products.version, version)))
    .returning();
  if (row) return ok(row);
  return (await findOwnProduct(tx, sellerId, productId)) ? fail("CONFLICT") : fail("NOT_FOUND");
}

/** One page of products matching a list's condition, in its sort order (ties broken by id). */
export function productPage(
  ex: Executor,
  condition: SQL | undefined,
  sort: { column: PgColumn; dir: "asc" | "desc" },
  page: { limit: number; offset: number },
): Promise<ProductRow[]> {
  return ex
    .select()
    .from(products)
    .where(condition)
    .orderBy(...orderBy(sort.column, products.id, sort.dir))
    .limit(page.limit)
    .offset(page.offset);
}
