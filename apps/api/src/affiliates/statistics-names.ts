import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../platform/db/client.ts";
import { users } from "../identity/index.ts";
import { products } from "../catalog/tables.ts";
import { affiliatePrograms, publisherProfiles } from "./tables.ts";
import { sellerNameSql } from "./publish-views.ts";

export type NamedThing = "program" | "product" | "seller" | "publisher";

/** The names of a statistics view's rows, in one query. A publisher shows their display name if they set one. */
export async function namesOf(ex: Executor, thing: NamedThing, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows: { id: number; name: string }[] = await (() => {
    switch (thing) {
      case "program":
        return ex
          .select({ id: affiliatePrograms.id, name: affiliatePrograms.name })
          .from(affiliatePrograms)
          .where(inArray(affiliatePrograms.id, ids));
      case "product":
        return ex
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, ids));
      case "seller":
        return ex.select({ id: users.id, name: sellerNameSql() }).from(users).where(inArray(users.id, ids));
      case "publisher":
        return ex
          .select({
            id: users.id,
            name: sql<string>`coalesce(nullif(${publisherProfiles.displayName}, ''), ${sellerNameSql()})`,
          })
          .from(users)
          .leftJoin(publisherProfiles, eq(publisherProfiles.userId, users.id))
          .where(inArray(users.id, ids));
    }
  })();
  return new Map(rows.map((r) => [r.id, r.name]));
}
