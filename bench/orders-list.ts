// Issue 11/13 bench: the cabinet orders list and the order CSV at 1,000,000 orders of one seller
// on PostgreSQL. p95 of every filter, search and sort on page 1 and on page 30,000 (by cursor),
// through the real HTTP API with the seller's token; then the CSV of all orders against
// `psql \copy` of the same rows, with the server's peak memory.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureApiBuilt, runSql, signIn, startApi, type ApiDatabase } from "./lib/api.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { ordersSeedSql } from "./lib/orders-seed.ts";
import { mib } from "./lib/memory.ts";
import { orderExportAgainstCopy } from "./lib/order-export.ts";
import { listLatency as latency, type Latency } from "./lib/latency.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const PER = 30;
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 30_000);
const SELLER = { email: "seller@sellwerk.test", password: "sellwerk-demo" };

/** A list request: its query, and the SQL order that finds the row before its deep page. */
interface Case {
  name: string;
  query: string;
  /** Where + order of the same list, to find the cursor of page DEEP_PAGE (null: no deep page). */
  deep: { where: string; order: string } | null;
}

const CREATED = "created_at DESC, id DESC";
const cases = (productId: number, planId: number): Case[] => [
  { name: "default (newest first)", query: "", deep: { where: "", order: CREATED } },
  {
    name: "sort by amount, desc",
    query: "sort_key=total_amount&sort_dir=desc",
    deep: { where: "", order: "total_amount DESC, id DESC" },
  },
  {
    name: "sort by amount, asc",
    query: "sort_key=total_amount&sort_dir=asc",
    deep: { where: "", order: "total_amount ASC, id ASC" },
  },
  { name: "sort by id, asc", query: "sort_key=id&sort_dir=asc", deep: { where: "", order: "id ASC" } },
  {
    name: "state = finalized (common)",
    query: "state=finalized",
    deep: { where: "AND state = 'finalized'", order: CREATED },
  },
  { name: "state = draft (rare)", query: "state=draft", deep: null },
  { name: "payment_state = paying", query: "payment_state=paying", deep: null },
  { name: "currency = pln", query: "currency=pln", deep: null },
  { name: "payment_method = klarna", query: "payment_method=klarna", deep: null },
  { name: "provider = bank_wire", query: "provider=bank_wire", deep: null },
  { name: "upsell_type = upsell", query: "upsell_type=upsell", deep: null },
  { name: "product_id", query: `product_id=${productId}`, deep: null },
  { name: "pricing_plan_id", query: `pricing_plan_id=${planId}`, deep: null },
  { name: "created in one week", query: "created_from=2026-09-01&created_till=2026-09-07", deep: null },
  {
    name: "exclude_not_completed",
    query: "exclude_not_completed=true",
    deep: { where: "AND state <> 'draft' AND payment_state <> 'payment_not_completed'", order: CREATED },
  },
  { name: "search: e-mail (anna.4242@)", query: "query=anna.4242%40", deep: null },
  { name: "search: mail domain (web.de)", query: "query=web.de", deep: null },
  { name: "search: full name (Lena Wagner)", query: "query=Lena%20Wagner", deep: null },
  { name: "search: name fragment (krüger)", query: `query=${encodeURIComponent("krüger")}`, deep: null },
  { name: "search: no match (qqxz)", query: "query=qqxz", deep: null },
  { name: "search: order id", query: "query=777777", deep: null },
  { name: "page 333 by number (web's last)", query: "page=333", deep: null },
];

runBench(async () => {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    // A million orders in PGlite would measure WebAssembly, not the list (DESIGN §7).
    console.log("orders-list: skipped, it measures PostgreSQL only (set BENCH_DATABASE_URL)");
    return;
  }
  ensureApiBuilt();
  const busy = await cpuBusyPercent();
  const tmp = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-orders-"));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
  const database = await createBenchDatabase(serverUrl);
  const db: ApiDatabase = { kind: "postgres", url: database.url, dataDir: tmp };

  const seeding = await startApi(db, "API (PostgreSQL, seed)");
  await seeding.stop();
  const t0 = performance.now();
  await runSql(db, ordersSeedSql(SELLER.email, ORDERS));
  const seedSeconds = (performance.now() - t0) / 1000;
  console.log(`seeded ${fmt.int(ORDERS)} orders in ${seedSeconds.toFixed(0)} s`);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const sellerId = Number(
    (await client.query("SELECT id FROM users WHERE email = $1", [SELLER.email])).rows[0].id,
  );
  const facts = (
    await client.query(
      "SELECT product_id, pricing_plan_id FROM orders WHERE seller_id = $1 ORDER BY id LIMIT 1",
      [sellerId],
    )
  ).rows[0] as { product_id: string; pricing_plan_id: string };
  const list = cases(Number(facts.product_id), Number(facts.pricing_plan_id));
  // The row before page DEEP_PAGE in each list's order: its cursor is what a client that paged
  // there holds.
  const cursors = new Map<string, string | null>();
  for (const c of list) {
    if (!c.deep) continue;
    const r = await client.query(
      `SELECT id FROM orders WHERE seller_id = $1 ${c.deep.where} ORDER BY ${c.deep.order} OFFSET $2 LIMIT 1`,
      [sellerId, (DEEP_PAGE - 1) * PER - 1],
    );
    cursors.set(c.name, r.rows[0] ? `n${r.rows[0].id}` : null);
  }

  const api = await startApi(db, "API (PostgreSQL, load)");
  const token = await signIn(api.url, SELLER.email, SELLER.password);
  const base = `${api.url}/api/v1/cabinet/orders?per=${PER}`;
  const rows: {
    name: string;
    page1: Latency;
    deep: Latency | null;
  }[] = [];
  for (const c of list) {
    const q = c.query ? `&${c.query}` : "";
    const page1 = await latency(`${base}${q}`, token, REQUESTS);
    const cursor = cursors.get(c.name);
    const deep = cursor ? await latency(`${base}${q}&cursor=${cursor}`, token, REQUESTS) : null;
    rows.push({ name: c.name, page1, deep });
    console.log(
      `${c.name}: p95 ${fmt.ms(page1.p95)} ms${deep ? `, page ${DEEP_PAGE} ${fmt.ms(deep.p95)} ms` : ""}`,
    );
  }
  // The old way to a deep page, for comparison: OFFSET over 900,000 rows.
  const offset = await latency(`${base}&page=${DEEP_PAGE}`, token, 5);

  // CSV of every order, against psql \copy of the same orders' rows.
  const csv = await orderExportAgainstCopy(api, token, database.url, sellerId);
  await client.end();
  await api.stop();

  const m = machine();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
  const over = rows.filter((r) => r.page1.p95 > 50 || (r.deep && r.deep.p95 > 50)).length;
  console.log(`
Sellwerk orders list bench: node ${m.node}, ${m.cpus} CPUs (${m.cpu}), CPUs ${busy} % busy before the start, load average ${load} at the end
${fmt.int(ORDERS)} orders of one seller on PostgreSQL, pages of ${PER}, ${REQUESTS} requests per row one after another

${table(
  ["List", "rows", "page 1 p50 ms", "page 1 p95 ms", `page ${DEEP_PAGE} p95 ms (cursor)`],
  rows.map((r) => [
    r.name,
    String(r.page1.rows),
    fmt.ms(r.page1.p50),
    fmt.ms(r.page1.p95),
    r.deep ? fmt.ms(r.deep.p95) : "-",
  ]),
)}
page ${DEEP_PAGE} by OFFSET (page number), for comparison: p95 ${fmt.ms(offset.p95)} ms
${over} of ${rows.length} rows above the 50 ms target

${table(
  ["Order CSV of all orders", "seconds", "MB", "peak server RSS MiB"],
  [
    [
      "Sellwerk export.csv",
      csv.seconds.toFixed(1),
      (csv.bytes / 1e6).toFixed(0),
      mib(csv.peakRss).toFixed(0),
    ],
    ["psql \\copy of the orders' rows", csv.copySeconds.toFixed(1), "-", "-"],
  ],
)}
export / psql \\copy: ${(csv.seconds / csv.copySeconds).toFixed(1)}x (target at most 3x)
`);
  console.log(
    `results: ${writeResults("orders-list", { machine: m, busy, load, orders: ORDERS, seedSeconds, rows, offset, csv })}`,
  );
});
