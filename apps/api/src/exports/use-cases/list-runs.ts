import { and, eq, ilike, type SQL } from "drizzle-orm";
import type { exportJobs } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/http/errors.ts";
import { likePattern, listTable } from "../../platform/db/list.ts";
import { exportRuns } from "../tables.ts";
import { runView } from "../views.ts";

const SORT_COLUMNS = { created_at: exportRuns.createdAt, id: exportRuns.id } as const;

/** The seller's export runs (asked for now and scheduled), by schedule, list and state, searched by period. */
export async function listRuns(deps: Deps, sellerId: number, q: exportJobs.RunsQuery) {
  const t = exportRuns;
  const conditions: (SQL | undefined)[] = [
    eq(t.sellerId, sellerId),
    q.schedule_id ? eq(t.scheduleId, q.schedule_id) : undefined,
    q.list ? eq(t.list, q.list) : undefined,
    q.state ? eq(t.state, q.state) : undefined,
    q.query ? ilike(t.periodKey, likePattern(q.query)) : undefined,
  ];
  const where = and(...conditions);
  return listTable(deps.db, {
    table: t,
    where,
    request: q,
    sort: SORT_COLUMNS[q.sort_key],
    view: (rows) => rows.map(runView),
  });
}

/** One run of the seller; another seller's is not found (404). */
export async function findRun(deps: Deps, sellerId: number, id: number) {
  const [row] = await deps.db
    .select()
    .from(exportRuns)
    .where(and(eq(exportRuns.id, id), eq(exportRuns.sellerId, sellerId)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}
