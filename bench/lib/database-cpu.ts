// CPU time of processes on this machine, read from /proc: the benches run PostgreSQL locally, so
// the database's share of a workload can be measured beside the Node processes' own.
import { readFileSync } from "node:fs";

/** CPU seconds a process has used so far (user + system), from /proc; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The application_name of a bench's own connections (its checks and polls): left out of the
 * database's CPU, which is the workload's. The autovacuum stand-in is counted, as a server's own
 * autovacuum workers would be.
 */
export const BENCH_CONNECTION = "sellwerk-bench";

interface Queryable {
  query<R extends object>(text: string): Promise<{ rows: R[] }>;
}

/**
 * Watches the CPU of the PostgreSQL backends serving the connection's database from now on,
 * sampled every `everyMs` while pool connections come and go: a backend that ends between two
 * samples counts up to the last one, one that starts meanwhile from zero. `stop()` answers the
 * seconds used since the watch began. The sampling query's own backend and the bench's own
 * connections (BENCH_CONNECTION) are left out.
 */
export async function watchDatabaseCpu(db: Queryable, everyMs = 250): Promise<{ stop(): Promise<number> }> {
  const latest = new Map<number, number>();
  const sample = async () => {
    const { rows } = await db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name <> '${BENCH_CONNECTION}'`,
    );
    for (const { pid } of rows) latest.set(pid, Math.max(latest.get(pid) ?? 0, cpuSeconds(pid)));
  };
  await sample();
  const atStart = new Map(latest);
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, everyMs));
      if (!stopped) await sample();
    }
  })();
  return {
    async stop() {
      stopped = true;
      await sampling;
      await sample();
      return [...latest].reduce((sum, [pid, cpu]) => sum + cpu - (atStart.get(pid) ?? 0), 0);
    },
  };
}
