// Issue 11 jobs bench: do the background jobs keep up with checkouts at full load? Sandbox card
// checkouts (16 buyers) against the server as `npm start` runs it; each paid checkout enqueues
// its follow-up jobs (receipt and seller mails, the invoice, the delivery) and the server's own
// workers run them with the real handlers. While the load runs and for a while after, /readyz is
// sampled for each queue's backlog; the issue's criterion is the backlog 10 s after the load
// stops. Then, with the server stopped, the job table tells jobs/s per queue and how long jobs
// waited for a worker. See bench/README.md.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { ensureApiBuilt, startApi, type ApiDatabase } from "./lib/api.ts";
import { checkoutBody, findTarget } from "./lib/checkout-target.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { load } from "./lib/load.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
/** The issue's criterion: no backlog this long after the load stops. */
const AFTER_SECONDS = 10;
/** How long the bench waits at most for the rest of the backlog, to time the drain. */
const DRAIN_LIMIT_SECONDS = 120;

interface Depth {
  waiting: number;
  oldest_waiting_seconds: number;
  active: number;
}
type Depths = Record<string, Depth>;

async function depths(url: string): Promise<Depths> {
  const res = await fetch(`${url}/readyz`);
  const body = (await res.json()) as { jobs?: Depths };
  if (!body.jobs) throw new Error(`/readyz answered ${res.status} without jobs: ${JSON.stringify(body)}`);
  return body.jobs;
}

const backlog = (d: Depths) => Object.values(d).reduce((n, q) => n + q.waiting + q.active, 0);

/** Samples /readyz every 500 ms until stopped; keeps the largest backlog seen per queue. */
function sampler(url: string) {
  const peak: Record<string, number> = {};
  let running = true;
  const done = (async () => {
    while (running) {
      // A sample the server could not answer (shed under load) is skipped, not fatal.
      const sample = await depths(url).catch(() => ({}));
      for (const [name, q] of Object.entries(sample)) {
        peak[name] = Math.max(peak[name] ?? 0, q.waiting);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  return {
    peak,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

interface QueueFigures {
  name: string;
  completed: number;
  other: number;
  jobsPerSecond: number;
  waitP50Ms: number;
  waitP99Ms: number;
  waitMaxMs: number;
}

/**
 * Per queue, from pg-boss's table: completed jobs over the span from the first job created to
 * the last completed, and how long each waited between becoming runnable and being started.
 */
const FIGURES_SQL = `
  SELECT name,
         count(*) FILTER (WHERE state = 'completed')::int AS completed,
         count(*) FILTER (WHERE state <> 'completed')::int AS other,
         extract(epoch FROM max(completed_on) - min(created_on))::float8 AS span,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - start_after))::float8 AS p50,
         percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - start_after))::float8 AS p99,
         max(extract(epoch FROM started_on - start_after))::float8 AS max
  FROM pgboss.job
  WHERE created_on >= $1::timestamptz AND name NOT LIKE '\\_\\_%'
  GROUP BY name ORDER BY name`;

interface FigureRow {
  name: string;
  completed: number;
  other: number;
  span: number | null;
  p50: number | null;
  p99: number | null;
  max: number | null;
}

/** Jobs created since `since` (the load's start), so the demo seed's own jobs are left out. */
async function queueFigures(db: ApiDatabase, since: Date): Promise<QueueFigures[]> {
  let rows: FigureRow[];
  if (db.kind === "postgres") {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      rows = (await client.query<FigureRow>(FIGURES_SQL, [since.toISOString()])).rows;
    } finally {
      await client.end();
    }
  } else {
    const pglite = new PGlite(path.join(db.dataDir, "pglite"), { extensions: { pg_trgm } });
    try {
      rows = (await pglite.query<FigureRow>(FIGURES_SQL, [since.toISOString()])).rows;
    } finally {
      await pglite.close();
    }
  }
  const ms = (s: number | null) => Math.round((s ?? 0) * 1000);
  return rows.map((r) => ({
    name: r.name,
    completed: r.completed,
    other: r.other,
    jobsPerSecond: r.span ? r.completed / r.span : 0,
    waitP50Ms: ms(r.p50),
    waitP99Ms: ms(r.p99),
    waitMaxMs: ms(r.max),
  }));
}

runBench(async () => {
  ensureApiBuilt();
  const busy = await cpuBusyPercent();
  if (busy > 15) console.warn(`warning: the CPUs are ${busy} % busy with other work; figures will be low\n`);
  const tmp = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-jobs-"));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
  let db: ApiDatabase = { kind: "pglite", dataDir: path.join(tmp, "pglite-data") };
  let engine = "PGlite";
  if (process.env.BENCH_DATABASE_URL) {
    const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
    db = { kind: "postgres", url: database.url, dataDir: tmp };
    engine = "PostgreSQL";
  }
  // BENCH_JOB_CONCURRENCY passes JOB_CONCURRENCY through, to compare bounds (e.g. all at 1).
  const extra = process.env.BENCH_JOB_CONCURRENCY
    ? { JOB_CONCURRENCY: process.env.BENCH_JOB_CONCURRENCY }
    : {};
  const api = await startApi(db, `API and workers (${engine})`, { RATE_LIMIT_PAY: "100000000", ...extra });
  const target = await findTarget(api.url);
  const body = checkoutBody(target);

  // The demo seed's own purchases are worked off before the measured load starts.
  for (let i = 0; i < 60 && backlog(await depths(api.url)) > 0; i++)
    await new Promise((r) => setTimeout(r, 500));

  console.log(
    `load: sandbox card checkouts, ${SECONDS} s x ${CONNECTIONS} buyers on ${engine}, workers in the same process`,
  );
  const since = new Date();
  const watch = sampler(api.url);
  const checkouts = await load({
    name: "checkouts",
    url: api.url,
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: [
      {
        method: "POST",
        path: "/api/v1/shop/checkout",
        body,
        setupRequest: (req) => ({
          ...req,
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        }),
      },
    ],
  });
  const stoppedAt = performance.now();
  await new Promise((r) => setTimeout(r, AFTER_SECONDS * 1000));
  const after = await depths(api.url);
  let drained: number | null = backlog(after) === 0 ? AFTER_SECONDS : null;
  while (drained === null && (performance.now() - stoppedAt) / 1000 < DRAIN_LIMIT_SECONDS) {
    await new Promise((r) => setTimeout(r, 500));
    if (backlog(await depths(api.url)) === 0) drained = (performance.now() - stoppedAt) / 1000;
  }
  await watch.stop();
  await api.stop();
  const queues = await queueFigures(db, since);

  const m = machine();
  const total = queues.reduce((n, q) => n + q.completed, 0);
  console.log(`
Sellwerk jobs bench: node ${m.node}, ${m.cpus} CPUs (${m.cpu}), CPUs ${busy} % busy before the start
${fmt.int(checkouts.requests)} paid checkouts in ${SECONDS} s (${fmt.int(checkouts.reqPerSec)}/s, p99 ${fmt.ms(checkouts.latencyP99Ms)} ms) on ${engine}${extra.JOB_CONCURRENCY ? `, JOB_CONCURRENCY=${extra.JOB_CONCURRENCY}` : ""}

${table(
  [
    "Queue",
    "jobs done",
    "not done",
    "jobs/s",
    "wait p50 ms",
    "wait p99 ms",
    "wait max ms",
    "peak backlog",
    `backlog +${AFTER_SECONDS} s`,
  ],
  queues.map((q) => [
    q.name,
    fmt.int(q.completed),
    fmt.int(q.other),
    fmt.int(q.jobsPerSecond),
    fmt.int(q.waitP50Ms),
    fmt.int(q.waitP99Ms),
    fmt.int(q.waitMaxMs),
    fmt.int(watch.peak[q.name] ?? 0),
    fmt.int((after[q.name]?.waiting ?? 0) + (after[q.name]?.active ?? 0)),
  ]),
)}

Backlog ${AFTER_SECONDS} s after the load stopped: ${fmt.int(backlog(after))} jobs (target 0); ${
    drained === null
      ? `not drained within ${DRAIN_LIMIT_SECONDS} s`
      : `all ${fmt.int(total)} jobs done ${drained.toFixed(1)} s after the load stopped`
  }.
`);
  console.log(
    `results: ${writeResults("jobs", { machine: m, engine, cpuBusyBefore: busy, checkouts, queues, peak: watch.peak, after, drainedSeconds: drained, jobConcurrency: extra.JOB_CONCURRENCY ?? null })}`,
  );
});
