import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { closePlatform, createPlatform } from "../src/platform/boot.ts";
import { openPostgres } from "../src/platform/db/client.ts";
import type { Deps } from "../src/platform/deps.ts";
import type { CrashPoint } from "../src/platform/crash-hook.ts";
import { CARD, givenSellableProduct, givenSellingSeller } from "./support/given-checkout.ts";
import { dropTestDatabase } from "./support/platform.ts";

// Issue 10: a real server process on PostgreSQL is killed with SIGKILL while buyers check out —
// before, during and after the provider call (the CRASH_AT hook, platform/crash-hook.ts) —
// restarted, the buyers retry with their keys, the workers catch up, and then the books are
// checked in SQL. Needs a PostgreSQL server (TEST_DATABASE_URL); the embedded engine is one
// process by design.

const serverUrl = process.env.TEST_DATABASE_URL;
const BUYERS = 50;
/** Buyers answered one after another before the others come at once. */
const FIRST = 8;
/** The process dies the n-th time it passes the crash point: among the buyers coming at once. */
const CRASH_AFTER = 12;
const MOMENTS: CrashPoint[] = ["before_provider", "after_provider_call", "after_commit"];
const ROOT = path.resolve(import.meta.dirname, "../../..");

let dbName: string;
let databaseUrl: string;
let dataDir: string;
let bundle: string;
let port: number;
let deps: Deps;
let checks: pg.Pool;
let server: ChildProcess | null = null;
let product: Awaited<ReturnType<typeof givenSellableProduct>>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/**
 * The server as `npm start` runs it, bundled from the current source into a file of this test's
 * own: tsx would compile every module again on each of the four starts (half a minute each on a
 * busy machine).
 */
function bundleServer(): string {
  const file = `dist/crash-test-${process.pid}.js`;
  const built = spawnSync(process.execPath, ["build.mjs", `--outfile=${file}`], {
    cwd: path.join(ROOT, "apps/api"),
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("could not bundle the server");
  return path.join(ROOT, "apps/api", file);
}

/** Starts the real server and waits until it answers /readyz. */
async function startServer(crashAt?: CrashPoint): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      SMTP_URL: "",
      RATE_LIMIT_PAY: "100000",
      RATE_LIMIT_CHECK: "100000",
      JOB_POLL_SECONDS: "0.5",
      BILLING_TICK_SECONDS: "2",
      LOG_LEVEL: "warn",
      ...(crashAt ? { CRASH_AT: crashAt, CRASH_AFTER: String(CRASH_AFTER) } : { CRASH_AT: "" }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error("server exited on start");
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become ready in 30 s");
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

interface Answer {
  status: number;
  body: { order_token?: string; status?: string; error?: { code: string } };
}

async function checkout(key: string, email: string): Promise<Answer | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/shop/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify({
        product_id: product.product.id,
        pricing_plan_id: product.plans[0]!.id,
        payer: { email, first_name: "Crash", last_name: "Buyer", country: "DE" },
        accept_terms: true,
        payment_method: "card",
        payment_data: CARD(),
      }),
    });
    return { status: res.status, body: (await res.json()) as Answer["body"] };
  } catch {
    // The connection died with the process: nothing was acknowledged.
    return null;
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  dbName = `sellwerk_crash_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "sellwerk-crash-"));
  port = await freePort();
  bundle = bundleServer();
  // The test's own connection: migrations, the seller and product, and the checks in SQL.
  deps = await createPlatform(
    loadConfig({ DATABASE_URL: databaseUrl, SEED_DEMO: "false", DATA_DIR: dataDir }),
    {
      database: openPostgres(databaseUrl, { poolSize: 3 }),
      log: pino({ level: "silent" }),
    },
  );
  checks = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // As the platform's pool does (db/client.ts): a broken idle connection is dropped, not fatal.
  checks.on("error", () => undefined);
  const seller = await givenSellingSeller(deps);
  product = await givenSellableProduct(deps, seller.id, { methods: ["card"] });
}, 60_000);

afterAll(async () => {
  if (!serverUrl) return;
  if (server) {
    server.kill("SIGKILL");
    await exited(server);
  }
  await checks.end();
  await closePlatform(deps);
  await dropTestDatabase(serverUrl, dbName);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bundle, { force: true });
  rmSync(`${bundle}.map`, { force: true });
});

describe.skipIf(!serverUrl)("a server killed with SIGKILL during checkouts", () => {
  /** Every key's last answer, and how long its retry took to answer after the restart. */
  const answers = new Map<string, Answer>();
  const retrySeconds: number[] = [];
  const acknowledged = new Map<string, string>();

  it(
    "answers every buyer after a restart, charging each once, at each of three moments",
    { timeout: 240_000 },
    async () => {
      const began = Date.now();
      const mark = (what: string) =>
        console.info(`crash test ${((Date.now() - began) / 1000).toFixed(1)} s: ${what}`);
      for (const moment of MOMENTS) {
        server = await startServer(moment);
        mark(`${moment}: started`);
        const keys = Array.from({ length: BUYERS }, (_, i) => `crash-${moment}-${i}`);
        const first: (Answer | null)[] = [];
        for (const key of keys.slice(0, FIRST)) first.push(await checkout(key, `${key}@example.com`));
        first.push(
          ...(await Promise.all(keys.slice(FIRST).map((key) => checkout(key, `${key}@example.com`)))),
        );
        await exited(server);
        mark(`${moment}: killed`);
        expect(server.signalCode).toBe("SIGKILL");
        keys.forEach((key, i) => {
          const answer = first[i];
          if (answer?.status === 200) acknowledged.set(key, answer.body.order_token!);
        });
        // Some were answered before the kill, the others lost their connection with it.
        expect(first.slice(0, FIRST).every((a) => a?.status === 200)).toBe(true);
        expect(first.filter((a) => a === null).length).toBeGreaterThan(0);

        server = await startServer();
        mark(`${moment}: restarted`);
        const restarted = Date.now();
        await Promise.all(
          keys.map(async (key) => {
            for (;;) {
              const answer = await checkout(key, `${key}@example.com`);
              if (answer && answer.status !== 409) {
                answers.set(key, answer);
                retrySeconds.push((Date.now() - restarted) / 1000);
                return;
              }
              if (Date.now() - restarted > 30_000) throw new Error(`${key} still unanswered`);
              await new Promise((r) => setTimeout(r, 500));
            }
          }),
        );
        mark(`${moment}: all answered`);
        server.kill("SIGTERM");
        await exited(server);
        server = null;
      }

      // Every retry answered the purchase, within seconds (the dead request's lease is 10 s).
      for (const [key, answer] of answers) {
        expect(answer, key).toMatchObject({ status: 200, body: { status: "paid" } });
        const token = acknowledged.get(key);
        if (token) expect(answer.body.order_token, key).toBe(token);
      }
      expect(Math.max(...retrySeconds)).toBeLessThan(20);
      console.info(
        `crash test: ${acknowledged.size} acknowledged before the kills, slowest retry answered ${Math.max(...retrySeconds).toFixed(1)} s after the restart`,
      );
    },
  );

  it("leaves the books whole once the workers caught up", { timeout: 90_000 }, async () => {
    server = await startServer();
    const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await checks.query<T>(text, values)).rows;

    // Every acknowledged checkout exists exactly once, and every order is some buyer's one answer.
    const orders = await q<{ token: string; email: string; state: string }>(
      `select token, payer->>'email' as email, state from orders where product_id = $1`,
      [product.product.id],
    );
    expect(orders).toHaveLength(BUYERS * MOMENTS.length);
    expect(new Set(orders.map((o) => o.email)).size).toBe(orders.length);
    const tokens = new Set(orders.map((o) => o.token));
    for (const token of acknowledged.values()) expect(tokens.has(token)).toBe(true);
    for (const answer of answers.values()) expect(tokens.has(answer.body.order_token!)).toBe(true);

    // Every charge the provider made belongs to a paid payment of a paid rate (or was refunded),
    // and no buyer was charged twice.
    const charges = await q<{
      ref: string;
      payment_state: string | null;
      rate_state: string | null;
      email: string | null;
    }>(
      `select c.ref, p.state as payment_state, r.state as rate_state, o.payer->>'email' as email
         from sandbox_charges c
         left join payments p on c.ref = 'sbx_ch_' || p.id
         left join order_rates r on r.id = p.order_rate_id
         left join orders o on o.id = p.order_id
        where c.kind = 'charge' and c.state = 'succeeded'`,
    );
    expect(charges).toHaveLength(BUYERS * MOMENTS.length);
    for (const c of charges) {
      expect(c.payment_state, c.ref).toBe("successful");
      expect(["paid", "refunded"], c.ref).toContain(c.rate_state);
    }
    expect(new Set(charges.map((c) => c.email)).size).toBe(charges.length);

    // Every ledger transaction sums to zero.
    const unbalanced = await q(
      `select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0`,
    );
    expect(unbalanced).toEqual([]);

    // Every paid rate gets exactly one delivery and one invoice within a minute of the restart.
    const deadline = Date.now() + 60_000;
    let missing: { id: number; deliveries: number; invoices: number }[] = [];
    while (Date.now() < deadline) {
      missing = await q(
        `select r.id,
                (select count(*)::int from deliveries d where d.order_id = r.order_id) as deliveries,
                (select count(*)::int from invoices i where i.order_rate_id = r.id and i.kind = 'invoice') as invoices
           from order_rates r join orders o on o.id = r.order_id
          where o.product_id = $1 and r.state = 'paid'`,
        [product.product.id],
      ).then((rows) => (rows as typeof missing).filter((r) => r.deliveries !== 1 || r.invoices !== 1));
      if (missing.length === 0) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(missing).toEqual([]);

    // Invoice numbers have no gap: 1..n per seller, series and year.
    const sequences = await q<{ n: number; max: number; min: number }>(
      `select count(*)::int as n, max(sequence) as max, min(sequence) as min
         from invoices group by seller_id, kind, year`,
    );
    for (const s of sequences) expect(s).toEqual({ n: s.max, max: s.max, min: 1 });
  });
});
