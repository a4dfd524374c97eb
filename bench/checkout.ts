// Issue 11 bench: paid sandbox checkouts per second with 16 concurrent buyers, beside a minimal
// Fastify + pg endpoint doing the same writes (bench/lib/minimal-checkout-server.ts) in the same
// run, in interleaved rounds, with Sellwerk's API and job worker in one process (`npm start`) and
// in separate processes (--role=api, --role=worker). After every round the database counts the
// paid orders (a round with any unpaid order fails); the servers count their SQL statements,
// transactions and CPU time (bench/lib/sql-counter-preload.mjs), given per paid checkout. Then
// the checkout page: its gzipped JavaScript and its server-render time.
import { readFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { ensureApiBuilt, REPO, startApi, type ApiDatabase } from "./lib/api.ts";
import { checkoutBody, findTarget } from "./lib/checkout-target.ts";
import {
  checkoutBenchSetup,
  checkoutRound,
  counted,
  warmUp,
  type RoundResult,
  type Watched,
} from "./lib/checkout-rounds.ts";
import { runBench } from "./lib/cleanup.ts";
import { load } from "./lib/load.ts";
import { freePort, startServer, type Started } from "./lib/process.ts";
import { fmt, machine, table, writeResults } from "./lib/report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const CHECKOUT = "/api/v1/shop/checkout";

/** The checkout page's JavaScript as the browser gets it: every script the page loads, gzipped. */
function checkoutPageJs(html: string, base: string): { files: number; gzipBytes: number } {
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  let gzipBytes = 0;
  const files = [...new Set([...srcs, ...preloads])];
  for (const src of files) {
    const local = path.join(
      REPO,
      "apps/web/dist",
      new URL(src, base).pathname.replace(/^\/shop-assets\//, "shop/"),
    );
    if (existsSync(local)) gzipBytes += gzipSync(readFileSync(local), { level: 9 }).length;
  }
  return { files: files.length, gzipBytes };
}

async function startMinimal(tmp: string, url: string, productId: number) {
  const port = await freePort();
  const c = counted(tmp, "minimal endpoint");
  const server = await startServer({
    label: "minimal endpoint",
    command: process.execPath,
    args: ["--import", "tsx", path.join(REPO, "bench/lib/minimal-checkout-server.ts")],
    env: { ...process.env, ...c.env, PORT: String(port), DATABASE_URL: url, PRODUCT_ID: String(productId) },
    port,
    readyPath: "/",
  });
  return { server, watched: c.watched };
}

interface Shape {
  name: string;
  url: string;
  watched: Watched[];
  stop(): Promise<void>;
}

const API_ENV = { RATE_LIMIT_PAY: "100000000" };

async function oneProcess(db: ApiDatabase, tmp: string): Promise<Shape> {
  const c = counted(tmp, "API+worker");
  const api = await startApi(db, "API + worker, one process", { ...API_ENV, ...c.env });
  return { name: "one process", url: api.url, watched: [c.watched], stop: () => api.stop() };
}

async function separateProcesses(db: ApiDatabase, tmp: string): Promise<Shape> {
  const a = counted(tmp, "API");
  const w = counted(tmp, "worker");
  const api = await startApi(db, "API process", { ...API_ENV, ...a.env, ROLE: "api", SEED_DEMO: "false" });
  // A worker serves no HTTP: it is ready once it says it runs.
  const worker: Started = await startApi(
    db,
    "worker process",
    { ...w.env, ROLE: "worker", SEED_DEMO: "false" },
    { readyOutput: /is running \(worker\)/ },
  );
  return {
    name: "separate processes",
    url: api.url,
    watched: [a.watched, w.watched],
    stop: async () => {
      await api.stop();
      await worker.stop();
    },
  };
}

/** The page's JavaScript figure, or why there is none: without a web build the page loads no scripts. */
function pageJsLine(js: { files: number; gzipBytes: number }): string {
  if (js.files === 0)
    return "Checkout page JavaScript: the page loads no script; is the web app built (npm run build -w @sellwerk/web)?";
  return `Checkout page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (budget 90 KB).`;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
/** Round trips per paid checkout of every process of a round (the API's and the worker's together). */
const roundTrips = (r: RoundResult) => r.cost.reduce((sum, c) => sum + c.roundTrips, 0);

runBench(async () => {
  ensureApiBuilt();
  const { busy, load0, tmp, db, pool } = await checkoutBenchSetup("checkout");

  const rounds: { shape: string; sellwerk: RoundResult; minimal: RoundResult }[] = [];
  let target: Awaited<ReturnType<typeof findTarget>> | null = null;
  let page: {
    html: string;
    js: ReturnType<typeof checkoutPageJs> | null;
    loads: Awaited<ReturnType<typeof load>>[];
    path: string;
    status: number;
  } | null = null;
  for (const makeShape of [oneProcess, separateProcesses]) {
    const shape = await makeShape(db, tmp);
    target ??= await findTarget(shape.url);
    const body = checkoutBody(target);
    const minimal = await startMinimal(tmp, db.url, target.productId);
    // Unmeasured warm-up of both, so the rounds see JIT-warm servers.
    await warmUp(shape.url + CHECKOUT, body, CONNECTIONS);
    await warmUp(`${minimal.server.url}/checkout`, "{}", CONNECTIONS);
    for (let i = 1; i <= ROUNDS; i++) {
      console.log(
        `round ${i}/${ROUNDS} (${shape.name}): Sellwerk, then the minimal endpoint, ${SECONDS} s x ${CONNECTIONS} buyers each`,
      );
      const sellwerk = await checkoutRound(pool, {
        name: `Sellwerk, ${shape.name}`,
        url: shape.url,
        path: CHECKOUT,
        body,
        seconds: SECONDS,
        connections: CONNECTIONS,
        watched: shape.watched,
        drainJobs: true,
      });
      const base = await checkoutRound(pool, {
        name: "minimal endpoint",
        url: minimal.server.url,
        path: "/checkout",
        body: "{}",
        seconds: SECONDS,
        connections: CONNECTIONS,
        watched: [minimal.watched],
        drainJobs: false,
      });
      rounds.push({ shape: shape.name, sellwerk, minimal: base });
    }
    await minimal.server.stop();
    if (!page) {
      const pagePath = `/s/${target.username}/${target.slug}`;
      const res = await fetch(shape.url + pagePath);
      const html = res.status === 200 ? await res.text() : "";
      const loads = html
        ? [
            await load({
              name: `checkout page render, ${CONNECTIONS} connections`,
              url: shape.url,
              paths: [pagePath],
              seconds: 5,
              connections: CONNECTIONS,
            }),
            await load({
              name: "checkout page render, 1 connection",
              url: shape.url,
              paths: [pagePath],
              seconds: 5,
              connections: 1,
            }),
          ]
        : [];
      page = {
        html,
        js: html ? checkoutPageJs(html, shape.url) : null,
        loads,
        path: pagePath,
        status: res.status,
      };
    }
    await shape.stop();
  }

  const m = machine();
  const load1 = os.loadavg();
  const cost = (r: RoundResult) =>
    [
      ...r.cost.map(
        (c) =>
          `${c.label}: ${c.statements.toFixed(1)} st, ${c.transactions.toFixed(1)} tx, ${c.roundTrips.toFixed(1)} rt, ${c.cpuMs.toFixed(2)} ms CPU`,
      ),
      `database: ${r.databaseCpuMs.toFixed(2)} ms CPU`,
    ].join("; ");
  console.log(`
Sellwerk checkout bench (issue 11): node ${m.node}, ${m.cpus} CPUs (${m.cpu}); CPUs ${busy} % busy before the start;
load average ${load0.map((x) => x.toFixed(2)).join(" ")} at the start, ${load1.map((x) => x.toFixed(2)).join(" ")} at the end

${table(
  [
    "Round",
    "paid/s",
    "minimal paid/s",
    "ratio",
    "p99 ms",
    "jobs drained s",
    "per paid checkout (statements, transactions, Node CPU; PostgreSQL CPU)",
    "minimal per checkout",
  ],
  rounds.map((r, i) => [
    `${i + 1} ${r.shape}`,
    fmt.int(r.sellwerk.perSecond),
    fmt.int(r.minimal.perSecond),
    (r.sellwerk.perSecond / r.minimal.perSecond).toFixed(3),
    fmt.ms(r.sellwerk.p99Ms),
    r.sellwerk.drainSeconds?.toFixed(1) ?? "-",
    cost(r.sellwerk),
    cost(r.minimal),
  ]),
)}
${["one process", "separate processes"]
  .map((s) => {
    const mine = rounds.filter((r) => r.shape === s);
    const trips = median(mine.map((r) => roundTrips(r.sellwerk)));
    const minimalTrips = median(mine.map((r) => roundTrips(r.minimal)));
    return [
      `${s}: median ratio to the minimal endpoint ${median(mine.map((r) => r.sellwerk.perSecond / r.minimal.perSecond)).toFixed(3)} (target at least 0.30)`,
      `  round trips to PostgreSQL per paid checkout, request and jobs: ${trips.toFixed(1)} against the minimal endpoint's ${minimalTrips.toFixed(1)};`,
      `  at the minimal endpoint's cost per round trip (its CPU per checkout / its round trips) they alone allow at most ${(minimalTrips / trips).toFixed(3)}`,
    ].join("\n");
  })
  .join("\n")}
${page?.js ? pageJsLine(page.js) : `Checkout page ${page?.path} answered ${page?.status}: no page figures.`}
${(page?.loads ?? []).map((l) => `${l.name}: ${fmt.int(l.reqPerSec)}/s, p50 ${fmt.ms(l.latencyP50Ms)} ms, p99 ${fmt.ms(l.latencyP99Ms)} ms`).join("\n")}
Statements count every SQL statement the process sent through pg (BEGIN/COMMIT apart; the API's
own request path, the job queue's fetches and the workers' jobs); transactions count BEGINs; round
trips (rt) count every query sent, BEGIN and COMMIT included, each of which waits for its answer.
Database CPU is that of every PostgreSQL backend serving the bench database during the round (and
the jobs' drain after it), read from /proc: the server runs on this machine.
`);
  console.log(
    `results: ${writeResults("checkout", { machine: m, busy, load0, load1, rounds, page: page && { js: page.js, loads: page.loads } })}`,
  );
});
