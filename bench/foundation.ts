// Issue 2 foundation bench: API start-up time (cold and warm) and an authenticated list under
// load, next to a bare Fastify hello world on the same machine. See bench/README.md.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ensureApiBuilt, REPO, runSql, signIn, startApi, type ApiDatabase } from "./lib/api.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { load, type LoadResult } from "./lib/load.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { freePort, startServer } from "./lib/process.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const EXTRA_USERS = 1000;
const MANAGER = { email: "manager@sellwerk.test", password: "sellwerk-demo" };
const LIST_PATH = "/api/v1/admin/users?per=20&sort_key=created_at&sort_dir=desc";

// Bulk insert in SQL: signing up 1,000 users through the API would hash 1,000 passwords (argon2,
// about a minute) for rows that the list reads the same way. They reuse the demo password hash.
const extraUsersSql = [
  `INSERT INTO users (email, username, password_hash, first_name, last_name, email_confirmed_at, unsubscribe_token, created_at)
   SELECT 'bench-' || g || '@sellwerk.test', 'bench-user-' || g, (SELECT password_hash FROM users ORDER BY id LIMIT 1),
          'Bench', 'User ' || g, now(), md5('bench-' || g || random()), now() - g * interval '1 minute'
   FROM generate_series(1, ${EXTRA_USERS}) AS g`,
  `INSERT INTO profiles (user_id, type)
   SELECT id, CASE WHEN id % 3 = 0 THEN 'payer' ELSE 'seller' END FROM users WHERE username LIKE 'bench-user-%'`,
];

interface Backend {
  name: "PGlite" | "PostgreSQL";
  db: ApiDatabase;
  coldMs?: number;
  warmMs?: number;
  list?: LoadResult;
}

runBench(async () => {
  if (!Number.isFinite(SECONDS) || SECONDS <= 0)
    throw new Error(`BENCH_SECONDS must be a positive number, got "${process.env.BENCH_SECONDS}"`);
  ensureApiBuilt();
  const busyBefore = await cpuBusyPercent();
  if (busyBefore > 15)
    console.warn(
      `warning: the CPUs are ${busyBefore} % busy with other work; figures will be low and noisy\n`,
    );
  const tmp = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-"));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));

  const backends: Backend[] = [{ name: "PGlite", db: { kind: "pglite", dataDir: path.join(tmp, "pglite") } }];
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const database = await createBenchDatabase(serverUrl);
    console.log(`PostgreSQL: fresh database ${database.name} (dropped at the end)`);
    backends.push({
      name: "PostgreSQL",
      db: { kind: "postgres", url: database.url, dataDir: path.join(tmp, "postgres") },
    });
  }

  // 1. Start-up to ready: cold (empty database: migrations + demo seed), then warm (same database).
  for (const b of backends) {
    for (const phase of ["cold", "warm"] as const) {
      const api = await startApi(b.db, `API (${b.name}, ${phase})`);
      b[phase === "cold" ? "coldMs" : "warmMs"] = api.readyMs;
      console.log(`start-up ${b.name} ${phase}: ${api.readyMs} ms`);
      await api.stop();
    }
    await runSql(b.db, extraUsersSql);
  }

  // 2. Load, one server at a time (2 cores: autocannon on one, the server on the other).
  const helloPort = await freePort();
  const hello = await startServer({
    label: "hello world",
    command: process.execPath,
    args: ["--import", "tsx", path.join(REPO, "bench/lib/hello-server.ts")],
    env: { ...process.env, PORT: String(helloPort) },
    port: helloPort,
    readyPath: "/",
  });
  console.log(`load: hello world (bare Fastify), ${SECONDS} s x ${CONNECTIONS} connections`);
  const helloResult = await load({
    name: "hello world (bare Fastify)",
    url: `${hello.url}/`,
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  await hello.stop();

  for (const b of backends) {
    const api = await startApi(b.db, `API (${b.name}, load)`);
    const token = await signIn(api.url, MANAGER.email, MANAGER.password);
    const headers = { authorization: `Bearer ${token}` };
    await checkList(api.url + LIST_PATH, headers);
    console.log(`load: ${b.name} list, ${SECONDS} s x ${CONNECTIONS} connections`);
    b.list = await load({
      name: `admin users list (${b.name})`,
      url: api.url + LIST_PATH,
      seconds: SECONDS,
      connections: CONNECTIONS,
      headers,
    });
    await api.stop();
  }

  report(backends, helloResult, busyBefore);
});

/** The list must be the real thing: 20 rows out of the demo users plus the extra ones. */
async function checkList(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { list?: unknown[]; total_count?: number };
  if (res.status !== 200 || body.list?.length !== 20 || (body.total_count ?? 0) <= EXTRA_USERS) {
    throw new Error(`unexpected list answer ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

function report(backends: Backend[], hello: LoadResult, busyBefore: number): void {
  const m = machine();
  const dash = (n: number | undefined) => (n === undefined ? "-" : fmt.int(n));
  const ratios = backends.map((b) => ({
    backend: b.name,
    reqPerSec: b.list!.reqPerSec / hello.reqPerSec,
    p99: b.list!.latencyP99Ms / hello.latencyP99Ms,
  }));
  console.log(`
Sellwerk foundation bench: node ${m.node}, ${m.cpus} CPUs (${m.cpu}), ${SECONDS} s x ${CONNECTIONS} connections per load run, CPUs ${busyBefore} % busy before the start

${table(
  ["Start-up to ready (ms)", ...backends.map((b) => b.name)],
  [
    ["cold: new database, migrations + demo seed", ...backends.map((b) => dash(b.coldMs))],
    ["warm: same database again", ...backends.map((b) => dash(b.warmMs))],
  ],
)}

${table(
  ["Load", "req/s", "avg ms", "p99 ms", "requests"],
  [hello, ...backends.map((b) => b.list!)].map((r) => [
    r.name,
    fmt.int(r.reqPerSec),
    fmt.ms(r.latencyAvgMs),
    fmt.ms(r.latencyP99Ms),
    fmt.int(r.requests),
  ]),
)}
  list = GET ${LIST_PATH} as the manager, ${EXTRA_USERS.toLocaleString("en-US")} + 6 demo users

${table(
  ["List / hello world", "req/s ratio", "p99 ratio"],
  ratios.map((r) => [r.backend, fmt.ratio(r.reqPerSec), fmt.ratio(r.p99)]),
)}
`);
  const file = writeResults("foundation", {
    bench: "foundation",
    at: new Date().toISOString(),
    machine: { ...m, cpuBusyBeforePercent: busyBefore },
    seconds: SECONDS,
    connections: CONNECTIONS,
    extraUsers: EXTRA_USERS,
    listPath: LIST_PATH,
    startup: Object.fromEntries(backends.map((b) => [b.db.kind, { coldMs: b.coldMs, warmMs: b.warmMs }])),
    load: { hello, list: Object.fromEntries(backends.map((b) => [b.db.kind, b.list])) },
    ratios: Object.fromEntries(
      ratios.map((r) => [
        r.backend === "PGlite" ? "pglite" : "postgres",
        { reqPerSec: r.reqPerSec, p99: r.p99 },
      ]),
    ),
  });
  console.log(`results: ${file}`);
}
