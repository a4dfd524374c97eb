// Issue 4 bench: completed sandbox checkouts per second and p99 latency with 16 concurrent
// buyers, beside a plain PostgreSQL transaction of the same writes in the same run (the ratio
// is the figure); and the checkout page: its gzipped JavaScript and its server-render time.
import { randomUUID } from "node:crypto";
import { readFileSync, existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureApiBuilt, REPO, startApi, type ApiDatabase } from "./lib/api.ts";
import { checkoutBody, findTarget } from "./lib/checkout-target.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { load, type LoadResult } from "./lib/load.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
/**
 * The same rows a sandbox checkout writes, as one hand-written transaction per purchase: the
 * floor any checkout on this database could reach. The ratio to it is the figure that survives
 * a noisy machine.
 */
async function plainTransactions(url: string, seconds: number, connections: number): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const [{ seller_id: sellerId, id: productId }] = (
    await pool.query<{ seller_id: number; id: number }>(
      "SELECT seller_id, id FROM products WHERE state = 'published' LIMIT 1",
    )
  ).rows as [{ seller_id: number; id: number }];
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  async function worker() {
    const c = await pool.connect();
    try {
      while (Date.now() < end) {
        const t0 = performance.now();
        const key = randomUUID();
        await c.query("BEGIN");
        await c.query("INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ('bench', $1, 'f')", [
          key,
        ]);
        const o = await c.query<{ id: number }>(
          `INSERT INTO orders (seller_id, token, product_id, plan, currency, total_amount, payment_method, provider, payer, owner)
           VALUES ($1, $2, $3, '{"form":"one_time"}', 'eur', 4900, 'card', 'sandbox', '{}', '{}') RETURNING id`,
          [sellerId, key, productId],
        );
        const orderId = o.rows[0]!.id;
        await c.query(
          "INSERT INTO order_lines (order_id, kind, product_id, name, unit_amount, amount) VALUES ($1, 'product', $2, 'x', 4900, 4900)",
          [orderId, productId],
        );
        const r = await c.query<{ id: number }>(
          "INSERT INTO order_rates (order_id, seller_id, number, due_at, amount, currency) VALUES ($1, $2, 1, now(), 4900, 'eur') RETURNING id",
          [orderId, sellerId],
        );
        const p = await c.query<{ id: number }>(
          "INSERT INTO payments (seller_id, order_id, order_rate_id, provider, method, amount, currency) VALUES ($1, $2, $3, 'sandbox', 'card', 4900, 'eur') RETURNING id",
          [sellerId, orderId, r.rows[0]!.id],
        );
        await c.query("COMMIT");
        await c.query("BEGIN");
        await c.query(
          "INSERT INTO sandbox_charges (ref, seller_id, method, amount, currency, state) VALUES ($1, $2, 'card', 4900, 'eur', 'succeeded')",
          [`b_${key}`, sellerId],
        );
        await c.query("UPDATE payments SET state = 'successful', provider_ref = $2 WHERE id = $1", [
          p.rows[0]!.id,
          `b_${key}`,
        ]);
        await c.query("UPDATE order_rates SET state = 'paid', paid_amount = 4900 WHERE id = $1", [
          r.rows[0]!.id,
        ]);
        await c.query("UPDATE orders SET state = 'closed', payment_state = 'paid' WHERE id = $1", [orderId]);
        await c.query(
          `INSERT INTO ledger_entries (transaction_id, kind, account, amount, currency, order_id)
           VALUES ($1, 'charge', 'provider:sandbox', 4900, 'eur', $2), ($1, 'charge', 'seller:1', -4900, 'eur', $2),
                  ($1, 'provider_fee', 'seller:1', 94, 'eur', $2), ($1, 'provider_fee', 'provider:sandbox', -94, 'eur', $2)`,
          [key, orderId],
        );
        await c.query(
          "INSERT INTO email_logs (token, \"to\", subject, html, text, template, locale) VALUES ($1, 'b@x', 's', 'h', 't', 'order_receipt', 'en'), ($1 || 'b', 'b@x', 's', 'h', 't', 'order_paid_seller', 'en')",
          [key],
        );
        await c.query(
          "UPDATE idempotency_keys SET status_code = 200, response = '{}' WHERE scope = 'bench' AND key = $1",
          [key],
        );
        await c.query("COMMIT");
        times.push(performance.now() - t0);
      }
    } finally {
      c.release();
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  await pool.end();
  const sorted = Float64Array.from(times).sort();
  const pct = (q: number) => Math.round(sorted[Math.ceil(q * sorted.length) - 1]! * 1000) / 1000;
  return {
    name: `plain PostgreSQL transactions of the same writes, ${connections} connections`,
    url,
    connections,
    seconds,
    reqPerSec: Math.round(times.length / seconds),
    latencyAvgMs: Math.round((sorted.reduce((a, b) => a + b, 0) / sorted.length) * 1000) / 1000,
    latencyP95Ms: pct(0.95),
    latencyP99Ms: pct(0.99),
    requests: times.length,
  };
}

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

runBench(async () => {
  ensureApiBuilt();
  const busy = await cpuBusyPercent();
  const tmp = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-checkout-"));
  onCleanup(`remove ${tmp}`, () => rm(tmp, { recursive: true, force: true }));
  let db: ApiDatabase = { kind: "pglite", dataDir: path.join(tmp, "pglite") };
  let engine = "PGlite";
  if (process.env.BENCH_DATABASE_URL) {
    const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
    db = { kind: "postgres", url: database.url, dataDir: tmp };
    engine = "PostgreSQL";
  }
  const api = await startApi(db, `API (${engine})`, { RATE_LIMIT_PAY: "100000000" });
  const target = await findTarget(api.url);
  const body = checkoutBody(target);
  const first = await fetch(`${api.url}/api/v1/shop/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body,
  });
  const firstBody = (await first.json()) as { status?: string };
  if (firstBody.status !== "paid")
    throw new Error(`a sandbox checkout answered ${first.status}: ${JSON.stringify(firstBody)}`);

  console.log(`load: sandbox card checkouts, ${SECONDS} s x ${CONNECTIONS} connections on ${engine}`);
  const checkouts = await load({
    name: `sandbox checkouts, ${CONNECTIONS} buyers (${engine})`,
    url: api.url,
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: [
      {
        method: "POST",
        path: "/api/v1/shop/checkout",
        body,
        setupRequest: (req) => ({
          ...req,
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        }),
      },
    ],
  });
  const pagePath = `/s/${target.username}/${target.slug}`;
  const pageRes = await fetch(api.url + pagePath);
  const html = pageRes.status === 200 ? await pageRes.text() : "";
  const js = html ? checkoutPageJs(html, api.url) : null;
  const page = html
    ? await load({
        name: `checkout page render, ${CONNECTIONS} connections`,
        url: api.url,
        paths: [pagePath],
        seconds: 5,
        connections: CONNECTIONS,
      })
    : null;
  const single = html
    ? await load({
        name: "checkout page render, 1 connection",
        url: api.url,
        paths: [pagePath],
        seconds: 5,
        connections: 1,
      })
    : null;
  await api.stop();

  const plain = db.kind === "postgres" ? await plainTransactions(db.url, SECONDS, CONNECTIONS) : null;
  const m = machine();
  const rows = [checkouts, ...(plain ? [plain] : []), ...(single ? [single] : []), ...(page ? [page] : [])];
  console.log(`
Sellwerk checkout bench: node ${m.node}, ${m.cpus} CPUs (${m.cpu}), CPUs ${busy} % busy before the start

${table(
  ["Load", "per s", "avg ms", "p95 ms", "p99 ms", "count"],
  rows.map((r) => [
    r.name,
    fmt.int(r.reqPerSec),
    fmt.ms(r.latencyAvgMs),
    fmt.ms(r.latencyP95Ms),
    fmt.ms(r.latencyP99Ms),
    fmt.int(r.requests),
  ]),
)}
${plain ? `\nCheckouts reach ${(checkouts.reqPerSec / plain.reqPerSec).toFixed(3)} of the plain transactions' rate; p99 ratio ${(checkouts.latencyP99Ms / plain.latencyP99Ms).toFixed(2)}.` : "(set BENCH_DATABASE_URL for the plain PostgreSQL baseline)"}
${js ? `Checkout page JavaScript: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (budget 90 KB).` : `Checkout page ${pagePath} answered ${pageRes.status}: no page figures.`}
`);
  console.log(
    `results: ${writeResults("checkout", { machine: m, engine, checkouts, plain, page, single, js })}`,
  );
});
