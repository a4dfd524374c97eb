import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { compiled } from "../platform/db/compiled.ts";
import { productItems, products, type ProductRow } from "../catalog/index.ts";
import { orderLines } from "../orders/tables.ts";
import type { OrderRow } from "../orders/repository.ts";

/** One product an order delivers. */
export interface DeliveryTarget {
  product: ProductRow;
  /** The bundle or membership it came in; null for what the order bought itself (product, bumps). */
  via: ProductRow | null;
}

/** Included products nest at most this deep (the products step forbids cycles; this is a fuse). */
const MAX_DEPTH = 4;

async function itemsOf(ex: Executor, productId: number): Promise<ProductRow[]> {
  const rows = await ex
    .select({ product: products })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.itemId))
    .where(eq(productItems.productId, productId))
    .orderBy(asc(productItems.position), asc(products.id));
  return rows.map((r) => r.product);
}

/** The product an order was bought for and its bumps, each bump with its line; built once (compiled.ts). */
const boughtProducts = compiled((ex: Executor) => {
  const orderId = sql.placeholder("orderId");
  const bumpLine = sql<number | null>`(select min(${orderLines.id}) from ${orderLines}
    where ${and(eq(orderLines.orderId, orderId), eq(orderLines.kind, "bump"), eq(orderLines.productId, products.id))})`;
  return ex
    .select({ product: products, bumpLine })
    .from(products)
    .where(
      or(
        eq(products.id, sql.placeholder("productId")),
        inArray(
          products.id,
          ex
            .select({ id: orderLines.productId })
            .from(orderLines)
            .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, "bump"))),
        ),
      ),
    );
});

/**
 * What an order delivers, in delivery order: the product it was bought for and its order bumps,
 * each preceded by what it includes (bundles and memberships), so a container is delivered after
 * its items and its mail can list them. A product reached twice is delivered once.
 */
export async function deliveryTargets(ex: Executor, order: OrderRow): Promise<DeliveryTarget[]> {
  // The product and its bumps in one statement, each bump with its line (bumps go in line order).
  const rows = await boughtProducts(ex, { orderId: order.id, productId: order.productId });
  const bought = rows.map((r) => r.product);
  const bumpIds = rows
    .filter((r) => r.bumpLine !== null)
    .sort((a, b) => Number(a.bumpLine) - Number(b.bumpLine))
    .map((r) => r.product.id);
  const boughtIds = [...new Set([order.productId, ...bumpIds])];

  const targets: DeliveryTarget[] = [];
  const seen = new Set<number>();
  const visit = async (product: ProductRow, via: ProductRow | null, depth: number): Promise<void> => {
    if (seen.has(product.id)) return;
    seen.add(product.id);
    if (depth < MAX_DEPTH && (product.form === "bundle" || product.form === "membership"))
      for (const item of await itemsOf(ex, product.id)) await visit(item, via ?? product, depth + 1);
    targets.push({ product, via });
  };
  for (const id of boughtIds) {
    const product = bought.find((p) => p.id === id);
    if (product) await visit(product, null, 0);
  }
  return targets;
}
