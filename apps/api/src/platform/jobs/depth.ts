import { sql } from "drizzle-orm";
import type { Executor } from "../db/client.ts";

interface DepthRow {
  name: string;
  waiting: number;
  oldest: number | null;
  active: number;
}

/** What /readyz tells about one queue. */
export interface QueueDepth {
  /** Jobs that could run now and wait for a worker (created or due for a retry). */
  waiting: number;
  /** Seconds the longest-waiting of those has been runnable; 0 with none. */
  oldest_waiting_seconds: number;
  /** Jobs a worker holds, as pg-boss's supervisor last counted them (every few seconds). */
  active: number;
}

/**
 * One statement for every queue: the waiting jobs come from pg-boss's fetch index (partial on
 * state < 'active'), so the cost follows the backlog, not the millions of finished jobs kept for
 * their retention; the active count is the figure pg-boss keeps on the queue row.
 */
export async function queueDepths(db: Executor, names: string[]): Promise<Record<string, QueueDepth>> {
  const result = await db.execute(sql`
    SELECT q.name, q.active_count AS active, w.waiting, w.oldest
    FROM pgboss.queue q
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS waiting,
             extract(epoch FROM now() - min(j.start_after))::float8 AS oldest
      FROM pgboss.job j
      WHERE j.name = q.name AND j.state < 'active' AND NOT j.blocked AND j.start_after <= now()
    ) w
    WHERE q.name = ANY(${sql.param(names)}::text[])
  `);
  // Both drivers answer execute() with { rows }.
  const rows = (result as { rows: DepthRow[] }).rows;
  const depths: Record<string, QueueDepth> = {};
  for (const name of names) depths[name] = { waiting: 0, oldest_waiting_seconds: 0, active: 0 };
  for (const row of rows) {
    depths[row.name] = {
      waiting: Number(row.waiting),
      oldest_waiting_seconds: Math.max(0, Math.round(Number(row.oldest ?? 0) * 10) / 10),
      active: Number(row.active),
    };
  }
  return depths;
}
