import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy, tillInclusive } from "../../platform/db/list.ts";
import { users } from "../../identity/tables.ts";
import { legitimations } from "../tables.ts";
import { documentCounts } from "../views.ts";

/** Steps in which a legitimation waits for a manager (the admin home counts them). */
export const WAITING_STEPS = ["in_review", "registered"] as const;

/** Filters shared with the bank accounts list: the seller searched by email or name. */
export function sellerSearch(query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  const p = likePattern(query);
  return or(ilike(users.email, p), ilike(users.firstName, p), ilike(users.lastName, p));
}

/** The manager's legitimations tab: filtered, sorted, paged, with a capped count. */
export async function listLegitimations(deps: Deps, q: verification.AdminLegitimationsQuery) {
  const where = and(
    q.step ? eq(legitimations.step, q.step) : undefined,
    q.waiting ? inArray(legitimations.step, [...WAITING_STEPS]) : undefined,
    q.admin_state ? eq(legitimations.adminState, q.admin_state) : undefined,
    q.legal_form ? eq(legitimations.legalForm, q.legal_form) : undefined,
    q.seller_id ? eq(legitimations.sellerId, q.seller_id) : undefined,
    q.requested_from ? gte(legitimations.requestedAt, new Date(q.requested_from)) : undefined,
    q.requested_till ? lte(legitimations.requestedAt, tillInclusive(q.requested_till)) : undefined,
    q.query
      ? inArray(
          legitimations.sellerId,
          deps.db.select({ id: users.id }).from(users).where(sellerSearch(q.query)),
        )
      : undefined,
  );
  const sortColumn = {
    requested_at: sql`coalesce(${legitimations.requestedAt}, ${legitimations.createdAt})`,
    updated_at: legitimations.updatedAt,
    id: legitimations.id,
  }[q.sort_key];
  return listPage(deps.db, {
    table: legitimations,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select({
          row: legitimations,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(legitimations)
        .innerJoin(users, eq(users.id, legitimations.sellerId))
        .where(where)
        .orderBy(...orderBy(sortColumn, legitimations.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      const counts = await documentCounts(
        deps.db,
        rows.map((r) => r.row.id),
      );
      return rows.map(({ row, email, firstName, lastName }) => ({
        id: row.id,
        seller_id: row.sellerId,
        seller_email: email,
        seller_name: `${firstName} ${lastName}`.trim(),
        legal_form: row.legalForm as verification.AdminLegitimationItem["legal_form"],
        step: row.step as verification.AdminLegitimationItem["step"],
        admin_state: row.adminState as verification.AdminLegitimationItem["admin_state"],
        company: (row.headQuarter?.company as string | undefined) ?? null,
        documents_count: counts.get(row.id) ?? 0,
        requested_at: row.requestedAt?.toISOString() ?? null,
        decided_at: row.decidedAt?.toISOString() ?? null,
        updated_at: row.updatedAt.toISOString(),
      }));
    },
  });
}
