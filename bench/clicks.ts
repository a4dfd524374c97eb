// Issue 14 bench: affiliate click recording under load. Sellwerk's click call
// (POST /api/v1/app/affiliate_clicks: validation, the program/node look-up, the per-client rate
// limit, the first-party cookie, the INSERT) beside a bare Fastify + pg endpoint doing only the
// INSERT (bench/lib/minimal-click-server.ts) on the same PostgreSQL database, in interleaved rounds.
// After every round the database decides: the clicks recorded must equal the answers counted.
import path from "node:path";
import os from "node:os";
import pg from "pg";
import type autocannon from "autocannon";
import { ensureApiBuilt, REPO, startApi, type ApiDatabase } from "./lib/api.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { load, type LoadResult } from "./lib/load.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { freePort, startServer } from "./lib/process.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 16;
const CLICK_PATH = "/api/v1/app/affiliate_clicks";

interface Affiliate {
  sellerId: number;
  programId: number;
  publisherId: number;
  nodeId: number;
}

/**
 * The demo seller's two-stage program with the demo publisher accepted in it, in SQL: the bench
 * measures recording clicks, not creating programs.
 */
async function seedProgram(pool: pg.Pool): Promise<Affiliate> {
  const { rows: users } = await pool.query<{ username: string; id: string }>(
    "SELECT username, id FROM users WHERE username IN ('demo-seller', 'demo-publisher')",
  );
  const idOf = (u: string) => {
    const row = users.find((r) => r.username === u);
    if (!row) throw new Error(`demo user ${u} missing: did the demo seed run?`);
    return Number(row.id);
  };
  const sellerId = idOf("demo-seller");
  const publisherId = idOf("demo-publisher");
  const program = await pool.query<{ id: string }>(
    `INSERT INTO affiliate_programs (seller_id, name, form, commissions, commission_duration, affiliate_marketplace_product)
     VALUES ($1, 'Bench program', 'multiple', '[1000, 500]', 'lifetime', true) RETURNING id`,
    [sellerId],
  );
  const programId = Number(program.rows[0]!.id);
  // The demo seed may already have put the demo publisher into a program; this one is the bench's own.
  const node = await pool.query<{ id: string }>(
    `INSERT INTO affiliate_nodes (seller_id, program_id, publisher_id, email, state, initiator, answered_at)
     VALUES ($1, $2, $3, 'publisher@sellwerk.test', 'accepted', 'publisher', now()) RETURNING id`,
    [sellerId, programId, publisherId],
  );
  return { sellerId, programId, publisherId, nodeId: Number(node.rows[0]!.id) };
}

/**
 * Every click from its own client address (X-Forwarded-For, honoured with TRUST_PROXY=true): a
 * flood of real buyers comes from many addresses, and the per-client rate limit stays as configured.
 */
function clickRequests(path: string, body: string): autocannon.Request[] {
  let n = 0;
  return [
    {
      method: "POST",
      path,
      setupRequest: (req) => {
        n++;
        const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return {
          ...req,
          body,
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
        };
      },
    },
  ];
}

async function clickCount(pool: pg.Pool, programId: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM affiliate_clicks WHERE program_id = $1",
    [programId],
  );
  return rows[0]!.n;
}

interface Round extends LoadResult {
  round: number;
  recorded: number;
}

/** One measured run; the clicks recorded (polled for up to 5 s, a server may write them late) must equal the answers. */
async function round(
  pool: pg.Pool,
  programId: number,
  name: string,
  i: number,
  url: string,
  requests: autocannon.Request[],
): Promise<Round> {
  const before = await clickCount(pool, programId);
  const r = await load({ name, url, seconds: SECONDS, connections: CONNECTIONS, requests, warmupSeconds: 0 });
  let recorded: number;
  const deadline = performance.now() + 5000;
  do {
    recorded = (await clickCount(pool, programId)) - before;
    if (recorded >= r.requests) break;
    await new Promise((res) => setTimeout(res, 100));
  } while (performance.now() < deadline);
  // autocannon may count an answer or two that arrived after its end as not received: allow a
  // connection's worth of difference, no more.
  if (Math.abs(recorded - r.requests) > CONNECTIONS)
    throw new Error(`${name}: ${r.requests} answers but ${recorded} clicks recorded`);
  return { ...r, round: i, recorded };
}

runBench(async () => {
  if (!Number.isFinite(SECONDS) || SECONDS <= 0)
    throw new Error(`BENCH_SECONDS must be a positive number, got "${process.env.BENCH_SECONDS}"`);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error("the clicks bench compares against PostgreSQL: set BENCH_DATABASE_URL");
  ensureApiBuilt();
  const busy = await cpuBusyPercent();
  if (busy > 15) console.warn(`warning: the CPUs are ${busy} % busy with other work; figures will be low\n`);
  const database = await createBenchDatabase(serverUrl);
  const db: ApiDatabase = { kind: "postgres", url: database.url, dataDir: os.tmpdir() };
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  onCleanup("close the bench's pool", () => pool.end());

  console.log(
    "API with TRUST_PROXY=true: every click comes from its own X-Forwarded-For address, so the per-client rate limit stays as configured",
  );
  const api = await startApi(db, "API", { TRUST_PROXY: "true", ROLE: "api" });
  const aff = await seedProgram(pool);
  const body = JSON.stringify({ publisher_id: aff.publisherId, program_id: aff.programId });
  const probe = await fetch(api.url + CLICK_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1" },
    body,
  });
  // 200 with a cookie: recorded; 204 would mean the click was recorded as nothing.
  if (probe.status !== 200) throw new Error(`click call answered ${probe.status}: ${await probe.text()}`);
  const cookie = probe.headers.get("set-cookie");
  console.log(`click call answers ${probe.status}, cookie: ${cookie ? cookie.split(";")[0] : "none"}`);

  const port = await freePort();
  const minimal = await startServer({
    label: "minimal click endpoint",
    command: process.execPath,
    args: ["--import", "tsx", path.join(REPO, "bench/lib/minimal-click-server.ts")],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      SELLER_ID: String(aff.sellerId),
      PROGRAM_ID: String(aff.programId),
      PUBLISHER_ID: String(aff.publisherId),
      NODE_ID: String(aff.nodeId),
    },
    port,
    readyPath: "/",
  });

  const targets = [
    { name: "Sellwerk POST /api/v1/app/affiliate_clicks", url: api.url, path: CLICK_PATH },
    { name: "bare Fastify + pg, one INSERT", url: minimal.url, path: "/click" },
  ];
  // Unmeasured warm-up of both, so the rounds see JIT-warm servers.
  for (const t of targets)
    await load({
      name: `${t.name} (warm-up)`,
      url: t.url,
      seconds: 2,
      connections: CONNECTIONS,
      requests: clickRequests(t.path, body),
      warmupSeconds: 0,
    });
  const rounds: { sellwerk: Round; minimal: Round }[] = [];
  for (let i = 1; i <= ROUNDS; i++) {
    console.log(
      `round ${i}/${ROUNDS}: Sellwerk, then the bare endpoint, ${SECONDS} s x ${CONNECTIONS} connections each`,
    );
    const [s, m] = targets as [(typeof targets)[0], (typeof targets)[0]];
    rounds.push({
      sellwerk: await round(pool, aff.programId, s.name, i, s.url, clickRequests(s.path, body)),
      minimal: await round(pool, aff.programId, m.name, i, m.url, clickRequests(m.path, body)),
    });
  }
  await api.stop();
  await minimal.stop();
  report(rounds, busy);
});

function report(rounds: { sellwerk: Round; minimal: Round }[], busy: number): void {
  const m = machine();
  const rows = rounds.flatMap(({ sellwerk, minimal }) =>
    [sellwerk, minimal].map((r) => [
      `round ${r.round}: ${r.name}`,
      fmt.int(r.reqPerSec),
      fmt.ms(r.latencyP50Ms),
      fmt.ms(r.latencyP99Ms),
      fmt.int(r.recorded),
    ]),
  );
  const ratios = rounds.map((r) => ({
    perSecond: r.sellwerk.reqPerSec / r.minimal.reqPerSec,
    p99: r.sellwerk.latencyP99Ms / r.minimal.latencyP99Ms,
  }));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(`
Sellwerk click bench (PostgreSQL): node ${m.node}, ${m.cpus} CPUs (${m.cpu}), ${SECONDS} s x ${CONNECTIONS} connections per run
CPUs ${busy} % busy before the start, load average ${os.loadavg()[0]!.toFixed(2)} after

${table(["Click recording", "clicks/s", "p50 ms", "p99 ms", "recorded"], rows)}

Sellwerk / bare endpoint: clicks/s ${fmt.ratio(median(ratios.map((r) => r.perSecond)))} (median of ${rounds.length} rounds), p99 x ${fmt.ratio(median(ratios.map((r) => r.p99)))}
`);
  const file = writeResults("clicks", {
    bench: "clicks",
    at: new Date().toISOString(),
    machine: { ...m, cpuBusyBeforePercent: busy },
    seconds: SECONDS,
    connections: CONNECTIONS,
    rounds,
    ratios,
  });
  console.log(`results: ${file}`);
}
