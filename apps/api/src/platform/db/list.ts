import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { TOTAL_COUNT_CAP } from "@sellwerk/contracts";
import type { Executor } from "./client.ts";

export interface ListRequest {
  page: number;
  per: number;
  sort_dir: "asc" | "desc";
}

/**
 * The server half of the generic list: a page of rows plus a count that stops at
 * total_count_max, so a filter over millions of rows never pays for an exact count (DESIGN §7).
 */
export async function listPage<T>(
  ex: Executor,
  input: {
    table: PgTable;
    where: SQL | undefined;
    request: ListRequest;
    fetch: (page: { limit: number; offset: number }) => Promise<T[]>;
  },
): Promise<{ list: T[]; total_count: number; total_count_max: number }> {
  const { page, per } = input.request;
  const limited = ex
    .select({ one: sql`1` })
    .from(input.table)
    .where(input.where)
    .limit(TOTAL_COUNT_CAP)
    .as("limited");
  const [list, [count]] = await Promise.all([
    input.fetch({ limit: per, offset: (page - 1) * per }),
    ex.select({ n: sql<number>`count(*)::int` }).from(limited),
  ]);
  return { list, total_count: Number(count?.n ?? 0), total_count_max: TOTAL_COUNT_CAP };
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
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
