// Issue 13 bench: the cabinet's money lists at 1,000,000 orders of one seller on PostgreSQL.
// Orders, order rates, transfers, invoices, payouts and dunning claims, each with a few filter and
// sort combinations, page 1 and a deep page, p50/p95 through the real HTTP API with the seller's
// token against the 50 ms target; then the order CSV of every order against `psql \copy`, with
// the server's peak memory.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureApiBuilt, runSql, signIn, startApi, type ApiDatabase } from "./lib/api.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { ordersSeedSql } from "./lib/orders-seed.ts";
import { moneySeedSql } from "./lib/money-seed.ts";
import { listLatency, type Latency } from "./lib/latency.ts";
import { orderExportAgainstCopy } from "./lib/order-export.ts";
import { mib } from "./lib/memory.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const SELLER = { email: "seller@sellwerk.test", password: "sellwerk-demo" };
const TARGET_MS = 50;
/** total_count stops here; the back office's page numbers stop at total_count_max / per. */
const COUNT_CAP = 10_000;

interface List {
  name: string;
  path: string;
  /** Lists with keyset cursors reach any depth; the others page by number. */
  keyset: boolean;
  cases: { name: string; query: string }[];
}

const lists = (productId: number): List[] => [
  {
    name: "orders",
    path: "/api/v1/cabinet/orders",
    keyset: true,
    cases: [
      { name: "newest first", query: "" },
      { name: "sort by amount desc", query: "sort_key=total_amount&sort_dir=desc" },
      { name: "state=finalized", query: "state=finalized" },
      { name: "currency=chf, by amount asc", query: "currency=chf&sort_key=total_amount&sort_dir=asc" },
      { name: "product_id", query: `product_id=${productId}` },
    ],
  },
  {
    name: "order_rates",
    path: "/api/v1/cabinet/order_rates",
    keyset: true,
    cases: [
      { name: "by due date", query: "" },
      { name: "state=paid", query: "state=paid" },
      { name: "sort by amount desc", query: "sort_key=amount&sort_dir=desc" },
      { name: "currency=gbp", query: "currency=gbp" },
      { name: "payment_state=paying", query: "payment_state=paying" },
    ],
  },
  {
    name: "transfers",
    path: "/api/v1/cabinet/transfers",
    keyset: true,
    cases: [
      { name: "newest first", query: "" },
      { name: "currency=eur", query: "currency=eur" },
      { name: "sort by amount desc", query: "sort_key=amount&sort_dir=desc" },
      { name: "state=paid_out", query: "state=paid_out" },
      { name: "provider=paypal", query: "provider=paypal" },
    ],
  },
  {
    name: "invoices",
    path: "/api/v1/cabinet/invoices",
    keyset: true,
    cases: [
      { name: "newest first", query: "" },
      { name: "kind=credit_memo", query: "kind=credit_memo" },
      { name: "sort by gross desc", query: "sort_key=gross_amount&sort_dir=desc" },
      { name: "issued in one week", query: "issued_from=2026-09-01&issued_till=2026-09-07" },
      { name: "search: number RE-2026-0004", query: "query=RE-2026-0004" },
      { name: "search: buyer (Lena Wagner)", query: "query=Lena%20Wagner" },
    ],
  },
  {
    name: "payouts",
    path: "/api/v1/cabinet/payouts",
    keyset: true,
    cases: [
      { name: "newest first", query: "" },
      { name: "state=successful", query: "state=successful" },
      { name: "currency=eur, by amount desc", query: "currency=eur&sort_key=amount&sort_dir=desc" },
    ],
  },
  {
    name: "dunning",
    path: "/api/v1/cabinet/dunning/claims",
    keyset: true,
    cases: [
      { name: "newest first", query: "" },
      { name: "stage: second email", query: "strategy_stage=dunning_second_email" },
      { name: "outcome=paid", query: "outcome_status=paid" },
      { name: "by overdue since asc", query: "sort_key=overdue_since&sort_dir=asc" },
      { name: "amount from 100.00", query: "amount_from=10000" },
      { name: "strategy_status=scheduled", query: "strategy_status=scheduled" },
    ],
  },
];

interface Row {
  list: string;
  name: string;
  page1: Latency;
  total: number;
  deepLabel: string;
  deep: Latency | null;
}

async function getJson(url: string, token: string) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as {
    list: unknown[];
    total_count: number;
    next_cursor?: string | null;
  };
}

runBench(async () => {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    // A million orders in PGlite would measure WebAssembly, not the lists (DESIGN §7).
    console.log("money-lists: skipped, it measures PostgreSQL only (set BENCH_DATABASE_URL)");
    return;
  }
  ensureApiBuilt();
  const busy = await cpuBusyPercent();
  const tmp = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-money-"));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
  // BENCH_SEEDED_DATABASE_URL: a database an earlier run kept (BENCH_KEEP_DATABASE=1), measured
  // again without seeding — to compare a change to the lists on the same rows.
  const seeded = process.env.BENCH_SEEDED_DATABASE_URL;
  const database = seeded ? { url: seeded } : await createBenchDatabase(serverUrl);
  const db: ApiDatabase = { kind: "postgres", url: database.url, dataDir: tmp };

  let ordersSeconds = 0;
  let seedSeconds = 0;
  if (!seeded) {
    const seeding = await startApi(db, "API (PostgreSQL, seed)");
    await seeding.stop();
    const t0 = performance.now();
    await runSql(db, ordersSeedSql(SELLER.email, ORDERS));
    ordersSeconds = (performance.now() - t0) / 1000;
    await runSql(db, moneySeedSql(SELLER.email));
    seedSeconds = (performance.now() - t0) / 1000;
  }

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const sellerId = Number(
    (await client.query("SELECT id FROM users WHERE email = $1", [SELLER.email])).rows[0].id,
  );
  const counts = (
    await client.query(
      `SELECT (SELECT count(*) FROM orders WHERE seller_id = $1) AS orders,
              (SELECT count(*) FROM order_rates WHERE seller_id = $1) AS order_rates,
              (SELECT count(*) FROM payments WHERE seller_id = $1) AS payments,
              (SELECT count(*) FROM ledger_entries WHERE order_id IN (SELECT id FROM orders WHERE seller_id = $1)) AS ledger_lines,
              (SELECT count(*) FROM invoices WHERE seller_id = $1) AS invoices,
              (SELECT count(*) FROM payouts WHERE payee = 'seller:' || $1) AS payouts,
              (SELECT count(*) FROM dunning_claims WHERE seller_id = $1) AS claims`,
      [sellerId],
    )
  ).rows[0] as Record<string, string>;
  const productId = Number(
    (await client.query("SELECT product_id FROM orders WHERE seller_id = $1 ORDER BY id LIMIT 1", [sellerId]))
      .rows[0].product_id,
  );
  await client.end();
  console.log(
    `seeded in ${seedSeconds.toFixed(0)} s (orders and rates ${ordersSeconds.toFixed(0)} s): ${Object.entries(
      counts,
    )
      .map(([k, v]) => `${fmt.int(Number(v))} ${k}`)
      .join(", ")}`,
  );

  const api = await startApi(db, "API (PostgreSQL, load)");
  // On a loaded machine the whole run outlasts an access token; signing in for every case ran
  // into the sign-in throttle, so a new token every ten minutes.
  let signedIn = { token: "", at: 0 };
  const freshToken = async () => {
    if (Date.now() - signedIn.at > 600_000)
      signedIn = { token: await signIn(api.url, SELLER.email, SELLER.password), at: Date.now() };
    return signedIn.token;
  };
  const rows: Row[] = [];
  for (const list of lists(productId)) {
    for (const c of list.cases) {
      const token = await freshToken();
      const url = `${api.url}${list.path}?${c.query}`;
      const first = await getJson(url, token);
      const per = Math.max(first.list.length, 1);
      const page1 = await listLatency(url, token, REQUESTS);
      let deepUrl: string | null = null;
      let deepLabel = "-";
      if (list.keyset) {
        // The deepest page: the one after the 2·per-th row from the end. That row comes cheaply
        // from page 2 of the same list in the other direction (an OFFSET read of a million rows
        // timed out on a loaded machine); a cursor is just a row of the list, so the page after
        // it is what a client that paged all the way there would get.
        const ids = (body: { list: unknown[] }) => body.list.map((r) => (r as { id: number }).id);
        const withQuery = (extra: Record<string, string>) => {
          const u = new URL(url);
          for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
          return u.toString();
        };
        const asc = await getJson(withQuery({ sort_dir: "asc" }), token);
        const flipped = ids(asc)[0] === ids(first)[0] ? "desc" : "asc";
        const end = await getJson(withQuery({ sort_dir: flipped, page: "2" }), token);
        const row = ids(end).at(-1);
        if (row !== undefined && first.next_cursor) {
          deepUrl = `${url}&cursor=n${row}`;
          deepLabel = "last page but one, by cursor";
        }
      } else {
        // Without cursors the back office pages by number up to total_count_max / per.
        const last = Math.min(Math.ceil(first.total_count / per), Math.floor(COUNT_CAP / per));
        if (last > 1) {
          deepUrl = `${url}&page=${last}`;
          deepLabel = `page ${fmt.int(last)} (last reachable)`;
        }
      }
      const deep = deepUrl ? await listLatency(deepUrl, token, REQUESTS) : null;
      rows.push({ list: list.name, name: c.name, page1, total: first.total_count, deepLabel, deep });
      console.log(
        `${list.name} ${c.name}: page 1 p95 ${fmt.ms(page1.p95)} ms${deep ? `, ${deepLabel} p95 ${fmt.ms(deep.p95)} ms` : ""}`,
      );
    }
  }

  const csv = await orderExportAgainstCopy(
    api,
    await signIn(api.url, SELLER.email, SELLER.password),
    database.url,
    sellerId,
  );
  await api.stop();

  const m = machine();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
  const meets = (l: Latency | null) => !l || l.p95 <= TARGET_MS;
  const over = rows.filter((r) => !meets(r.page1) || !meets(r.deep)).length;
  console.log(`
Sellwerk money lists bench: node ${m.node}, ${m.cpus} CPUs (${m.cpu}), CPUs ${busy} % busy before the start, load average ${load} at the end
${Object.entries(counts)
  .map(([k, v]) => `${fmt.int(Number(v))} ${k}`)
  .join(", ")} of one seller on PostgreSQL; ${REQUESTS} requests per case one after another

${table(
  [
    "List",
    "case",
    "total_count",
    "page 1 p50",
    "page 1 p95",
    "deep page",
    "deep p50",
    "deep p95",
    `<= ${TARGET_MS} ms`,
  ],
  rows.map((r) => [
    r.list,
    r.name,
    fmt.int(r.total),
    fmt.ms(r.page1.p50),
    fmt.ms(r.page1.p95),
    r.deepLabel,
    r.deep ? fmt.ms(r.deep.p50) : "-",
    r.deep ? fmt.ms(r.deep.p95) : "-",
    meets(r.page1) && meets(r.deep) ? "yes" : "NO",
  ]),
)}
${over} of ${rows.length} cases above the ${TARGET_MS} ms target (p95)

${table(
  ["Order CSV of all orders", "seconds", "MB", "server RSS before MiB", "peak RSS MiB"],
  [
    [
      "Sellwerk export.csv",
      csv.seconds.toFixed(1),
      (csv.bytes / 1e6).toFixed(0),
      mib(csv.idleRss).toFixed(0),
      mib(csv.peakRss).toFixed(0),
    ],
    ["psql \\copy of the orders' rows", csv.copySeconds.toFixed(1), "-", "-", "-"],
  ],
)}
export / psql \\copy: ${(csv.seconds / csv.copySeconds).toFixed(1)}x (target at most 3x)
`);
  console.log(
    `results: ${writeResults("money-lists", { machine: m, busy, load, orders: ORDERS, counts, seedSeconds, rows, csv })}`,
  );
});
