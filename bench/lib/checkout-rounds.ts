// One measured round of checkouts against a server: autocannon with N buyers for a fixed time,
// then the database decides what counted — the orders created in the round, every one of which
// must be paid (a round with any other order fails) — and the servers' own counters (SQL
// statements, transactions, CPU time; sql-counter-preload.mjs) and the database's backends (CPU
// time from /proc) give the cost per paid checkout.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { REPO, type ApiDatabase } from "./api.ts";
import { onCleanup } from "./cleanup.ts";
import { cpuBusyPercent } from "./report.ts";
import { createBenchDatabase } from "./postgres.ts";
import { load } from "./load.ts";
import { BENCH_CONNECTION, watchDatabaseCpu } from "./database-cpu.ts";
import { BENCH_QUERY } from "./statement-stats.ts";

/**
 * What a checkout bench starts from: how busy the machine was, a temporary folder, a new database
 * on the PostgreSQL server of BENCH_DATABASE_URL for the servers it starts, and a small pool of
 * its own to count orders and jobs on; all undone on cleanup.
 */
export async function checkoutBenchSetup(bench: string): Promise<{
  busy: number;
  load0: number[];
  tmp: string;
  db: Extract<ApiDatabase, { kind: "postgres" }>;
  pool: pg.Pool;
}> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error(`the ${bench} bench runs on PostgreSQL: set BENCH_DATABASE_URL`);
  const busy = await cpuBusyPercent();
  const load0 = os.loadavg();
  const tmp = await mkdtemp(path.join(os.tmpdir(), `sellwerk-bench-${bench}-`));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
  const database = await createBenchDatabase(url);
  const pool = new pg.Pool({ connectionString: database.url, max: 2, application_name: BENCH_CONNECTION });
  onCleanup("close the bench's pool", () => pool.end());
  return { busy, load0, tmp, db: { kind: "postgres", url: database.url, dataDir: tmp }, pool };
}

export interface ProcessCounters {
  statements: number;
  transactions: number;
  /** Every query sent, transaction control included: each waits for its answer. */
  roundTrips: number;
  cpuUs: number;
}

/** A process the bench watches: its counter file (written every 100 ms by the preload). */
export interface Watched {
  label: string;
  counterFile: string;
}

const PRELOAD = pathToFileURL(path.join(REPO, "bench/lib/sql-counter-preload.mjs")).href;

/** The environment that loads the SQL/CPU counter into a server the bench starts, and what it watches. */
export function counted(tmp: string, label: string): { env: NodeJS.ProcessEnv; watched: Watched } {
  const counterFile = path.join(tmp, `${label.replace(/\W+/g, "-")}.json`);
  return {
    env: { SQL_COUNT_FILE: counterFile, NODE_OPTIONS: `--import ${PRELOAD}` },
    watched: { label, counterFile },
  };
}

/** Orders created since `since`: the paid ones and any other (which fails a round). */
export async function ordersSince(pool: pg.Pool, since: Date): Promise<{ paid: number; other: number }> {
  const { rows } = await pool.query<{ paid: number; other: number }>(
    `${BENCH_QUERY} SELECT count(*) FILTER (WHERE payment_state = 'paid')::int AS paid,
            count(*) FILTER (WHERE payment_state <> 'paid')::int AS other
     FROM orders WHERE created_at >= $1`,
    [since],
  );
  return rows[0]!;
}

export interface RoundResult {
  name: string;
  seconds: number;
  paid: number;
  perSecond: number;
  p99Ms: number;
  /** Per paid checkout, per watched process. */
  cost: { label: string; statements: number; transactions: number; roundTrips: number; cpuMs: number }[];
  /** CPU of the database's PostgreSQL backends per paid checkout, jobs included when drained. */
  databaseCpuMs: number;
  /** Seconds until no job of the round was waiting or running (null: none watched). */
  drainSeconds: number | null;
}

function readCounters(file: string): ProcessCounters {
  return JSON.parse(readFileSync(file, "utf8")) as ProcessCounters;
}

/** Counters as they stand now (waits past the next 100 ms write). */
export async function snapshot(watched: readonly Watched[]): Promise<ProcessCounters[]> {
  await new Promise((r) => setTimeout(r, 250));
  return watched.map((w) => readCounters(w.counterFile));
}

/** Seconds until no job is waiting, retrying or running. */
export async function waitForJobs(pool: pg.Pool, timeoutMs: number): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      `${BENCH_QUERY} SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`,
    );
    if (rows[0]!.n === 0) return (performance.now() - t0) / 1000;
    if (performance.now() - t0 > timeoutMs) throw new Error(`jobs still waiting after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Unmeasured checkouts until every buyer got `each` answers (JIT-warm servers for the rounds); a
 * fixed number rather than a fixed time, since a cold server on a busy machine may answer nothing
 * in the first seconds.
 */
/** A request body, or what makes a new one for each request (a buyer of its own). */
export type Body = string | (() => string);
const bodyOf = (body: Body) => (typeof body === "string" ? body : body());

export async function warmUp(url: string, body: Body, connections: number, each = 5): Promise<void> {
  const buyer = async () => {
    for (let i = 0; i < each; i++) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: bodyOf(body),
      });
      if (res.status !== 200) throw new Error(`warm-up: ${url} answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, buyer));
}

export interface RoundOptions {
  name: string;
  url: string;
  path: string;
  body: Body;
  seconds: number;
  connections: number;
  watched: Watched[];
  /** Wait until the job queue is empty and count the workers' cost up to then. */
  drainJobs: boolean;
}

export async function checkoutRound(pool: pg.Pool, o: RoundOptions): Promise<RoundResult> {
  const [{ now: start }] = (await pool.query<{ now: Date }>("SELECT now()")).rows as [{ now: Date }];
  const before = await snapshot(o.watched);
  const database = await watchDatabaseCpu(pool);
  const result = await load({
    name: o.name,
    url: o.url,
    seconds: o.seconds,
    connections: o.connections,
    warmupSeconds: 0,
    requests: [
      {
        method: "POST",
        path: o.path,
        setupRequest: (req) => ({
          ...req,
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: bodyOf(o.body),
        }),
      },
    ],
  });
  const drainSeconds = o.drainJobs ? await waitForJobs(pool, 120_000) : null;
  const after = await snapshot(o.watched);
  const databaseSeconds = await database.stop();
  const { paid, other } = await ordersSince(pool, start);
  if (other > 0) throw new Error(`${o.name}: ${other} orders of the round are not paid (${paid} paid)`);
  if (paid < result.requests)
    throw new Error(`${o.name}: ${result.requests} answers but only ${paid} paid orders in the database`);
  return {
    name: o.name,
    seconds: o.seconds,
    paid,
    perSecond: paid / o.seconds,
    p99Ms: result.latencyP99Ms,
    cost: o.watched.map((w, i) => ({
      label: w.label,
      statements: (after[i]!.statements - before[i]!.statements) / paid,
      transactions: (after[i]!.transactions - before[i]!.transactions) / paid,
      roundTrips: (after[i]!.roundTrips - before[i]!.roundTrips) / paid,
      cpuMs: (after[i]!.cpuUs - before[i]!.cpuUs) / 1000 / paid,
    })),
    databaseCpuMs: (databaseSeconds * 1000) / paid,
    drainSeconds,
  };
}
