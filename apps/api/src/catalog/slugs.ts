import { and, eq, like, or } from "drizzle-orm";
import { nextFreeSlug, slugify } from "@sellwerk/domain";
import type { Executor } from "../platform/db/client.ts";
import type { ProductRow } from "./repository.ts";
import { products } from "./tables.ts";

type NewProduct = typeof products.$inferInsert;

/** The seller's slugs that a new slug from `base` could collide with (base, base-2 …). */
async function takenSlugs(ex: Executor, sellerId: number, base: string): Promise<Set<string>> {
  const rows = await ex
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        // Slugs are [a-z0-9-] only, so the base needs no LIKE escaping.
        or(eq(products.slug, base), like(products.slug, `${base}-%`)),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

/**
 * Inserts a product under the first free slug derived from its name. Two creates racing for the
 * same slug meet at the unique index; the loser skips the taken slug and takes the next one.
 */
export async function insertWithFreeSlug(
  ex: Executor,
  values: Omit<NewProduct, "slug">,
): Promise<ProductRow> {
  const base = slugify(values.name);
  const taken = await takenSlugs(ex, values.sellerId, base);
  for (;;) {
    const slug = nextFreeSlug(base, taken);
    const [row] = await ex
      .insert(products)
      .values({ ...values, slug })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    taken.add(slug);
  }
}

/** Whether another product of the seller already uses the slug. */
export async function slugTaken(
  ex: Executor,
  sellerId: number,
  slug: string,
  exceptId: number,
): Promise<boolean> {
  const rows = await ex
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.slug, slug)));
  return rows.some((r) => r.id !== exceptId);
}
