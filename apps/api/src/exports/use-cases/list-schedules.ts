import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { exportJobs } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { likePattern, listPage, orderBy } from "../../platform/db/list.ts";
import { exportSchedules } from "../tables.ts";
import { scheduleView } from "../views.ts";
import { lastRuns } from "./find-schedule.ts";

const SORT_COLUMNS = { created_at: exportSchedules.createdAt, id: exportSchedules.id } as const;

/** The seller's schedules with their newest run, filtered by list and state, searched by recipient. */
export async function listSchedules(deps: Deps, sellerId: number, q: exportJobs.SchedulesQuery) {
  const t = exportSchedules;
  const conditions: (SQL | undefined)[] = [
    eq(t.sellerId, sellerId),
    q.list ? eq(t.list, q.list) : undefined,
    q.state ? eq(t.state, q.state) : undefined,
    q.query ? ilike(sql`${t.recipients}::text`, likePattern(q.query)) : undefined,
  ];
  const where = and(...conditions);
  return listPage(deps.db, {
    table: t,
    where,
    request: q,
    fetch: async ({ limit, offset }) => {
      const rows = await deps.db
        .select()
        .from(t)
        .where(where)
        .orderBy(...orderBy(SORT_COLUMNS[q.sort_key], t.id, q.sort_dir))
        .limit(limit)
        .offset(offset);
      const runs = await lastRuns(
        deps.db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => scheduleView(r, runs.get(r.id)));
    },
  });
}
