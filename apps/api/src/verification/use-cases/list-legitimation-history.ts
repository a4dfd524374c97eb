import { alias } from "drizzle-orm/pg-core";
import { and, eq, gte, lte } from "drizzle-orm";
import type { verification } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { listPage, orderBy, tillInclusive } from "../../platform/db/list.ts";
import { users } from "../../identity/tables.ts";
import { legitimationHistory } from "../tables.ts";

/** The old legitimation view: every decision with what it decided on, newest first. */
export async function listLegitimationHistory(deps: Deps, q: verification.LegitimationHistoryQuery) {
  const where = and(
    q.admin_state ? eq(legitimationHistory.adminState, q.admin_state) : undefined,
    q.seller_id ? eq(legitimationHistory.sellerId, q.seller_id) : undefined,
    q.recorded_from ? gte(legitimationHistory.recordedAt, new Date(q.recorded_from)) : undefined,
    q.recorded_till ? lte(legitimationHistory.recordedAt, tillInclusive(q.recorded_till)) : undefined,
  );
  const manager = alias(users, "manager");
  const sortColumn = { recorded_at: legitimationHistory.recordedAt, id: legitimationHistory.id }[q.sort_key];
  return listPage(deps.db, {
    table: legitimationHistory,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select({
          row: legitimationHistory,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          managerEmail: manager.email,
        })
        .from(legitimationHistory)
        .innerJoin(users, eq(users.id, legitimationHistory.sellerId))
        .leftJoin(manager, eq(manager.id, legitimationHistory.decidedBy))
        .where(where)
        .orderBy(...orderBy(sortColumn, legitimationHistory.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map(({ row, email, firstName, lastName, managerEmail }) => ({
        id: row.id,
        legitimation_id: row.legitimationId,
        seller_id: row.sellerId,
        seller_email: email,
        seller_name: `${firstName} ${lastName}`.trim(),
        legal_form: row.legalForm as verification.AdminLegitimationItem["legal_form"],
        step: row.step as verification.AdminLegitimationItem["step"],
        admin_state: row.adminState as verification.AdminLegitimationItem["admin_state"],
        reason: row.reason,
        decided_by_email: managerEmail,
        snapshot: row.snapshot,
        recorded_at: row.recordedAt.toISOString(),
      }));
    },
  });
}
