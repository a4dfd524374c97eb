import type { z } from "zod";
import { and, eq, gte, ilike, lte, or, type SQL } from "drizzle-orm";
import type { admin } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy, tillInclusive } from "../../platform/db/list.ts";
import { emailLogs } from "../tables.ts";

/** Every mail the platform sent, for managers (support, and demo installations without SMTP). */
export async function listEmailLogs(deps: Deps, q: z.infer<typeof admin.adminEmailLogsQuery>) {
  const where: (SQL | undefined)[] = [];
  if (q.query)
    where.push(or(ilike(emailLogs.to, likePattern(q.query)), ilike(emailLogs.subject, likePattern(q.query))));
  if (q.template) where.push(eq(emailLogs.template, q.template));
  if (q.state) where.push(eq(emailLogs.state, q.state));
  if (q.created_from) where.push(gte(emailLogs.createdAt, new Date(q.created_from)));
  if (q.created_till) where.push(lte(emailLogs.createdAt, tillInclusive(q.created_till)));
  const condition = and(...where);
  const sortColumn = q.sort_key === "id" ? emailLogs.id : emailLogs.createdAt;
  return listPage(deps.db, {
    table: emailLogs,
    where: condition,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select()
        .from(emailLogs)
        .where(condition)
        .orderBy(...orderBy(sortColumn, emailLogs.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      return rows.map((m) => ({
        id: m.id,
        token: m.token,
        to: m.to,
        subject: m.subject,
        template: m.template,
        locale: m.locale,
        state: m.state,
        created_at: m.createdAt.toISOString(),
        sent_at: m.sentAt?.toISOString() ?? null,
      }));
    },
  });
}
