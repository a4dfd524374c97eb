import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { TOTAL_COUNT_CAP } from "@sellwerk/contracts";
import type { Executor } from "./client.ts";

export interface ListRequest {
  page: number;
  per: number;
  sort_dir: "asc" | "desc";
  /** Keyset lists: "n<id>" = the rows after that row in the list's order, "p<id>" = before it. */
  cursor?: string;
}

/**
 * Keyset paging (DESIGN §7): a deep page is an index range read after the row the cursor names,
 * as fast as page 1, and rows inserted meanwhile never shift a page. The sort column must be NOT
 * NULL and have an index ending in (column, id) behind the list's filters.
 */
export interface Keyset<T> {
  column: PgColumn;
  id: PgColumn;
  /** The rows a cursor may name (the seller's): a cursor never reveals where a foreign row sorts. */
  scope: SQL | undefined;
  idOf: (row: T) => number;
}

/** What the list's `fetch` reads: `after` (keyset condition) and `orderBy` go into its query. */
export interface PageWindow {
  limit: number;
  offset: number;
  after: SQL | undefined;
  orderBy: SQL[];
}

export interface ListAnswer<T> {
  list: T[];
  total_count: number;
  total_count_max: number;
}

/** Keyset lists: the cursor of the next and previous page, null at either end. */
export interface Cursors {
  next_cursor: string | null;
  prev_cursor: string | null;
}

/**
 * How long a count that reads other tables per row (a search, a filter on the order or the
 * payment) may take before the list answers the planner's estimate instead: the page itself
 * stays fast, and counting 10,000 matches through a look-up each cost up to 170 ms at 1M rows.
 */
export const COUNT_BUDGET_MS = 25;

interface ListInput<T> {
  table: PgTable;
  where: SQL | undefined;
  request: ListRequest;
  keyset?: Keyset<T>;
  /** Without a keyset only limit and offset matter; the list orders its rows itself. */
  fetch: (page: PageWindow) => Promise<T[]>;
  /** Counts that may be slow (text search) give up after this long for an estimate. */
  countBudgetMs?: number;
}

/**
 * The server half of the generic list: a page of rows plus a count that stops at
 * total_count_max, so a filter over millions of rows never pays for an exact count (DESIGN §7).
 * With a keyset the page may come by cursor instead of page number, and the answer carries the
 * cursors of its neighbours.
 */
export async function listPage<T>(
  ex: Executor,
  input: ListInput<T> & { keyset: Keyset<T> },
): Promise<ListAnswer<T> & Cursors>;
export async function listPage<T>(ex: Executor, input: ListInput<T>): Promise<ListAnswer<T>>;
export async function listPage<T>(ex: Executor, input: ListInput<T>): Promise<ListAnswer<T>> {
  const [rows, total] = await Promise.all([
    input.keyset ? keysetPage(input.table, input.request, input.keyset, input.fetch) : offsetPage(input),
    input.countBudgetMs
      ? budgetedCount(ex, input.table, input.where, input.countBudgetMs)
      : cappedCount(ex, input.table, input.where),
  ]);
  // A first page that is not full holds every match: its length is the exact count.
  const exact = input.request.page === 1 && !input.request.cursor && rows.list.length < input.request.per;
  return { ...rows, total_count: exact ? rows.list.length : total, total_count_max: TOTAL_COUNT_CAP };
}

/** A list of one table's rows: `sort` is the chosen column, `view` turns a page of rows into items. */
interface TableListInput<TTable extends PgTable & { id: PgColumn }, T> {
  table: TTable;
  where: SQL | undefined;
  request: ListRequest;
  sort: PgColumn;
  /** Builds the page's items; it gets the whole page so it can load what the rows refer to at once. */
  view: (rows: TTable["$inferSelect"][]) => T[] | Promise<T[]>;
  /** Given: pages also by cursor (see Keyset; the rows a cursor may name, e.g. the seller's). */
  keysetScope?: SQL;
}

/**
 * listPage for the common case of a list that shows one table's rows: the query, its order and
 * its paging are the same for every such list, only the filters, the sort column and the view
 * differ. A page by number reads the skipped rows' ids only (an index range), then its own rows.
 */
export async function listTable<TTable extends PgTable & { id: PgColumn }, T>(
  ex: Executor,
  input: TableListInput<TTable, T> & { keysetScope: SQL },
): Promise<ListAnswer<T> & Cursors>;
export async function listTable<TTable extends PgTable & { id: PgColumn }, T>(
  ex: Executor,
  input: TableListInput<TTable, T>,
): Promise<ListAnswer<T>>;
export async function listTable<TTable extends PgTable & { id: PgColumn }, T>(
  ex: Executor,
  input: TableListInput<TTable, T>,
): Promise<ListAnswer<T> & Partial<Cursors>> {
  const { table, where, request, sort } = input;
  const id = table.id;
  type Row = TTable["$inferSelect"];
  // As the plain table type: drizzle's select types cannot follow a generic table.
  const source: PgTable = table;
  const fetch = async ({ limit, offset, after, orderBy: order }: PageWindow): Promise<Row[]> => {
    const sorted = order.length ? order : orderBy(sort, id, request.sort_dir);
    const skipped = offset
      ? inArray(
          id,
          ex
            .select({ id })
            .from(source)
            .where(and(where, after))
            .orderBy(...sorted)
            .limit(limit)
            .offset(offset),
        )
      : undefined;
    const rows = await ex
      .select()
      .from(source)
      .where(and(where, after, skipped))
      .orderBy(...sorted)
      .limit(limit);
    return rows;
  };
  const keyset = input.keysetScope
    ? { column: sort, id, scope: input.keysetScope, idOf: (row: Row) => (row as { id: number }).id }
    : undefined;
  const answer = await listPage<Row>(ex, { table, where, request, fetch, keyset });
  return { ...answer, list: await input.view(answer.list) };
}

function matching(ex: Executor, table: PgTable, where: SQL | undefined) {
  return ex
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(TOTAL_COUNT_CAP);
}

async function cappedCount(ex: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const limited = matching(ex, table, where).as("limited");
  const [count] = await ex.select({ n: sql<number>`count(*)::int` }).from(limited);
  return Number(count?.n ?? 0);
}

/**
 * The capped count within a time budget, else the planner's estimate (capped). A search whose
 * fragment is common (a mail domain) matches so many rows that counting even 10,000 of them
 * through the trigram index costs more than the page; the list then says "about".
 */
async function budgetedCount(ex: Executor, table: PgTable, where: SQL | undefined, budgetMs: number) {
  try {
    return await ex.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.ceil(budgetMs)}`));
      return cappedCount(tx, table, where);
    });
  } catch (error) {
    if (!isQueryCanceled(error)) throw error;
    const plan = await ex.execute(sql`explain (format json) ${matching(ex, table, where)}`);
    const [row] = (plan as { rows: { "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[] }).rows;
    return Math.min(TOTAL_COUNT_CAP, Math.round(row?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0));
  }
}

/** PostgreSQL's statement_timeout (57014), also when the ORM wraps the driver's error. */
function isQueryCanceled(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | undefined)?.code;
  return code(error) === "57014" || code((error as { cause?: unknown }).cause) === "57014";
}

function offsetPage<T>(input: { request: ListRequest; fetch: (page: PageWindow) => Promise<T[]> }) {
  const { page, per } = input.request;
  return input
    .fetch({ limit: per, offset: (page - 1) * per, after: undefined, orderBy: [] })
    .then((list) => ({ list }));
}

const CURSOR = /^([np])([1-9]\d{0,17})$/;

async function keysetPage<T>(
  table: PgTable,
  request: ListRequest,
  keyset: Keyset<T>,
  fetch: (page: PageWindow) => Promise<T[]>,
): Promise<{ list: T[] } & Cursors> {
  const { page, per, sort_dir } = request;
  const match = request.cursor ? CURSOR.exec(request.cursor) : null;
  const backwards = match?.[1] === "p";
  // Reading backwards walks the index the other way and turns the rows round afterwards.
  const dir = backwards ? (sort_dir === "asc" ? "desc" : "asc") : sort_dir;
  let after: SQL | undefined;
  if (match) {
    const id = Number(match[2]);
    // The cursor row's value, read in the same statement at full precision (timestamps carry
    // microseconds a JavaScript Date would lose). An uncorrelated subquery runs once, so the
    // comparison is an index condition. A cursor row that is gone compares to NULL: empty page.
    const value = sql`(select ${keyset.column} from ${table} where ${and(eq(keyset.id, id), keyset.scope)})`;
    after = sql`(${keyset.column}, ${keyset.id}) ${sql.raw(dir === "asc" ? ">" : "<")} (${value}, ${id})`;
  }
  // One row more than the page tells whether another page follows.
  const rows = await fetch({
    limit: per + 1,
    offset: match ? 0 : (page - 1) * per,
    after,
    orderBy: orderBy(keyset.column, keyset.id, dir),
  });
  const more = rows.length > per;
  const list = rows.slice(0, per);
  if (backwards) list.reverse();
  const first = list[0];
  const last = list[list.length - 1];
  const hasNext = backwards ? true : more;
  const hasPrev = backwards ? more : Boolean(match) || page > 1;
  return {
    list,
    next_cursor: last && hasNext ? `n${keyset.idOf(last)}` : null,
    prev_cursor: first && hasPrev ? `p${keyset.idOf(first)}` : null,
  };
}

/** Sort by the chosen column (or computed value), then by id so pages never overlap or skip rows on ties. */
export function orderBy(column: PgColumn | SQL, id: PgColumn, dir: "asc" | "desc"): SQL[] {
  const by = dir === "asc" ? asc : desc;
  return [by(column), by(id)];
}

/** `_till` dates include their whole day. */
export function tillInclusive(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
export function likePattern(query: string): string {
  return `%${escapeLike(query)}%`;
}

/** Values starting with the query (LIKE 'abc%': a btree with text_pattern_ops serves it). */
export function prefixPattern(query: string): string {
  return `${escapeLike(query)}%`;
}

function escapeLike(query: string): string {
  return query.replace(/[\\%_]/g, (c) => `\\${c}`);
}
