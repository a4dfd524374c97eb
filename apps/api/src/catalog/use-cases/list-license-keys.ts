import type { z } from "zod";
import { and, eq, ilike } from "drizzle-orm";
import type { catalogFiles } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { likePattern, listPage, orderBy } from "../../platform/db/list.ts";
import { licenseKeys } from "../tables.ts";
import { findOwnProductOf } from "../edit-product.ts";
import { LICENSE_KEY_FORMS, savedFormat, stockOf } from "../license-keys/pool.ts";

const SORT = { id: licenseKeys.id, key: licenseKeys.key, created_at: licenseKeys.createdAt } as const;

/** A page of the key pool (filter by state, search by key), with the stock and the saved format. */
export async function listLicenseKeys(
  deps: Deps,
  sellerId: number,
  productId: number,
  q: z.infer<typeof catalogFiles.licenseKeysQuery>,
): Promise<Result<z.infer<typeof catalogFiles.licenseKeysAnswer>>> {
  const product = await findOwnProductOf(deps, sellerId, productId, LICENSE_KEY_FORMS);
  if (!product) return fail("NOT_FOUND");
  const where = and(
    eq(licenseKeys.productId, productId),
    q.state ? eq(licenseKeys.state, q.state) : undefined,
    q.query ? ilike(licenseKeys.key, likePattern(q.query)) : undefined,
  );
  const page = await listPage(deps.db, {
    table: licenseKeys,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select()
        .from(licenseKeys)
        .where(where)
        .orderBy(...orderBy(SORT[q.sort_key], licenseKeys.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        key: r.key,
        state: r.state as (typeof catalogFiles.LICENSE_KEY_STATES)[number],
        source: r.source,
        created_at: r.createdAt.toISOString(),
        assigned_at: r.assignedAt?.toISOString() ?? null,
      }));
    },
  });
  return ok({
    ...page,
    stock: await stockOf(deps.db, productId),
    format: savedFormat(product),
    product_version: product.version,
  });
}
