// This machine's PostgreSQL runs with autovacuum off (its CI configuration, conf.d/90-ci.conf);
// a production server runs it. Without it no table of a bench's database is ever analyzed, and
// the planner keeps planning for empty tables as they grow: pg-boss's job completion, for one,
// read every finished job of its queue (6 ms at 20,000 jobs, and more with each round) instead of
// looking up the jobs by their keys. A bench measured that way measures the missing maintenance.
// So where the server's autovacuum is off, the bench applies autovacuum's default rules to its
// own database itself, at autovacuum's default pace.
import pg from "pg";

/** autovacuum_naptime's default: each database is looked at once a minute. */
const NAPTIME_MS = 60_000;

interface TableStats {
  schemaname: string;
  relname: string;
  reltuples: number;
  n_dead_tup: number;
  n_mod_since_analyze: number;
  n_ins_since_vacuum: number;
}

/**
 * Starts the stand-in on the database at `url` if the server's autovacuum is off (null if it is
 * on). It looks at the tables now and then every NAPTIME_MS, with the defaults' thresholds:
 * analyze after 50 + 10 % of a table's rows changed, vacuum after 50 + 20 % died or 1,000 + 20 %
 * were inserted. `stop()` answers what it did.
 */
export async function startAutovacuumStandIn(
  url: string,
): Promise<{ stop(): Promise<{ analyzed: number; vacuumed: number }> } | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ autovacuum: string }>("SHOW autovacuum");
  if (rows[0]?.autovacuum === "on") {
    await client.end();
    return null;
  }
  let analyzed = 0;
  let vacuumed = 0;
  const look = async () => {
    const { rows: tables } = await client.query<TableStats>(`
      SELECT s.schemaname, s.relname, greatest(c.reltuples, 0)::float8 AS reltuples, s.n_dead_tup,
        s.n_mod_since_analyze, s.n_ins_since_vacuum
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE c.relkind = 'r'`);
    for (const t of tables) {
      const name = `${pg.escapeIdentifier(t.schemaname)}.${pg.escapeIdentifier(t.relname)}`;
      const vacuum = t.n_dead_tup > 50 + 0.2 * t.reltuples || t.n_ins_since_vacuum > 1000 + 0.2 * t.reltuples;
      const analyze = t.n_mod_since_analyze > 50 + 0.1 * t.reltuples;
      if (vacuum) {
        await client.query(`VACUUM ${analyze ? "(ANALYZE) " : ""}${name}`);
        vacuumed += 1;
      } else if (analyze) await client.query(`ANALYZE ${name}`);
      if (analyze) analyzed += 1;
    }
  };
  let stopped = false;
  let wake: () => void = () => undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        await look();
      } catch (err) {
        console.error("autovacuum stand-in:", err);
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, NAPTIME_MS);
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake();
      await loop;
      await client.end();
      return { analyzed, vacuumed };
    },
  };
}
