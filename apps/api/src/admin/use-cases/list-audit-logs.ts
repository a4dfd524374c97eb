import type { z } from "zod";
import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { admin } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy } from "../../platform/db/list.ts";
import { users } from "../../identity/index.ts";
import { auditLogs } from "../tables.ts";

export async function listAuditLogs(deps: Deps, q: z.infer<typeof admin.auditLogsQuery>) {
  const where: (SQL | undefined)[] = [];
  if (q.manager_id) where.push(eq(auditLogs.managerId, q.manager_id));
  if (q.user_id) where.push(eq(auditLogs.userId, q.user_id));
  if (q.query)
    where.push(
      or(ilike(auditLogs.action, likePattern(q.query)), ilike(auditLogs.path, likePattern(q.query))),
    );
  const condition = and(...where);
  const managers = alias(users, "managers");
  const sortColumn = q.sort_key === "id" ? auditLogs.id : auditLogs.createdAt;
  return listPage(deps.db, {
    table: auditLogs,
    where: condition,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select({ log: auditLogs, managerEmail: managers.email, userEmail: users.email })
        .from(auditLogs)
        .innerJoin(managers, eq(managers.id, auditLogs.managerId))
        .innerJoin(users, eq(users.id, auditLogs.userId))
        .where(condition)
        .orderBy(...orderBy(sortColumn, auditLogs.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.log.id,
        manager_id: r.log.managerId,
        manager_email: r.managerEmail,
        user_id: r.log.userId,
        user_email: r.userEmail,
        action: r.log.action,
        method: r.log.method,
        path: r.log.path,
        status_code: r.log.statusCode,
        created_at: r.log.createdAt.toISOString(),
      }));
    },
  });
}
