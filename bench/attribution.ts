// Issue 14 bench: attribution of 100,000 orders. On a PostgreSQL database seeded in SQL with
// publishers, a two-stage program whose nodes recruit each other, one click per checkout and
// 100,000 orders with their rates (bench/lib/orders-seed.ts), it times in turn:
// 1. the decision: decideAttribution over each checkout's candidates and termsOf for the winner
//    (the domain's pure functions the checkout calls), 100,000 times in this process;
// 2. the resolution in the database: per checkout, the click of its cookie with its node, the
//    program and the recruiting chain up to the program's stages (one query), 16 checkouts at once;
// 3. the terms written onto the orders and the commissions of every paid rate (rateCommissions,
//    then insertCommissions — the batched path the renewals use), 500 rates per transaction.
import os from "node:os";
import pg from "pg";
import {
  decideAttribution,
  termsOf,
  type AttributionCandidate,
  type OrderAffiliateTerms,
} from "@sellwerk/domain";
import { openPostgres } from "../apps/api/src/platform/db/client.ts";
import { insertCommissions, rateCommissions } from "../apps/api/src/affiliates/commissions/index.ts";
import { ensureApiBuilt, runSql, startApi, type ApiDatabase } from "./lib/api.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { ordersSeedSql } from "./lib/orders-seed.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PUBLISHERS = 1_000;
const CONCURRENCY = 16;
const BATCH = 500;
const SELLER = "seller@sellwerk.test";

/**
 * 1,000 publishers in one two-stage program (10 % + 5 %, lifetime); node k was recruited by node
 * k/2, so every chain has a second stage. One click per order, spread over the nodes, made within
 * the cookie life.
 */
function affiliateSeedSql(orders: number): string[] {
  const seller = `(SELECT id FROM users WHERE email = '${SELLER}')`;
  return [
    `INSERT INTO users (email, username, password_hash, first_name, last_name, locale, email_confirmed_at, unsubscribe_token)
     SELECT 'bench-publisher-' || g || '@example.com', 'bench-publisher-' || g, 'x', 'Pub', 'Lisher ' || g, 'en', now(), md5('bp' || g)
     FROM generate_series(1, ${PUBLISHERS}) g`,
    `INSERT INTO profiles (user_id, type) SELECT id, 'publisher' FROM users WHERE username LIKE 'bench-publisher-%'`,
    `INSERT INTO affiliate_programs (seller_id, name, form, commissions, commission_duration, affiliate_marketplace_product)
     VALUES (${seller}, 'Bench program', 'multiple', '[1000, 500]', 'lifetime', true)`,
    `INSERT INTO affiliate_nodes (seller_id, program_id, publisher_id, email, state, initiator, answered_at)
     SELECT ${seller}, (SELECT max(id) FROM affiliate_programs), u.id, u.email, 'accepted', 'publisher', now()
     FROM users u WHERE u.username LIKE 'bench-publisher-%' ORDER BY u.id`,
    // Only the bench program's nodes (the demo seed has a program of its own).
    `WITH ranked AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM affiliate_nodes
                     WHERE program_id = (SELECT max(id) FROM affiliate_programs))
     UPDATE affiliate_nodes n SET parent_node_id = p.id
     FROM ranked c JOIN ranked p ON p.k = c.k / 2 WHERE n.id = c.id AND c.k > 1`,
    `INSERT INTO affiliate_clicks (seller_id, program_id, publisher_id, node_id, created_at)
     SELECT n.seller_id, n.program_id, n.publisher_id, n.id, now() - (g % 90) * interval '1 day'
     FROM generate_series(1, ${orders}) g
     JOIN (SELECT *, row_number() OVER (ORDER BY id) - 1 AS k FROM affiliate_nodes
           WHERE program_id = (SELECT max(id) FROM affiliate_programs)) n ON n.k = g % ${PUBLISHERS}`,
    `VACUUM ANALYZE affiliate_nodes`,
    `VACUUM ANALYZE affiliate_clicks`,
  ];
}

/** The checkout's look-up: the cookie's click, its node and program, and the chain of recruiters. */
const RESOLVE = `
  WITH RECURSIVE click AS (
    SELECT c.id, c.node_id, c.created_at FROM affiliate_clicks c WHERE c.id = $1 AND c.seller_id = $2
  ), chain AS (
    SELECT n.id, n.publisher_id, n.bonus, n.parent_node_id, n.state, 1 AS depth
    FROM affiliate_nodes n JOIN click ON n.id = click.node_id
    UNION ALL
    SELECT p.id, p.publisher_id, p.bonus, p.parent_node_id, p.state, chain.depth + 1
    FROM affiliate_nodes p JOIN chain ON p.id = chain.parent_node_id
    WHERE chain.depth < 5 AND p.state = 'accepted'
  )
  SELECT click.created_at AS clicked_at, pr.id AS program_id, pr.scope, pr.commissions, pr.bonus,
         pr.commission_duration, pr.lifetime_duration, pr.provision_from_brutto, pr.cookies_expire,
         pr.archived_at, (SELECT json_agg(chain ORDER BY depth) FROM chain) AS chain
  FROM click JOIN affiliate_nodes n ON n.id = click.node_id JOIN affiliate_programs pr ON pr.id = n.program_id`;

interface Resolved {
  clicked_at: Date;
  program_id: string;
  scope: string;
  commissions: number[];
  bonus: number;
  commission_duration: OrderAffiliateTerms["duration"];
  lifetime_duration: number | null;
  provision_from_brutto: boolean;
  cookies_expire: number;
  archived_at: Date | null;
  chain: { id: number; publisher_id: number; bonus: number | null; state: string }[];
}

function decide(r: Resolved, now: Date): OrderAffiliateTerms | null {
  const head = r.chain[0]!;
  const candidate: AttributionCandidate = {
    source: "click",
    nodeId: head.id,
    programId: Number(r.program_id),
    publisherId: head.publisher_id,
    nodeAccepted: head.state === "accepted",
    programActive: r.archived_at === null,
    coversProduct: r.scope === "all_products",
    duration: r.commission_duration,
    clickedAt: new Date(r.clicked_at),
    cookiesExpire: r.cookies_expire,
  };
  const winner = decideAttribution([candidate], now);
  if (!winner) return null;
  return termsOf({
    source: winner.source,
    program: {
      id: winner.programId,
      scope: r.scope,
      commissions: r.commissions,
      bonus: r.bonus,
      commissionDuration: r.commission_duration,
      lifetimeDuration: r.lifetime_duration,
      provisionFromBrutto: r.provision_from_brutto,
    },
    productCommissions: null,
    chain: r.chain.map((n) => ({ nodeId: n.id, publisherId: n.publisher_id, bonus: n.bonus })),
    vatBps: 1900,
    createdAt: now,
  });
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

runBench(async () => {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error("the attribution bench runs on PostgreSQL: set BENCH_DATABASE_URL");
  ensureApiBuilt();
  const busy = await cpuBusyPercent();
  if (busy > 15) console.warn(`warning: the CPUs are ${busy} % busy with other work; figures will be low\n`);
  const database = await createBenchDatabase(serverUrl);
  const db: ApiDatabase = { kind: "postgres", url: database.url, dataDir: os.tmpdir() };
  // The API migrates the fresh database and seeds the demo seller and its products, then stops.
  const api = await startApi(db, "API (migrations and demo seed)", { ROLE: "api" });
  await api.stop();
  let t = performance.now();
  await runSql(db, [...ordersSeedSql(SELLER, ORDERS), ...affiliateSeedSql(ORDERS)]);
  const seedMs = performance.now() - t;
  console.log(
    `seeded ${fmt.int(ORDERS)} orders, ${PUBLISHERS} publishers and ${fmt.int(ORDERS)} clicks in ${seconds(seedMs)} s`,
  );

  const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY });
  onCleanup("close the bench's pool", () => pool.end());
  const { rows: sellerRows } = await pool.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [
    SELLER,
  ]);
  const sellerId = Number(sellerRows[0]!.id);
  const { rows: clickRows } = await pool.query<{ id: string }>(
    // The bench program's clicks (the demo seed has a program with clicks of its own).
    `SELECT c.id FROM affiliate_clicks c JOIN affiliate_programs p ON p.id = c.program_id
     WHERE c.seller_id = $1 AND p.name = 'Bench program' ORDER BY c.id`,
    [sellerId],
  );
  const clickIds = clickRows.map((r) => Number(r.id));

  // 2. Resolution in the database, 16 checkouts at once (each its own query, as checkouts are).
  const resolved: Resolved[] = new Array<Resolved>(clickIds.length);
  const latencies = new Float64Array(clickIds.length);
  let next = 0;
  t = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < clickIds.length) {
        const i = next++;
        const t0 = performance.now();
        const { rows } = await pool.query<Resolved>(RESOLVE, [clickIds[i], sellerId]);
        latencies[i] = performance.now() - t0;
        if (!rows[0]) throw new Error(`click ${clickIds[i]} resolved to nothing`);
        resolved[i] = rows[0];
      }
    }),
  );
  const resolveMs = performance.now() - t;
  latencies.sort();
  const p = (q: number) => latencies[Math.ceil(q * latencies.length) - 1]!;

  // 1. The decision and the terms, in this process.
  const now = new Date();
  t = performance.now();
  const terms = resolved.map((r) => decide(r, now));
  const decideMs = performance.now() - t;
  const attributed = terms.filter((x) => x !== null).length;
  const twoStages = terms.filter((x) => x && x.stages.length === 2).length;
  if (attributed !== ORDERS) throw new Error(`${attributed} of ${ORDERS} checkouts attributed`);

  // 3. The terms onto the orders, then every paid rate's commissions through the batched path.
  const { rows: orders } = await pool.query<{ id: string; product_id: string; currency: string }>(
    "SELECT id, product_id, currency FROM orders WHERE seller_id = $1 AND token LIKE 'bench%' ORDER BY id",
    [sellerId],
  );
  if (orders.length !== ORDERS) throw new Error(`${orders.length} bench orders, expected ${ORDERS}`);
  t = performance.now();
  for (let i = 0; i < orders.length; i += BATCH) {
    const slice = orders.slice(i, i + BATCH);
    await pool.query(
      `UPDATE orders o SET affiliate = v.terms, affiliate_program_id = (v.terms->>'programId')::bigint,
              publisher_id = (v.terms->'stages'->0->>'publisherId')::bigint
       FROM jsonb_to_recordset($1::jsonb) AS v(id bigint, terms jsonb) WHERE o.id = v.id`,
      [JSON.stringify(slice.map((o, k) => ({ id: Number(o.id), terms: terms[i + k] })))],
    );
  }
  const snapshotMs = perfSince(t);

  const { rows: rates } = await pool.query<{
    id: string;
    order_id: string;
    number: number;
    paid_amount: string;
    paid_at: Date;
    product_id: string;
    currency: string;
    affiliate: Record<string, unknown>;
  }>(
    `SELECT r.id, r.order_id, r.number, r.paid_amount, r.paid_at, o.product_id, o.currency, o.affiliate
     FROM order_rates r JOIN orders o ON o.id = r.order_id
     WHERE o.seller_id = $1 AND o.token LIKE 'bench%' AND r.paid_at IS NOT NULL AND r.paid_amount > 0 ORDER BY r.id`,
    [sellerId],
  );
  const api2 = openPostgres(database.url, 2);
  onCleanup("close the drizzle pool", () => api2.close());
  let commissionRows = 0;
  let commissionTotal = 0;
  let computeMs = 0;
  t = performance.now();
  for (let i = 0; i < rates.length; i += BATCH) {
    const t0 = performance.now();
    const rows = rates.slice(i, i + BATCH).flatMap(
      (r) =>
        rateCommissions({
          order: {
            id: Number(r.order_id),
            sellerId,
            productId: Number(r.product_id),
            currency: r.currency,
            affiliate: r.affiliate,
          },
          rate: { id: Number(r.id), number: r.number },
          // The seeded rates have no payment rows; the rate id stands in as the payment's key.
          paymentId: Number(r.id),
          amount: Number(r.paid_amount),
          paidAt: new Date(r.paid_at),
          platformFee: 0,
          platformReferrer: null,
          platformShareBps: 0,
        }).rows,
    );
    computeMs += performance.now() - t0;
    commissionRows += rows.length;
    commissionTotal += rows.reduce((a, r) => a + r.amount, 0);
    await api2.db.transaction((tx) => insertCommissions(tx, rows));
  }
  const bookMs = perfSince(t);
  const { rows: check } = await pool.query<{ n: number; total: string }>(
    `SELECT count(*)::int AS n, coalesce(sum(c.amount), 0) AS total FROM affiliate_commissions c
     JOIN orders o ON o.id = c.order_id WHERE c.seller_id = $1 AND o.token LIKE 'bench%'`,
    [sellerId],
  );
  if (check[0]!.n !== commissionRows || Number(check[0]!.total) !== commissionTotal)
    throw new Error(
      `commission rows ${check[0]!.n} / ${check[0]!.total}, computed ${commissionRows} / ${commissionTotal}`,
    );

  const m = machine();
  const perSec = (n: number, ms: number) => fmt.int((n * 1000) / ms);
  console.log(`
Sellwerk attribution bench (PostgreSQL): node ${m.node}, ${m.cpus} CPUs (${m.cpu}); CPUs ${busy} % busy before
${fmt.int(ORDERS)} checkouts, ${PUBLISHERS} publishers in a two-stage program, ${fmt.int(attributed)} attributed (${fmt.int(twoStages)} with both stages)

${table(
  ["Step", "items", "seconds", "per second", "µs / item"],
  [
    [
      "decideAttribution + termsOf (in process)",
      fmt.int(ORDERS),
      seconds(decideMs),
      perSec(ORDERS, decideMs),
      ((decideMs * 1000) / ORDERS).toFixed(2),
    ],
    [
      `resolution query (click, node, program, chain), ${CONCURRENCY} at once`,
      fmt.int(ORDERS),
      seconds(resolveMs),
      perSec(ORDERS, resolveMs),
      ((resolveMs * 1000) / ORDERS).toFixed(1),
    ],
    [
      `terms snapshot onto orders, ${BATCH} per statement`,
      fmt.int(ORDERS),
      seconds(snapshotMs),
      perSec(ORDERS, snapshotMs),
      ((snapshotMs * 1000) / ORDERS).toFixed(1),
    ],
    [
      `commissions of paid rates (rateCommissions + insertCommissions, ${BATCH} rates per tx)`,
      fmt.int(rates.length),
      seconds(bookMs),
      perSec(rates.length, bookMs),
      ((bookMs * 1000) / rates.length).toFixed(1),
    ],
    [
      "  of which computing the splits",
      fmt.int(rates.length),
      seconds(computeMs),
      perSec(rates.length, computeMs),
      ((computeMs * 1000) / rates.length).toFixed(2),
    ],
  ],
)}

resolution query latency: p50 ${fmt.ms(p(0.5))} ms, p99 ${fmt.ms(p(0.99))} ms; ${fmt.int(commissionRows)} commission rows, ${fmt.int(commissionTotal)} minor units in total
`);
  const file = writeResults("attribution", {
    bench: "attribution",
    at: new Date().toISOString(),
    machine: { ...m, cpuBusyBeforePercent: busy },
    orders: ORDERS,
    publishers: PUBLISHERS,
    seedMs,
    decideMs,
    resolveMs,
    resolveP50Ms: p(0.5),
    resolveP99Ms: p(0.99),
    snapshotMs,
    paidRates: rates.length,
    bookMs,
    computeMs,
    commissionRows,
    commissionTotal,
  });
  console.log(`results: ${file}`);
});

function perfSince(t: number): number {
  return performance.now() - t;
}
