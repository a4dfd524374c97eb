import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { users } from "../../identity/tables.ts";
import { products } from "../../catalog/tables.ts";
import { affiliatePrograms } from "../tables.ts";

/**
 * Where an affiliate link sends the buyer: the program's redirection URL when the seller set one,
 * else the product's checkout page (a product of the program's seller), else the seller's shop.
 * Null: no live program of that id, so there is nowhere to go.
 */
export async function linkTarget(
  deps: Deps,
  programId: number,
  productId: number | undefined,
): Promise<{ url: string; forwardParams: boolean } | null> {
  const [row] = await deps.db
    .select({
      username: users.username,
      slug: products.slug,
      redirectionUrl: affiliatePrograms.redirectionUrl,
      forwardParams: affiliatePrograms.forwardUrlParams,
    })
    .from(affiliatePrograms)
    .innerJoin(users, eq(users.id, affiliatePrograms.sellerId))
    .leftJoin(
      products,
      and(eq(products.id, productId ?? 0), eq(products.sellerId, affiliatePrograms.sellerId)),
    )
    .where(and(eq(affiliatePrograms.id, programId), isNull(affiliatePrograms.archivedAt)));
  if (!row) return null;
  const shop = `/s/${encodeURIComponent(row.username)}`;
  const url = row.redirectionUrl || (row.slug ? `${shop}/${encodeURIComponent(row.slug)}` : shop);
  return { url, forwardParams: row.forwardParams };
}

/** The target with the link's own query (utm_* and the like) appended, the link's product_id left out. */
export function withForwardedParams(url: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (key !== "product_id" && typeof value === "string") params.append(key, value);
  const extra = params.toString();
  if (!extra) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${extra}`;
}
