import { and, eq, gte, isNotNull, isNull, lte, type SQL } from "drizzle-orm";
import type { accounting } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { listTable } from "../../platform/db/list.ts";
import { accountingExports } from "../tables.ts";
import { exportView } from "../views.ts";

const SORT_COLUMNS = { created_at: accountingExports.createdAt, id: accountingExports.id } as const;

/** The seller's exports, newest first, with the spec's state, export status and period filters. */
export async function listExports(deps: Deps, sellerId: number, q: accounting.ExportsQuery) {
  const t = accountingExports;
  const conditions: (SQL | undefined)[] = [
    eq(t.sellerId, sellerId),
    q.datev_state ? eq(t.datevState, q.datev_state) : undefined,
    q.datev_export_status === "downloaded" ? isNotNull(t.downloadedAt) : undefined,
    q.datev_export_status === "open" ? isNull(t.downloadedAt) : undefined,
    // Periods are ISO days (text): they compare as dates.
    q.event_date_from ? gte(t.periodTill, q.event_date_from.slice(0, 10)) : undefined,
    q.event_date_till ? lte(t.periodFrom, q.event_date_till.slice(0, 10)) : undefined,
  ];
  const where = and(...conditions);
  return listTable(deps.db, {
    table: t,
    where,
    request: q,
    sort: SORT_COLUMNS[q.sort_key],
    view: (rows) => rows.map(exportView),
  });
}

/** One export of the seller; another seller's is not found. */
export async function findExport(deps: Deps, sellerId: number, id: number) {
  const [row] = await deps.db
    .select()
    .from(accountingExports)
    .where(and(eq(accountingExports.id, id), eq(accountingExports.sellerId, sellerId)));
  return row;
}
