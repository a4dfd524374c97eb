import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { catalogFiles } from "@sellwerk/contracts";
import type { Executor } from "../../platform/db/client.ts";
import { licenseKeys, products } from "../tables.ts";
import type { ProductRow } from "../repository.ts";

export type Stock = z.infer<typeof catalogFiles.licenseKeyStock>;

/** Only license-key products have a key pool (the "add license keys" step). */
export const LICENSE_KEY_FORMS = ["license_key"] as const;

/** Rows per INSERT: four parameters each stays far below PostgreSQL's 65,535. */
const CHUNK = 1000;

/** How many keys of the pool are available, reserved by a checkout, or assigned to an order. */
export async function stockOf(ex: Executor, productId: number): Promise<Stock> {
  const rows = await ex
    .select({ state: licenseKeys.state, n: sql<number>`count(*)::int` })
    .from(licenseKeys)
    .where(eq(licenseKeys.productId, productId))
    .groupBy(licenseKeys.state);
  const stock: Stock = { available: 0, reserved: 0, assigned: 0 };
  for (const r of rows) if (r.state in stock) stock[r.state as keyof Stock] = Number(r.n);
  return stock;
}

/**
 * Adds keys to the pool; a key already there is skipped by the unique index (never stored twice,
 * also when two requests add it at once). Answers the keys actually added.
 */
export async function insertKeys(
  ex: Executor,
  productId: number,
  keys: readonly string[],
  source: "upload" | "generated",
): Promise<Set<string>> {
  const added = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await ex
      .insert(licenseKeys)
      .values(keys.slice(i, i + CHUNK).map((key) => ({ productId, key, source })))
      .onConflictDoNothing({ target: [licenseKeys.productId, licenseKeys.key] })
      .returning({ key: licenseKeys.key });
    for (const r of rows) added.add(r.key);
  }
  return added;
}

/** The generator format the seller last used or saved. */
export function savedFormat(product: Pick<ProductRow, "typeSettings">): string | null {
  const format = product.typeSettings.license_key_format;
  return typeof format === "string" ? format : null;
}

/** Remembers the generator format in the product's type settings (the editor offers it again). */
export async function rememberFormat(ex: Executor, productId: number, format: string): Promise<void> {
  await ex
    .update(products)
    .set({
      typeSettings: sql`${products.typeSettings} || jsonb_build_object('license_key_format', ${format}::text)`,
    })
    .where(eq(products.id, productId));
}
