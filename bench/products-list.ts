// Issue 3 bench: the product list of a seller with 10,000 products — p95 latency of filtered,
// sorted pages under load. PostgreSQL figures (BENCH_DATABASE_URL); PGlite when it is not set.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ensureApiBuilt, runSql, signIn, startApi, type ApiDatabase } from "./lib/api.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { load } from "./lib/load.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const PRODUCTS = 10_000;
const SELLER = { email: "seller@sellwerk.test", password: "sellwerk-demo" };

// What a seller does with a long list: sorted pages, filtered by type and state, a name search.
const PAGES = [
  "/api/v1/cabinet/products?per=30&sort_key=updated_at&sort_dir=desc",
  "/api/v1/cabinet/products?per=30&form=download&sort_key=created_at&sort_dir=desc",
  "/api/v1/cabinet/products?per=30&state=published&sort_key=name&sort_dir=asc&page=40",
  "/api/v1/cabinet/products?per=30&query=Bench%20product%2012&sort_key=created_at&sort_dir=desc",
];

const FORMS = [
  "service",
  "download",
  "course",
  "membership",
  "event",
  "certificate",
  "license_key",
  "bundle",
];

// Rows in SQL: creating 10,000 products through the editor would measure the editor, not the list.
const productsSql = [
  `INSERT INTO products (seller_id, form, name, slug, internal_name, state, currency, display_price, created_at, updated_at)
   SELECT (SELECT id FROM users WHERE email = '${SELLER.email}'),
          (ARRAY['${FORMS.join("','")}'])[1 + g % ${FORMS.length}],
          'Bench product ' || g, 'bench-product-' || g, 'BP-' || g,
          CASE WHEN g % 3 = 0 THEN 'unpublished' ELSE 'published' END, 'eur', 100 * (g % 50 + 1),
          now() - g * interval '1 minute', now() - (g % 997) * interval '1 minute'
   FROM generate_series(1, ${PRODUCTS}) AS g`,
  `INSERT INTO pricing_plans (product_id, name, form, currency, prefs)
   SELECT id, 'Standard', 'one_time', 'eur', jsonb_build_object('price', display_price)
   FROM products WHERE slug LIKE 'bench-product-%' AND id % 2 = 0`,
  // After a bulk insert autovacuum (insert threshold, PostgreSQL 13+) sets the visibility map,
  // which lets the capped count read the index alone; do it now rather than wait for it.
  `VACUUM ANALYZE`,
];

runBench(async () => {
  ensureApiBuilt();
  const busy = await cpuBusyPercent();
  const tmp = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-products-"));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
  let db: ApiDatabase = { kind: "pglite", dataDir: path.join(tmp, "pglite") };
  let engine = "PGlite";
  if (process.env.BENCH_DATABASE_URL) {
    const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
    db = { kind: "postgres", url: database.url, dataDir: tmp };
    engine = "PostgreSQL";
  }

  const seeding = await startApi(db, `API (${engine}, seed)`);
  await seeding.stop();
  await runSql(db, productsSql);

  const api = await startApi(db, `API (${engine}, load)`);
  const token = await signIn(api.url, SELLER.email, SELLER.password);
  const headers = { authorization: `Bearer ${token}` };
  for (const page of PAGES) {
    const res = await fetch(api.url + page, { headers });
    const body = (await res.json()) as { list?: unknown[]; total_count?: number };
    if (res.status !== 200 || !body.list?.length)
      throw new Error(`${page} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  console.log(
    `load: ${PAGES.length} list pages in turn, ${SECONDS} s x ${CONNECTIONS} connections on ${engine}`,
  );
  // One seller paging alone (what a person feels), then 16 at once (what the server sustains).
  const run = (connections: number) =>
    load({
      name: `product list, ${connections} connection${connections > 1 ? "s" : ""} (${engine})`,
      url: api.url,
      paths: PAGES,
      seconds: SECONDS,
      connections,
      headers,
    });
  const single = await run(1);
  const result = await run(CONNECTIONS);
  await api.stop();

  const m = machine();
  console.log(`
Sellwerk product list bench: node ${m.node}, ${m.cpus} CPUs (${m.cpu}), CPUs ${busy} % busy before the start
${fmt.int(PRODUCTS)} products of one seller, pages of 30: sorted, filtered by form / state, name search

${table(
  ["Load", "req/s", "avg ms", "p95 ms", "p99 ms", "requests"],
  [single, result].map((r) => [
    r.name,
    fmt.int(r.reqPerSec),
    fmt.ms(r.latencyAvgMs),
    fmt.ms(r.latencyP95Ms),
    fmt.ms(r.latencyP99Ms),
    fmt.int(r.requests),
  ]),
)}
`);
  console.log(
    `results: ${writeResults("products-list", { machine: m, engine, products: PRODUCTS, pages: PAGES, single, result })}`,
  );
});
