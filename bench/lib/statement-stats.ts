// BENCH_STATEMENT_STATS=N: the N statements that took the database the longest in each measured
// part of a bench, from pg_stat_statements. The server must preload it
// (shared_preload_libraries = 'pg_stat_statements', a restart); the bench creates the extension in
// its own database. Times include lock waits; the database CPU figure beside them does not.
import type pg from "pg";

export const STATEMENT_STATS = Number(process.env.BENCH_STATEMENT_STATS ?? 0);

/**
 * Starts the bench's own queries (its polls for paid orders and waiting jobs), which the top
 * statements leave out: pg_stat_statements keeps a statement's first text, comment included, but
 * not the connection it came from.
 */
export const BENCH_QUERY = "/* sellwerk-bench */";

/** Forgets what the server counted so far, so the next `topStatements` covers one part. */
export async function resetStatementStats(pool: pg.Pool): Promise<void> {
  if (!STATEMENT_STATS) return;
  const { rows } = await pool.query<{ preloaded: string }>(
    "SELECT current_setting('shared_preload_libraries') AS preloaded",
  );
  if (!rows[0]!.preloaded.includes("pg_stat_statements"))
    throw new Error(
      "BENCH_STATEMENT_STATS needs pg_stat_statements in the server's shared_preload_libraries",
    );
  await pool.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
  await pool.query("SELECT pg_stat_statements_reset()");
}

/** The part's top statements of the bench database, per `per` (checkouts), as printable lines. */
export async function topStatements(pool: pg.Pool, label: string, per: number): Promise<string> {
  if (!STATEMENT_STATS) return "";
  const { rows } = await pool.query<{
    calls: string;
    total: number;
    mean: number;
    blocks: string;
    query: string;
  }>(
    `SELECT calls, total_exec_time AS total, mean_exec_time AS mean, shared_blks_hit + shared_blks_read AS blocks,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
       FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND query NOT LIKE '${BENCH_QUERY}%'
      ORDER BY total_exec_time DESC
      LIMIT $1`,
    [STATEMENT_STATS],
  );
  const lines = rows.map((r) => {
    const calls = Number(r.calls);
    const time = `${(r.total / per).toFixed(3)} ms`.padStart(10);
    const perCheckout = `${(calls / per).toFixed(2)}x`.padStart(6);
    const mean = `${r.mean.toFixed(3)} ms`.padStart(10);
    const blocks = `${Math.round(Number(r.blocks) / calls)} blocks`.padStart(12);
    return `${time} ${perCheckout} ${mean} ${blocks}  ${r.query}`;
  });
  return `${label}: statements by database time per checkout (time, calls, mean, blocks per call)\n${lines.join("\n")}\n`;
}
