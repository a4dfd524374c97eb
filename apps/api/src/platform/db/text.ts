import { sql, type SQL } from "drizzle-orm";

/** A timestamp as the text Date#toISOString writes ("2026-11-29T09:30:00.000Z"), made by the database. */
export function isoText(at: SQL): SQL {
  return sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
