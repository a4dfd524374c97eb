// Issue 11 serving bench: the buyer's checkout page rendered under load in production mode (the
// build as `npm start` runs it) and in development mode, the built assets' sizes raw, gzip and
// brotli as they go over the wire, and start-up to ready on the embedded database. See
// bench/README.md.
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  staticChunks,
  SHOP_CSS_ENTRY,
  SHOP_ENTRIES,
  type ShopManifest,
} from "../apps/web/src/shop/assets.ts";
import { ensureApiBuilt, REPO, startApi, type ApiDatabase } from "./lib/api.ts";
import { findTarget } from "./lib/checkout-target.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { load, type LoadResult } from "./lib/load.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const WEB_DIST = path.join(REPO, "apps/web/dist");

interface Sizes {
  name: string;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** What a browser downloads for these built files: each file's .gz / .br variant, else the file. */
function sizes(name: string, files: string[]): Sizes {
  const size = (f: string) => statSync(f).size;
  const variant = (f: string, ext: string) => (existsSync(f + ext) ? size(f + ext) : size(f));
  return {
    name,
    files: files.length,
    raw: files.reduce((a, f) => a + size(f), 0),
    gzip: files.reduce((a, f) => a + variant(f, ".gz"), 0),
    brotli: files.reduce((a, f) => a + variant(f, ".br"), 0),
  };
}

function assetSizes(): Sizes[] {
  const shop = path.join(WEB_DIST, "shop");
  const manifest = JSON.parse(readFileSync(path.join(shop, ".vite/manifest.json"), "utf8")) as ShopManifest;
  const checkout = staticChunks(manifest, SHOP_ENTRIES.checkout).map((c) => path.join(shop, c.file));
  const css = manifest[SHOP_CSS_ENTRY]?.file;
  // The back-office's first load: index.html and every script and style it links.
  const index = readFileSync(path.join(WEB_DIST, "index.html"), "utf8");
  const linked = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) =>
    path.join(WEB_DIST, m[1]!),
  );
  return [
    sizes("checkout page: JS + CSS", [...checkout, ...(css ? [path.join(shop, css)] : [])]),
    sizes("back-office first load: index.html + linked JS/CSS", [
      path.join(WEB_DIST, "index.html"),
      ...linked,
    ]),
  ];
}

/** The answer's body as sent, before any decoding (fetch would decompress it). */
function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let n = 0;
        res.on("data", (chunk: Buffer) => (n += chunk.length));
        res.on("end", () => resolve(n));
      })
      .on("error", reject);
  });
}

interface Render extends LoadResult {
  mode: string;
  bytesPerPage: number;
}

runBench(async () => {
  if (!Number.isFinite(SECONDS) || SECONDS <= 0)
    throw new Error(`BENCH_SECONDS must be a positive number, got "${process.env.BENCH_SECONDS}"`);
  ensureApiBuilt();
  if (!existsSync(path.join(WEB_DIST, "shop/.vite/manifest.json")))
    throw new Error("apps/web/dist is missing: npm run build");
  const busyBefore = await cpuBusyPercent();
  const loadBefore = os.loadavg()[0]!;
  if (busyBefore > 15)
    console.warn(
      `warning: the CPUs are ${busyBefore} % busy with other work; figures will be low and noisy\n`,
    );
  const tmp = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-"));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
  const db: ApiDatabase = { kind: "pglite", dataDir: path.join(tmp, "pglite") };

  // 1. Start-up to ready on the embedded database: cold (new DATA_DIR), then warm (same one).
  const startup: Record<"cold" | "warm", number> = { cold: 0, warm: 0 };
  for (const phase of ["cold", "warm"] as const) {
    const api = await startApi(db, `API (PGlite, ${phase})`);
    startup[phase] = api.readyMs;
    console.log(`start-up ${phase}: ${api.readyMs} ms`);
    await api.stop();
  }

  // 2. The checkout page under load, one server at a time, same database: PostgreSQL when
  // BENCH_DATABASE_URL names a server (as issue 11's figures were taken), else the embedded one.
  let renderDb: ApiDatabase = db;
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const database = await createBenchDatabase(serverUrl);
    console.log(`PostgreSQL: fresh database ${database.name} (dropped at the end)`);
    renderDb = { kind: "postgres", url: database.url, dataDir: path.join(tmp, "postgres") };
  }
  const runs: { mode: string; env: NodeJS.ProcessEnv; headers: Record<string, string> }[] = [
    { mode: "production, brotli (as a browser asks)", env: {}, headers: { "accept-encoding": "br, gzip" } },
    { mode: "production, uncompressed", env: {}, headers: {} },
    { mode: "development (NODE_ENV=development)", env: { NODE_ENV: "development" }, headers: {} },
  ];
  const renders: Render[] = [];
  for (const run of runs) {
    const api = await startApi(renderDb, `API (${run.mode})`, run.env);
    const target = await findTarget(api.url);
    const url = `${api.url}/s/${target.username}/${target.slug}`;
    const page = await fetch(url, { headers: run.headers });
    const html = await page.text();
    if (page.status !== 200 || !html.includes('name="payment_method"'))
      throw new Error(`checkout page answered ${page.status}: ${html.slice(0, 200)}`);
    const bytes = await bytesOnTheWire(url, run.headers);
    console.log(`load: checkout page, ${run.mode}, ${SECONDS} s x ${CONNECTIONS} connections`);
    const r = await load({
      name: url,
      url,
      seconds: SECONDS,
      connections: CONNECTIONS,
      headers: run.headers,
    });
    renders.push({ ...r, mode: run.mode, bytesPerPage: bytes });
    await api.stop();
  }

  const database = renderDb.kind === "postgres" ? "PostgreSQL" : "PGlite";
  report({ startup, renders, database, assets: assetSizes(), busyBefore, loadBefore });
});

function report(r: {
  startup: Record<"cold" | "warm", number>;
  renders: Render[];
  database: string;
  assets: Sizes[];
  busyBefore: number;
  loadBefore: number;
}): void {
  const m = machine();
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(`
Sellwerk serving bench: node ${m.node}, ${m.cpus} CPUs (${m.cpu}), ${SECONDS} s x ${CONNECTIONS} connections per load run
CPUs ${r.busyBefore} % busy before the start, load average ${r.loadBefore.toFixed(2)} before / ${os.loadavg()[0]!.toFixed(2)} after

${table(
  ["Start-up to ready, embedded PGlite (ms)", "ms"],
  [
    ["cold: new DATA_DIR (template copy, migrations check, demo seed)", fmt.int(r.startup.cold)],
    ["warm: same DATA_DIR again", fmt.int(r.startup.warm)],
  ],
)}

${table(
  [
    `Checkout page GET /s/{seller}/{product} (${r.database})`,
    "pages/s",
    "p50 ms",
    "p99 ms",
    "avg ms",
    "KB/page",
  ],
  r.renders.map((x) => [
    x.mode,
    fmt.int(x.reqPerSec),
    fmt.ms(x.latencyP50Ms),
    fmt.ms(x.latencyP99Ms),
    fmt.ms(x.latencyAvgMs),
    kb(x.bytesPerPage),
  ]),
)}

${table(
  ["Built assets (KB)", "files", "raw", "gzip", "brotli"],
  r.assets.map((a) => [a.name, String(a.files), kb(a.raw), kb(a.gzip), kb(a.brotli)]),
)}
`);
  const file = writeResults("serve", {
    bench: "serve",
    at: new Date().toISOString(),
    machine: { ...m, cpuBusyBeforePercent: r.busyBefore, loadAverageBefore: r.loadBefore },
    seconds: SECONDS,
    connections: CONNECTIONS,
    startup: r.startup,
    renderDatabase: r.database,
    renders: r.renders,
    assets: r.assets,
  });
  console.log(`results: ${file}`);
}
