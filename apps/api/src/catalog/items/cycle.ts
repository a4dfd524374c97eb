import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client.ts";
import { productItems, products } from "../tables.ts";

/** Which products each of a seller's bundles and memberships includes (only these have edges). */
export async function itemGraph(ex: Executor, sellerId: number): Promise<Map<number, number[]>> {
  const edges = await ex
    .select({ from: productItems.productId, to: productItems.itemId })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.productId))
    .where(eq(products.sellerId, sellerId));
  const graph = new Map<number, number[]>();
  for (const { from, to } of edges) graph.set(from, [...(graph.get(from) ?? []), to]);
  return graph;
}

/**
 * The first candidate that already includes `productId`, directly or through nested bundles:
 * including it would make the product contain itself. Visited products are not walked twice.
 */
export function itemLeadingBack(
  graph: ReadonlyMap<number, readonly number[]>,
  productId: number,
  candidates: readonly number[],
): number | undefined {
  return candidates.find((start) => {
    const seen = new Set<number>();
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (id === productId) return true;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.get(id) ?? []));
    }
    return false;
  });
}

/**
 * Serialises changes to one seller's item graph: two editors adding A to B and B to A at once
 * would each see no cycle. Held until the transaction ends.
 */
export async function lockItemGraph(ex: Executor, sellerId: number): Promise<void> {
  await ex.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`product_items:${sellerId}`}, 0))`);
}
