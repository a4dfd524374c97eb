// Issue 14 bench: attribution of 100,000 orders. On a PostgreSQL database seeded in SQL with
// publishers, a two-stage program whose nodes recruit each other, one click per checkout and
// 100,000 orders with their rates (bench/lib/orders-seed.ts), it times in turn, through the
// platform's own code (no query or rule of the bench's own):
// 1. attribution at checkout start: `attributeCheckout` with each checkout's signed attribution
//    cookie — the candidate look-up in the database (node, program, recruiting chain, email
//    binding) and the domain's decision and terms — 16 checkouts at once;
// 2. the terms written onto the orders (the order insert writes them in the checkout; here one
//    UPDATE per 500, as the orders are seeded without them);
// 3. every paid rate booked as the recurring job books a batch: `paidRateLedger` (sale, fees,
//    commissions up the chain as ledger lines), `postLedgerMany` and `insertCommissions` in one
//    transaction per 500 rates; the ledger's commission lines must equal the commission rows.
import os from "node:os";
import pg from "pg";
import { inArray } from "drizzle-orm";
import { openPostgres } from "../apps/api/src/platform/db/client.ts";
import type { Deps } from "../apps/api/src/platform/deps.ts";
import { UrlSigner } from "../apps/api/src/platform/auth/url-signer.ts";
import { loadPlatformFees } from "../apps/api/src/payouts/fees-config.ts";
import {
  attributeCheckout,
  type OrderAttribution,
} from "../apps/api/src/affiliates/attribution/attribute-checkout.ts";
import { cookieName, signClick } from "../apps/api/src/affiliates/attribution/cookie.ts";
import { insertCommissions } from "../apps/api/src/affiliates/commissions/index.ts";
import { paidRateLedger } from "../apps/api/src/orders/paid-rate.ts";
import { orders as ordersTable, orderRates } from "../apps/api/src/orders/tables.ts";
import { postLedgerMany } from "../apps/api/src/ledger/index.ts";
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

  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  onCleanup("close the bench's pool", () => pool.end());
  // The platform's database layer and the parts of Deps these use-cases read: the signer of the
  // attribution cookie, the clock and the platform fee (5 %, so the sale's lines include a fee).
  const platformDb = openPostgres(database.url, { poolSize: CONCURRENCY });
  onCleanup("close the platform's pool", () => platformDb.close());
  const deps = {
    db: platformDb.db,
    database: platformDb,
    urlSigner: new UrlSigner("bench-attribution-secret"),
    clock: { now: () => new Date() },
    config: { fees: loadPlatformFees({ PLATFORM_FEE_PERCENT: "5" }) },
  } as unknown as Deps;

  const { rows: sellerRows } = await pool.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [
    SELLER,
  ]);
  const sellerId = Number(sellerRows[0]!.id);
  const { rows: clickRows } = await pool.query<{ id: string; node_id: string; created_at: Date }>(
    // The bench program's clicks (the demo seed has a program with clicks of its own).
    `SELECT c.id, c.node_id, c.created_at FROM affiliate_clicks c JOIN affiliate_programs p ON p.id = c.program_id
     WHERE c.seller_id = $1 AND p.name = 'Bench program' ORDER BY c.id`,
    [sellerId],
  );
  const { rows: orders } = await pool.query<{ id: string; product_id: string }>(
    "SELECT id, product_id FROM orders WHERE seller_id = $1 AND token LIKE 'bench%' ORDER BY id",
    [sellerId],
  );
  if (orders.length !== ORDERS) throw new Error(`${orders.length} bench orders, expected ${ORDERS}`);

  // 1. Attribution at checkout start, 16 checkouts at once: each with the attribution cookie the
  // click's redirect set (signed as the platform signs it) and a buyer of its own.
  const attributions = new Array<OrderAttribution | null>(ORDERS);
  const latencies = new Float64Array(ORDERS);
  let next = 0;
  t = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ORDERS) {
        const i = next++;
        const click = clickRows[i % clickRows.length]!;
        const token = signClick(deps.urlSigner, {
          nodeId: Number(click.node_id),
          clickId: Number(click.id),
          issuedAt: new Date(click.created_at),
        });
        const t0 = performance.now();
        attributions[i] = await attributeCheckout(deps, {
          sellerId,
          productId: Number(orders[i]!.product_id),
          email: `bench-buyer-${i}@example.com`,
          couponNodeId: null,
          cookieHeader: `theme=dark; ${cookieName(sellerId)}=${token}`,
          clickToken: undefined,
          payer: { email: `bench-buyer-${i}@example.com`, country: "DE" },
          paymentMethod: "card",
        });
        latencies[i] = performance.now() - t0;
      }
    }),
  );
  const attributeMs = performance.now() - t;
  latencies.sort();
  const p = (q: number) => latencies[Math.ceil(q * latencies.length) - 1]!;
  const attributed = attributions.filter((x) => x !== null).length;
  const twoStages = attributions.filter((x) => x && x.affiliate.stages.length === 2).length;
  if (attributed !== ORDERS) throw new Error(`${attributed} of ${ORDERS} checkouts attributed`);

  // 2. The terms onto the orders.
  t = performance.now();
  for (let i = 0; i < orders.length; i += BATCH) {
    const slice = orders.slice(i, i + BATCH);
    await pool.query(
      `UPDATE orders o SET affiliate = v.terms, affiliate_program_id = v.program_id, publisher_id = v.publisher_id
       FROM jsonb_to_recordset($1::jsonb) AS v(id bigint, terms jsonb, program_id bigint, publisher_id bigint)
       WHERE o.id = v.id`,
      [
        JSON.stringify(
          slice.map((o, k) => {
            const a = attributions[i + k]!;
            return {
              id: Number(o.id),
              terms: a.affiliate,
              program_id: a.affiliateProgramId,
              publisher_id: a.publisherId,
            };
          }),
        ),
      ],
    );
  }
  const snapshotMs = performance.now() - t;

  // 3. Every paid rate booked as a batch of renewals is: the ledger transaction of each rate (sale,
  // platform fee, commissions) and the commission rows, one database transaction per 500 rates.
  const { rows: rates } = await pool.query<{ id: string; order_id: string }>(
    `SELECT r.id, r.order_id FROM order_rates r JOIN orders o ON o.id = r.order_id
     WHERE o.seller_id = $1 AND o.token LIKE 'bench%' AND r.paid_at IS NOT NULL AND r.paid_amount > 0
     ORDER BY r.id`,
    [sellerId],
  );
  let commissionRows = 0;
  let commissionTotal = 0;
  let ledgerLines = 0;
  let computeMs = 0;
  t = performance.now();
  for (let i = 0; i < rates.length; i += BATCH) {
    const ids = rates.slice(i, i + BATCH).map((r) => Number(r.id));
    const [rateRows, orderRows] = await Promise.all([
      deps.db.select().from(orderRates).where(inArray(orderRates.id, ids)),
      deps.db
        .select()
        .from(ordersTable)
        .where(
          inArray(ordersTable.id, [...new Set(rates.slice(i, i + BATCH).map((r) => Number(r.order_id)))]),
        ),
    ]);
    const byId = new Map(orderRows.map((o) => [o.id, o]));
    const t0 = performance.now();
    const ledgers = rateRows.map((rate) =>
      paidRateLedger(deps, byId.get(rate.orderId)!, rate, {
        // The seeded rates have no payment rows; the rate id stands in as the payment's key.
        paymentId: rate.id,
        amount: rate.paidAmount,
        providerFee: Math.round(rate.paidAmount * 0.014) + 25,
        provider: "sandbox",
      }),
    );
    const commissions = ledgers.flatMap((l) => l.commissions);
    computeMs += performance.now() - t0;
    commissionRows += commissions.length;
    commissionTotal += commissions.reduce((sum, c) => sum + c.amount, 0);
    ledgerLines += ledgers.reduce((sum, l) => sum + l.postings.filter((x) => x.amount !== 0).length, 0);
    await deps.db.transaction(async (tx) => {
      await postLedgerMany(tx, ledgers);
      await insertCommissions(tx, commissions);
    });
  }
  const bookMs = performance.now() - t;

  // What the database holds must be what was computed, and the ledger must say the same.
  const { rows: check } = await pool.query<{ rows: number; total: string; lines: number; ledger: string }>(
    `SELECT (SELECT count(*)::int FROM affiliate_commissions c JOIN orders o ON o.id = c.order_id
             WHERE c.seller_id = $1 AND o.token LIKE 'bench%') AS rows,
            (SELECT coalesce(sum(c.amount), 0) FROM affiliate_commissions c JOIN orders o ON o.id = c.order_id
             WHERE c.seller_id = $1 AND o.token LIKE 'bench%') AS total,
            (SELECT count(*)::int FROM ledger_entries l JOIN orders o ON o.id = l.order_id
             WHERE o.seller_id = $1 AND o.token LIKE 'bench%') AS lines,
            (SELECT coalesce(sum(l.amount), 0) FROM ledger_entries l JOIN orders o ON o.id = l.order_id
             WHERE o.seller_id = $1 AND o.token LIKE 'bench%' AND l.kind = 'commission'
               AND l.account LIKE 'publisher:%') AS ledger`,
    [sellerId],
  );
  const c = check[0]!;
  if (c.rows !== commissionRows || Number(c.total) !== commissionTotal)
    throw new Error(
      `commission rows ${c.rows} / ${c.total}, computed ${commissionRows} / ${commissionTotal}`,
    );
  if (c.lines !== ledgerLines) throw new Error(`ledger lines ${c.lines}, computed ${ledgerLines}`);
  if (Math.abs(Number(c.ledger)) !== commissionTotal)
    throw new Error(`publishers' commission lines ${c.ledger}, commission rows ${commissionTotal}`);

  const m = machine();
  const perSec = (n: number, ms: number) => fmt.int((n * 1000) / ms);
  const row = (step: string, n: number, ms: number, digits: number) => [
    step,
    fmt.int(n),
    seconds(ms),
    perSec(n, ms),
    ((ms * 1000) / n).toFixed(digits),
  ];
  console.log(`
Sellwerk attribution bench (PostgreSQL): node ${m.node}, ${m.cpus} CPUs (${m.cpu}); CPUs ${busy} % busy before
${fmt.int(ORDERS)} checkouts, ${PUBLISHERS} publishers in a two-stage program, ${fmt.int(attributed)} attributed (${fmt.int(twoStages)} with both stages)

${table(
  ["Step", "items", "seconds", "per second", "µs / item"],
  [
    row(
      `attributeCheckout (cookie, candidates, decision, terms), ${CONCURRENCY} at once`,
      ORDERS,
      attributeMs,
      1,
    ),
    row(`terms snapshot onto orders, ${BATCH} per statement`, ORDERS, snapshotMs, 1),
    row(
      `paid rates booked (paidRateLedger, postLedgerMany, insertCommissions; ${BATCH} per tx)`,
      rates.length,
      bookMs,
      1,
    ),
    row("  of which computing ledger lines and splits", rates.length, computeMs, 2),
  ],
)}

attributeCheckout latency: p50 ${fmt.ms(p(0.5))} ms, p99 ${fmt.ms(p(0.99))} ms
${fmt.int(ledgerLines)} ledger lines, ${fmt.int(commissionRows)} commission rows, ${fmt.int(commissionTotal)} minor units of commission (ledger and rows agree)
`);
  const file = writeResults("attribution", {
    bench: "attribution",
    at: new Date().toISOString(),
    machine: { ...m, cpuBusyBeforePercent: busy },
    orders: ORDERS,
    publishers: PUBLISHERS,
    seedMs,
    attributeMs,
    attributeP50Ms: p(0.5),
    attributeP99Ms: p(0.99),
    snapshotMs,
    paidRates: rates.length,
    bookMs,
    computeMs,
    ledgerLines,
    commissionRows,
    commissionTotal,
  });
  console.log(`results: ${file}`);
});
