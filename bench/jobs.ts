// Issue 11 jobs bench: do the background jobs keep up with checkouts at full load? Each paid
// sandbox checkout enqueues its follow-up jobs (receipt and seller mails, the invoice, the
// delivery), run by the server's workers through the real handlers. Two rounds:
// 1. live: 16 buyers check out for BENCH_SECONDS against the server as `npm start` runs it;
//    /readyz is sampled for each queue's backlog, and the issue's criterion is the backlog 10 s
//    after the load stops;
// 2. capacity: an API-only process (`ROLE=api`) takes BENCH_CHECKOUTS checkouts with no worker,
//    then the server starts with its workers and the bench times how fast they drain that
//    backlog: jobs/s per queue is what one worker process can do, whatever the checkout's speed.
// With the server stopped, the job table gives per queue the jobs done, jobs/s and how long jobs
// waited for a worker. See bench/README.md.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { ensureApiBuilt, startApi, type ApiDatabase } from "./lib/api.ts";
import type { Started } from "./lib/process.ts";
import { checkoutBody, findTarget } from "./lib/checkout-target.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 300);
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
 * Per queue, from pg-boss's table: completed jobs over the span from the first job started to
 * the last completed, and how long each waited between becoming runnable and being started.
 */
const FIGURES_SQL = `
  SELECT name,
         count(*) FILTER (WHERE state = 'completed')::int AS completed,
         count(*) FILTER (WHERE state <> 'completed')::int AS other,
         extract(epoch FROM max(completed_on) - min(started_on))::float8 AS span,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - start_after))::float8 AS p50,
         percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - start_after))::float8 AS p99,
         max(extract(epoch FROM started_on - start_after))::float8 AS max
  FROM pgboss.job
  WHERE created_on >= $1::timestamptz AND created_on < $2::timestamptz AND name NOT LIKE '\\_\\_%'
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

/** Jobs created in a round's window (the demo seed's own jobs and the other round's left out). */
async function queueFigures(db: ApiDatabase, from: Date, to: Date): Promise<QueueFigures[]> {
  const window = [from.toISOString(), to.toISOString()];
  let rows: FigureRow[];
  if (db.kind === "postgres") {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      rows = (await client.query<FigureRow>(FIGURES_SQL, window)).rows;
    } finally {
      await client.end();
    }
  } else {
    const pglite = new PGlite(path.join(db.dataDir, "pglite"), { extensions: { pg_trgm } });
    try {
      rows = (await pglite.query<FigureRow>(FIGURES_SQL, window)).rows;
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

interface Buyers {
  paid: number;
  seconds: number;
  perSecond: number;
}

/**
 * 16 buyers checking out one after another each, until `seconds` passed or `count` were paid.
 * Every answer must be a paid order: anything else fails the bench (no timeout of its own, so a
 * slow machine gives low figures rather than none).
 */
async function checkouts(
  url: string,
  body: () => string,
  until: { seconds?: number; count?: number },
): Promise<Buyers> {
  const t0 = performance.now();
  const end = until.seconds ? t0 + until.seconds * 1000 : Infinity;
  let started = 0;
  let paid = 0;
  async function buyer() {
    while (performance.now() < end && (until.count === undefined || started < until.count)) {
      started++;
      const res = await fetch(`${url}/api/v1/shop/checkout`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: body(),
      });
      const answer = (await res.json()) as { status?: string };
      if (res.status !== 200 || answer.status !== "paid") {
        throw new Error(`a checkout answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      }
      paid++;
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, buyer));
  const seconds = (performance.now() - t0) / 1000;
  return { paid, seconds, perSecond: paid / seconds };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds from `since` until /readyz shows no job waiting or running, or null past the limit. */
async function drained(url: string, since: number, limitSeconds: number): Promise<number | null> {
  for (;;) {
    const seconds = (performance.now() - since) / 1000;
    // An unanswered /readyz (the server busy or starting) counts as not drained yet.
    const now = await depths(url).catch(() => null);
    if (now && backlog(now) === 0) return seconds;
    if (seconds > limitSeconds) return null;
    await sleep(250);
  }
}

function queueTable(
  queues: QueueFigures[],
  extra: { header: string; cell: (q: QueueFigures) => string }[] = [],
) {
  return table(
    [
      "Queue",
      "jobs done",
      "not done",
      "jobs/s",
      "wait p50 ms",
      "wait p99 ms",
      "wait max ms",
      ...extra.map((e) => e.header),
    ],
    queues.map((q) => [
      q.name,
      fmt.int(q.completed),
      fmt.int(q.other),
      fmt.int(q.jobsPerSecond),
      fmt.int(q.waitP50Ms),
      fmt.int(q.waitP99Ms),
      fmt.int(q.waitMaxMs),
      ...extra.map((e) => e.cell(q)),
    ]),
  );
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
  const env = {
    RATE_LIMIT_PAY: "100000000",
    ...(process.env.BENCH_JOB_CONCURRENCY ? { JOB_CONCURRENCY: process.env.BENCH_JOB_CONCURRENCY } : {}),
  };
  const server = (role: "all" | "api"): Promise<Started> =>
    startApi(db, `${role === "api" ? "API only" : "API and workers"} (${engine})`, { ...env, ROLE: role });

  // Round 1, live: workers in the server's process, as `npm start` runs it.
  let api = await server("all");
  const body = checkoutBody(await findTarget(api.url));
  await drained(api.url, performance.now(), 60); // the demo seed's own purchases first
  console.log(
    `live: sandbox card checkouts, ${SECONDS} s x ${CONNECTIONS} buyers on ${engine}, workers in the same process`,
  );
  const liveFrom = new Date();
  const watch = sampler(api.url);
  const live = await checkouts(api.url, body, { seconds: SECONDS });
  const stoppedAt = performance.now();
  await sleep(AFTER_SECONDS * 1000);
  const after = await depths(api.url);
  const liveDrained = await drained(api.url, stoppedAt, DRAIN_LIMIT_SECONDS);
  await watch.stop();
  await api.stop();
  const liveTo = new Date();

  // Round 2, capacity: the backlog of CHECKOUTS checkouts taken with no worker running.
  api = await server("api");
  console.log(`capacity: ${CHECKOUTS} checkouts with no worker, then the workers drain them`);
  const capacityFrom = new Date();
  const queued = await checkouts(api.url, body, { count: CHECKOUTS });
  await api.stop();
  const workersAt = performance.now();
  api = await server("all");
  const capacityDrained = await drained(api.url, workersAt, DRAIN_LIMIT_SECONDS * 2);
  await api.stop();
  const capacityTo = new Date();

  const liveQueues = await queueFigures(db, liveFrom, liveTo);
  const capacityQueues = await queueFigures(db, capacityFrom, capacityTo);
  const m = machine();
  const jobs = (qs: QueueFigures[]) => qs.reduce((n, q) => n + q.completed, 0);
  const concurrency = env.JOB_CONCURRENCY ? `, JOB_CONCURRENCY=${env.JOB_CONCURRENCY}` : "";
  console.log(`
Sellwerk jobs bench: node ${m.node}, ${m.cpus} CPUs (${m.cpu}), CPUs ${busy} % busy before the start, ${engine}${concurrency}

Live: ${fmt.int(live.paid)} paid checkouts in ${live.seconds.toFixed(1)} s (${live.perSecond.toFixed(1)}/s), workers in the same process
${queueTable(liveQueues, [
  { header: "peak backlog", cell: (q) => fmt.int(watch.peak[q.name] ?? 0) },
  {
    header: `backlog +${AFTER_SECONDS} s`,
    cell: (q) => fmt.int((after[q.name]?.waiting ?? 0) + (after[q.name]?.active ?? 0)),
  },
])}
Backlog ${AFTER_SECONDS} s after the load stopped: ${fmt.int(backlog(after))} jobs (target 0); ${
    liveDrained === null
      ? `not drained within ${DRAIN_LIMIT_SECONDS} s`
      : `all ${fmt.int(jobs(liveQueues))} jobs done ${liveDrained.toFixed(1)} s after the load stopped`
  }.

Capacity: ${fmt.int(queued.paid)} checkouts queued by an API-only process (${queued.perSecond.toFixed(1)}/s), then drained by one worker process
${queueTable(capacityQueues)}
${
  capacityDrained === null
    ? `Not drained within ${DRAIN_LIMIT_SECONDS * 2} s of the workers' start.`
    : `${fmt.int(jobs(capacityQueues))} jobs done ${capacityDrained.toFixed(1)} s after the worker process was spawned (start-up included): ${(queued.paid / capacityDrained).toFixed(1)} checkouts' jobs per second.`
}
`);
  console.log(
    `results: ${writeResults("jobs", { machine: m, engine, cpuBusyBefore: busy, jobConcurrency: env.JOB_CONCURRENCY ?? null, live: { checkouts: live, queues: liveQueues, peak: watch.peak, after, drainedSeconds: liveDrained }, capacity: { checkouts: queued, queues: capacityQueues, drainedSeconds: capacityDrained } })}`,
  );
});
