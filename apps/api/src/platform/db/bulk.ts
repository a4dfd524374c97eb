import { sql, type SQL } from "drizzle-orm";

// Many rows in one statement with a single parameter. A multi-row VALUES list or IN list binds
// one parameter per value: thousands for a batch of 500, each walked by drizzle and serialized
// by the driver on every call (issue 11: the renewal batches spent more CPU there than in the
// work). One JSON text, or one array literal, costs a single JSON.stringify.

/** `jsonb_to_recordset($1)`: the rows as a set to select from; name and type its columns with `AS v(…)`. */
export function jsonRows(rows: readonly object[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;
}

/** Ids as one `bigint[]` parameter, for `= ANY(…)`. */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::bigint[]`;
}

/** The rows of a raw `execute()`: both drivers answer `{ rows }` (bigint columns may be strings). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
