import { and, eq, gt, gte, like, lte, type SQL } from "drizzle-orm";
import type { payouts as contracts } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { listPage, orderBy } from "../../platform/db/list.ts";
import { payoutReconciliations } from "../tables.ts";
import { reconciliationSummaryView } from "../reconciliation-view.ts";

/** The reconciliation runs for managers: one row per day, filtered by day and by differences. */
export async function listReconciliations(deps: Deps, q: contracts.ReconciliationsQuery) {
  const r = payoutReconciliations;
  const where: (SQL | undefined)[] = [];
  // Days are stored as YYYY-MM-DD, so they compare as text; both ends are inclusive.
  if (q.day_from) where.push(gte(r.day, q.day_from.slice(0, 10)));
  if (q.day_till) where.push(lte(r.day, q.day_till.slice(0, 10)));
  // The search box finds days by their beginning: "2026-11" is that month.
  if (q.query) where.push(like(r.day, `${q.query.replace(/[%_\\]/g, "")}%`));
  if (q.with_differences === true) where.push(gt(r.differenceCount, 0));
  if (q.with_differences === false) where.push(eq(r.differenceCount, 0));
  const condition = and(...where);
  const sortColumn =
    q.sort_key === "difference_count" ? r.differenceCount : q.sort_key === "id" ? r.id : r.day;
  return listPage(deps.db, {
    table: r,
    where: condition,
    request: q,
    fetch: async ({ limit, offset }) =>
      (
        await deps.db
          .select()
          .from(r)
          .where(condition)
          .orderBy(...orderBy(sortColumn, r.id, q.sort_dir))
          .limit(limit)
          .offset(offset)
      ).map(reconciliationSummaryView),
  });
}
