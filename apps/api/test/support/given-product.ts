import type { ProductType } from "@sellwerk/domain";
import type { Deps } from "../../src/platform/deps.ts";
import { products } from "../../src/catalog/index.ts";

let counter = 0;

/**
 * A product written directly, for tests of one editor step (creating products through the API
 * has tests of its own).
 */
export async function givenProduct(
  deps: Deps,
  sellerId: number,
  form: ProductType,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await deps.db
    .insert(products)
    .values({
      sellerId,
      form,
      name: `${form} ${counter}`,
      slug: `${form}-${counter}-${process.pid}`,
      ...overrides,
    })
    .returning();
  return row!;
}
