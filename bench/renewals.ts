// Issue 11, "100,000 renewals due at once": how long worker processes take to charge that many
// due rates, each exactly once. One installment and one subscription (with trial) are bought
// through the API with the sandbox card; SQL copies them into BENCH_RENEWALS orders whose next
// rate is due now (every DECLINE_EVERY-th with a card that declines off-session); then
// BENCH_RENEWAL_WORKERS `--role=worker` processes start and the clock runs until no copied rate
// is left future or pending. The database is checked afterwards: one payment and one sandbox
// charge per rate, paid + unpaid = all, one balanced ledger transaction per paid rate.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureApiBuilt, REPO, signIn, startApi, type ApiDatabase } from "./lib/api.ts";
import { SELLER } from "./lib/checkout-target.ts";
import { onCleanup, runBench } from "./lib/cleanup.ts";
import { cpuSeconds, watchDatabaseCpu } from "./lib/database-cpu.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";
import { dueRenewalsSql } from "../apps/api/test/support/due-renewals.ts";

const COUNT = Number(process.env.BENCH_RENEWALS ?? 100_000);
const WORKERS = Number(process.env.BENCH_RENEWAL_WORKERS ?? 2);
const DECLINE_EVERY = 100;
const TIMEOUT_MS = Number(process.env.BENCH_RENEWAL_TIMEOUT_SECONDS ?? 600) * 1000;
const MAIN = path.join(REPO, "apps/api/dist/main.js");

interface Plan {
  productId: number;
  planId: number;
}

/** The demo seller's published products with a card plan of the form, as the checkout page offers them. */
async function planOf(url: string, form: string): Promise<Plan> {
  const token = await signIn(url, SELLER.email, SELLER.password);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await fetch(`${url}/api/v1/app/user`, { headers })).json()) as {
    user?: { username: string };
    username?: string;
  };
  const username = me.user?.username ?? me.username ?? "";
  const list = (await (await fetch(`${url}/api/v1/cabinet/products?per=30`, { headers })).json()) as {
    list: { id: number; slug: string; state: string; limit: number | null }[];
  };
  for (const p of list.list.filter((x) => x.state === "published" && x.limit === null)) {
    const view = (await (
      await fetch(`${url}/api/v1/shop/${username}/products/${p.slug}/checkout`)
    ).json()) as {
      plans?: { id: number; form: string; payment_methods: string[] }[];
    };
    const plan = view.plans?.find((pl) => pl.form === form && pl.payment_methods.includes("card"));
    if (plan) return { productId: p.id, planId: plan.id };
  }
  throw new Error(`no published demo product with a ${form} card plan`);
}

/** Buys the plan with the sandbox card; answers the order's token. */
async function buy(url: string, plan: Plan): Promise<string> {
  const res = await fetch(`${url}/api/v1/shop/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": `bench-renewals-${plan.planId}` },
    body: JSON.stringify({
      product_id: plan.productId,
      pricing_plan_id: plan.planId,
      payer: { email: "renewals@example.com", first_name: "Bench", last_name: "Renewer", country: "DE" },
      payment_method: "card",
      payment_data: { card_number: "4242424242424242", exp: "12/34", cvc: "123" },
      accept_terms: true,
    }),
  });
  const body = (await res.json()) as { status?: string; order_token?: string };
  if (body.status !== "paid" || !body.order_token)
    throw new Error(`checkout answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.order_token;
}

/** A `--role=worker` process; ready once it printed its start line. Answers its pid. */
async function startWorker(label: string, env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [MAIN, "--role=worker"], { env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  onCleanup(`stop ${label}`, async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  });
  return new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join("").includes("Sellwerk is running (worker)")) resolve(child.pid!);
    });
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then(() => reject(new Error(`${label} exited:\n${output.join("")}`)));
  });
}

runBench(async () => {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error("the renewals bench runs on PostgreSQL: set BENCH_DATABASE_URL");
  ensureApiBuilt();
  const busyBefore = await cpuBusyPercent();
  const database = await createBenchDatabase(serverUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "sellwerk-bench-renewals-"));
  onCleanup("remove data dir", () => rm(dataDir, { recursive: true, force: true }));
  const db: ApiDatabase = { kind: "postgres", url: database.url, dataDir };

  // Two real orders to copy, bought as any buyer would.
  const api = await startApi(db, "API (PostgreSQL)", { NODE_ENV: "production" });
  const tokens = [
    await buy(api.url, await planOf(api.url, "installment")),
    await buy(api.url, await planOf(api.url, "subscription")),
  ];
  await api.stop();

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  onCleanup("close bench connection", () => client.end());
  const { rows: templates } = await client.query<{ id: string; seller_id: string }>(
    "SELECT id, seller_id FROM orders WHERE token = ANY($1) ORDER BY id",
    [tokens],
  );
  const dueAt = new Date(Date.now() - 60_000);
  const seedStart = performance.now();
  for (const [i, t] of templates.entries())
    await client.query(
      dueRenewalsSql({
        templateOrderId: Number(t.id),
        count: i === 0 ? Math.floor(COUNT / 2) : COUNT - Math.floor(COUNT / 2),
        dueAt,
        batch: 1,
        declineEvery: DECLINE_EVERY,
      }),
    );
  await client.query("VACUUM ANALYZE");
  const seedSeconds = (performance.now() - seedStart) / 1000;
  // Polled every 250 ms while the workers charge, and its CPU counts with the database's: it asks
  // only whether a rate is still open (the first one found ends each look, through the claim's
  // own partial index and the seller's state index); counting them all took a quarter second.
  const due = async () =>
    (
      await client.query<{ open: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM order_rates WHERE state = 'future' AND due_at = $1)
             OR EXISTS (SELECT 1 FROM order_rates WHERE seller_id = $2 AND state = 'pending' AND due_at = $1) AS open`,
        [dueAt, templates[0]!.seller_id],
      )
    ).rows[0]!;
  const { rows: seededRows } = await client.query<{ all: string }>(
    "SELECT count(*) AS all FROM order_rates WHERE due_at = $1",
    [dueAt],
  );
  const seeded = Number(seededRows[0]!.all);
  if (seeded !== COUNT) throw new Error(`seeded ${seeded} due rates, wanted ${COUNT}`);
  console.log(
    `seeded ${fmt.int(seeded)} due rates in ${seedSeconds.toFixed(1)} s; starting ${WORKERS} workers`,
  );

  // The workers: the recurring-charge ticker every second, everything else as in production.
  const workerEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    BILLING_TICK_SECONDS: "1",
  };
  const cpuStart = os.cpus();
  const t0 = performance.now();
  const pids = await Promise.all(
    Array.from({ length: WORKERS }, (_, i) => startWorker(`worker ${i + 1}`, workerEnv)),
  );
  const readyMs = performance.now() - t0;
  // CPU the work costs, whatever else runs on the machine: the workers' processes and the
  // database's backends serving this database (sampled while they live; pool connections come
  // and go).
  const workerCpuAtReady = pids.reduce((a, pid) => a + cpuSeconds(pid), 0);
  const databaseCpuWatch = await watchDatabaseCpu(client);
  let open = (await due()).open;
  while (open) {
    if (performance.now() - t0 > TIMEOUT_MS) throw new Error(`rates still open after ${TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
    open = (await due()).open;
  }
  const workerCpu = pids.reduce((a, pid) => a + cpuSeconds(pid), 0) - workerCpuAtReady;
  const databaseCpu = await databaseCpuWatch.stop();
  const totalSeconds = (performance.now() - t0) / 1000;
  const cpuEnd = os.cpus();
  const idle = (cpus: os.CpuInfo[]) => cpus.reduce((a, c) => a + c.times.idle, 0);
  const total = (cpus: os.CpuInfo[]) =>
    cpus.reduce((a, c) => a + Object.values(c.times).reduce((x, y) => x + y, 0), 0);
  const busyDuring = Math.round(
    100 * (1 - (idle(cpuEnd) - idle(cpuStart)) / (total(cpuEnd) - total(cpuStart))),
  );

  // Exactly once, from the database: per rate one payment and one provider charge.
  const [check] = (
    await client.query<Record<string, string>>(
      `WITH due AS (SELECT id, state FROM order_rates WHERE due_at = $1),
       per_rate AS (
         SELECT d.id, d.state, count(p.id) AS payments, count(s.ref) AS charges,
           min(p.created_at) AS claimed, max(p.updated_at) AS decided
         FROM due d LEFT JOIN payments p ON p.order_rate_id = d.id
         LEFT JOIN sandbox_charges s ON s.ref = 'sbx_ch_' || p.id
         GROUP BY d.id, d.state)
       SELECT count(*) AS rates,
         count(*) FILTER (WHERE state = 'paid') AS paid,
         count(*) FILTER (WHERE state = 'unpaid') AS unpaid,
         count(*) FILTER (WHERE payments <> 1) AS payments_not_once,
         count(*) FILTER (WHERE charges <> 1) AS charges_not_once,
         extract(epoch FROM max(decided) - min(claimed)) AS charging_seconds
       FROM per_rate`,
      [dueAt],
    )
  ).rows;
  const [ledger] = (
    await client.query<Record<string, string>>(
      `SELECT count(*) AS transactions, count(*) FILTER (WHERE total <> 0) AS unbalanced
       FROM (SELECT transaction_id, sum(amount) AS total FROM ledger_entries
             WHERE order_rate_id IN (SELECT id FROM order_rates WHERE due_at = $1) GROUP BY transaction_id) x`,
      [dueAt],
    )
  ).rows;
  const n = (k: string, row = check) => Number(row?.[k] ?? NaN);
  const problems = [
    n("paid") + n("unpaid") !== COUNT && `paid ${n("paid")} + unpaid ${n("unpaid")} ≠ ${COUNT}`,
    n("payments_not_once") > 0 && `${n("payments_not_once")} rates without exactly one payment`,
    n("charges_not_once") > 0 && `${n("charges_not_once")} rates without exactly one provider charge`,
    n("transactions", ledger) !== n("paid") &&
      `${n("transactions", ledger)} ledger transactions for ${n("paid")} paid rates`,
    n("unbalanced", ledger) > 0 && `${n("unbalanced", ledger)} unbalanced ledger transactions`,
  ].filter(Boolean);

  const m = machine();
  const charging = n("charging_seconds");
  console.log(`
Sellwerk renewals bench: node ${m.node}, ${m.cpus} CPUs (${m.cpu}), PostgreSQL
CPUs ${busyBefore} % busy before the start, ${busyDuring} % during the run

${table(
  ["", "value"],
  [
    ["due rates", fmt.int(COUNT)],
    ["worker processes", String(WORKERS)],
    ["workers ready after (s)", (readyMs / 1000).toFixed(1)],
    ["total, workers' start to last rate decided (s)", totalSeconds.toFixed(1)],
    ["charging, first claim to last answer (s)", charging.toFixed(1)],
    ["charges/s (total)", fmt.int(COUNT / totalSeconds)],
    ["charges/s (charging)", fmt.int(COUNT / charging)],
    ["CPU: workers (s, after ready; incl. their jobs)", workerCpu.toFixed(1)],
    ["CPU: database backends of this database (s)", databaseCpu.toFixed(1)],
    ["CPU per charge, workers + database (ms)", fmt.ms((1000 * (workerCpu + databaseCpu)) / COUNT)],
    [`lower bound on an idle machine, ${m.cpus} cores (s)`, ((workerCpu + databaseCpu) / m.cpus).toFixed(1)],
    ["paid / unpaid (declined)", `${fmt.int(n("paid"))} / ${fmt.int(n("unpaid"))}`],
    ["rates not charged exactly once", fmt.int(n("payments_not_once") + n("charges_not_once"))],
    ["target", "≤ 60 s, each exactly once"],
  ],
)}
results: ${writeResults("renewals", { machine: m, busyBefore, busyDuring, count: COUNT, workers: WORKERS, readyMs, totalSeconds, chargingSeconds: charging, workerCpu, databaseCpu, check, ledger })}`);
  if (problems.length > 0) throw new Error(`not exactly once:\n${problems.join("\n")}`);
});
