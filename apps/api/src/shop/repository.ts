import { and, eq } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { products } from "../catalog/index.ts";

/** A product's cancellation terms (pages step), only when it belongs to the named seller. */
export async function productCancellationTerms(
  ex: Executor,
  sellerId: number,
  productId: number,
): Promise<{ name: string; html: string } | null> {
  const [row] = await ex
    .select({ name: products.name, pages: products.pages })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  if (!row) return null;
  const html = row.pages.cancellation_terms;
  return { name: row.name, html: typeof html === "string" ? html : "" };
}
