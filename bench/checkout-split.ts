// Issue 11 bench: the checkout's two halves, each on its own, to compare builds. The whole
// checkout bench (checkout.ts) runs the API, the worker, PostgreSQL and the buyers on two
// saturated cores, and a round there moves by a third from one round to the next: a step that
// saves a fifth of the API's CPU drowns in it. Here each round starts the API alone (role api,
// 16 buyers, no worker running) for BENCH_SECONDS and then a worker alone (role worker) on the
// jobs those checkouts left, and gives per paid checkout each half's CPU, statements and round
// trips (sql-counter-preload.mjs) and the database's CPU (its backends, from /proc). Run it on
// two builds back to back (a worktree of the older one) and compare the rows.
import os from "node:os";
import type pg from "pg";
import { ensureApiBuilt, startApi, type ApiDatabase } from "./lib/api.ts";
import { checkoutBody, findTarget } from "./lib/checkout-target.ts";
import {
  checkoutBenchSetup,
  checkoutRound,
  counted,
  ordersSince,
  snapshot,
  waitForJobs,
  warmUp,
} from "./lib/checkout-rounds.ts";
import { runBench } from "./lib/cleanup.ts";
import { watchDatabaseCpu } from "./lib/database-cpu.ts";
import { fmt, machine, table, writeResults } from "./lib/report.ts";
import { resetStatementStats, topStatements } from "./lib/statement-stats.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const CHECKOUT = "/api/v1/shop/checkout";
const JOBS_TIMEOUT_MS = 300_000;

/** Orders paid since `since`; a round with any other order fails. */
async function paidSince(pool: pg.Pool, since: Date): Promise<number> {
  const { paid, other } = await ordersSince(pool, since);
  if (other > 0) throw new Error(`${other} orders since ${since.toISOString()} are not paid`);
  return paid;
}

const now = async (pool: pg.Pool) => (await pool.query<{ now: Date }>("SELECT now()")).rows[0]!.now;

interface WorkerResult {
  checkouts: number;
  seconds: number;
  cpuMs: number;
  statements: number;
  roundTrips: number;
  databaseCpuMs: number;
}

/** A worker alone works off every waiting job; its cost per checkout whose jobs it ran. */
async function workerAlone(
  db: ApiDatabase,
  pool: pg.Pool,
  tmp: string,
  checkouts: number,
): Promise<WorkerResult> {
  const w = counted(tmp, "worker");
  const worker = await startApi(
    db,
    "worker alone",
    { ...w.env, ROLE: "worker", SEED_DEMO: "false" },
    { readyOutput: /is running \(worker\)/ },
  );
  try {
    await resetStatementStats(pool);
    const [before] = await snapshot([w.watched]);
    const database = await watchDatabaseCpu(pool);
    const seconds = await waitForJobs(pool, JOBS_TIMEOUT_MS);
    const [after] = await snapshot([w.watched]);
    const databaseSeconds = await database.stop();
    process.stdout.write(await topStatements(pool, "worker alone", checkouts));
    return {
      checkouts,
      seconds,
      cpuMs: (after!.cpuUs - before!.cpuUs) / 1000 / checkouts,
      statements: (after!.statements - before!.statements) / checkouts,
      roundTrips: (after!.roundTrips - before!.roundTrips) / checkouts,
      databaseCpuMs: (databaseSeconds * 1000) / checkouts,
    };
  } finally {
    await worker.stop();
  }
}

runBench(async () => {
  ensureApiBuilt();
  const { busy, load0, tmp, db, pool } = await checkoutBenchSetup("checkout-split");

  // The demo data, then the seed's own jobs worked off, so the rounds start with an empty queue.
  const seeder = await startApi(db, "seed");
  const target = await findTarget(seeder.url);
  await seeder.stop();
  await workerAlone(db, pool, tmp, 1);
  const body = checkoutBody(target);

  const rounds: { api: Awaited<ReturnType<typeof checkoutRound>>; worker: WorkerResult }[] = [];
  for (let i = 1; i <= ROUNDS; i++) {
    console.log(
      `round ${i}/${ROUNDS}: the API alone, ${SECONDS} s x ${CONNECTIONS} buyers, then a worker alone`,
    );
    const a = counted(tmp, "API");
    const api = await startApi(db, "API alone", {
      ...a.env,
      ROLE: "api",
      SEED_DEMO: "false",
      RATE_LIMIT_PAY: "100000000",
    });
    const since = await now(pool);
    // Unmeasured warm-up of the new process; its checkouts' jobs are the worker's too.
    await warmUp(api.url + CHECKOUT, body, CONNECTIONS);
    await resetStatementStats(pool);
    const result = await checkoutRound(pool, {
      name: "API alone",
      url: api.url,
      path: CHECKOUT,
      body,
      seconds: SECONDS,
      connections: CONNECTIONS,
      watched: [a.watched],
      drainJobs: false,
    });
    await api.stop();
    process.stdout.write(await topStatements(pool, "API alone", result.paid));
    rounds.push({ api: result, worker: await workerAlone(db, pool, tmp, await paidSince(pool, since)) });
  }

  const m = machine();
  const load1 = os.loadavg();
  console.log(`
Sellwerk checkout, split (issue 11): node ${m.node}, ${m.cpus} CPUs (${m.cpu}); CPUs ${busy} % busy before the start;
load average ${load0.map((x) => x.toFixed(2)).join(" ")} at the start, ${load1.map((x) => x.toFixed(2)).join(" ")} at the end

${table(
  [
    "Round",
    "API alone paid/s",
    "p99 ms",
    "API per checkout (CPU, statements, round trips; database CPU)",
    "worker checkouts/s",
    "worker per checkout (CPU, statements, round trips; database CPU)",
  ],
  rounds.map((r, i) => {
    const api = r.api.cost[0]!;
    const w = r.worker;
    return [
      String(i + 1),
      fmt.int(r.api.perSecond),
      fmt.ms(r.api.p99Ms),
      `${api.cpuMs.toFixed(2)} ms, ${api.statements.toFixed(1)} st, ${api.roundTrips.toFixed(1)} rt; ${r.api.databaseCpuMs.toFixed(2)} ms`,
      (w.checkouts / w.seconds).toFixed(1),
      `${w.cpuMs.toFixed(2)} ms, ${w.statements.toFixed(1)} st, ${w.roundTrips.toFixed(1)} rt; ${w.databaseCpuMs.toFixed(2)} ms`,
    ];
  }),
)}
The API's figures are its measured round's; the worker's are per checkout whose jobs it worked off
(the round's and the ${CONNECTIONS * 5} of its warm-up), its start-up left out. Issue 11's
targets for Node CPU per checkout: request at most 5 ms, jobs at most 10 ms.
`);
  console.log(`results: ${writeResults("checkout-split", { machine: m, busy, load0, load1, rounds })}`);
});
