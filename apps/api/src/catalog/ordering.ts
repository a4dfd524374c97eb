import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// Reordering a product's parts from the editor's list: the list must be complete, then one UPDATE
// gives every id its index as its position.

/** Same members, each once: an order built from a stale list must not drop or duplicate anything. */
export function sameMembers(given: readonly number[], stored: readonly number[]): boolean {
  const set = new Set(given);
  return set.size === given.length && given.length === stored.length && stored.every((id) => set.has(id));
}

/** `CASE id WHEN 7 THEN a WHEN 3 THEN b … END`: one value per id, for one UPDATE over a whole list. */
export function caseOf(idColumn: PgColumn, values: ReadonlyMap<number, number>): SQL {
  const whens = [...values].map(([id, value]) => sql`WHEN ${id} THEN ${value}`);
  return sql`(CASE ${idColumn} ${sql.join(whens, sql` `)} END)`;
}

/** `CASE id WHEN 7 THEN 0 WHEN 3 THEN 1 … END::int`: each id's index in the list. */
export function positionByIndex(idColumn: PgColumn, ids: readonly number[]): SQL {
  return sql`${caseOf(idColumn, new Map(ids.map((id, index) => [id, index])))}::int`;
}
