import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { catalogFiles } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { productItems, products } from "../tables.ts";

export type IncludedProduct = z.infer<typeof catalogFiles.includedProduct>;

/** Bundles and memberships include other products (the "products" step). */
export const ITEM_FORMS = ["bundle", "membership"] as const;

/** The products a bundle or membership includes, in their order. */
export async function includedProducts(ex: Executor, productId: number): Promise<IncludedProduct[]> {
  return ex
    .select({
      id: products.id,
      name: products.name,
      form: products.form,
      state: products.state,
      archived: products.archived,
      position: productItems.position,
    })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.itemId))
    .where(eq(productItems.productId, productId))
    .orderBy(asc(productItems.position), asc(products.id));
}
