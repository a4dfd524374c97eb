import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./support/platform.ts";
import { dropKeys, redisAvailable, TEST_REDIS_URL, uniqueKeyPrefix } from "./support/redis.ts";
import { CARD, givenSellingSeller } from "./support/given-checkout.ts";
import { freshBuyer, givenEvent } from "./support/given-fulfilment.ts";
import { loadConfig } from "../src/config.ts";
import { closePlatform, createPlatform } from "../src/platform/boot.ts";
import type { Deps } from "../src/platform/deps.ts";
import { ticketTypes } from "../src/catalog/index.ts";
import { orders } from "../src/orders/index.ts";
import { deliveries } from "../src/fulfilment/tables.ts";
import { emailLogs } from "../src/notifications/tables.ts";

// README "Scaling out", for real: two API processes and one worker started from source against
// one PostgreSQL database and one Redis, the client alternating between the two APIs as a load
// balancer would. Needs the PostgreSQL server (TEST_DATABASE_URL) and Redis; CI has both.
const SEATS = 45;
const ATTEMPTS = 90;
const AT_ONCE = 16;
const RATE_LIMIT_AUTH = 10;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const enabled = Boolean(process.env.TEST_DATABASE_URL) && (await redisAvailable());

interface Proc {
  role: string;
  child: ChildProcess;
  output: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(role: "api" | "worker", env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts", `--role=${role}`], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout.on("data", (b: Buffer) => output.push(b.toString()));
  child.stderr.on("data", (b: Buffer) => output.push(b.toString()));
  return { role, child, output };
}

/** Until the process says it runs (the worker has no HTTP port to ask). */
async function running(proc: Proc, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!proc.output.join("").includes(`Sellwerk is running (${proc.role})`)) {
    if (proc.child.exitCode !== null || Date.now() > until)
      throw new Error(`${proc.role} did not start:\n${proc.output.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null) return;
  const exited = new Promise((r) => proc.child.once("exit", r));
  proc.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (proc.child.exitCode === null) proc.child.kill("SIGKILL");
}

async function post(port: number, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.skipIf(!enabled)("two API processes and a worker", () => {
  const prefix = uniqueKeyPrefix();
  let dataDir: string;
  const procs: Proc[] = [];
  const ports: number[] = [];
  let deps: Deps;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "sellwerk-scale-out-"));
    const fresh = await freshDatabase();
    drop = fresh.drop;
    const env = {
      DATABASE_URL: fresh.url!,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: "scale-out-test-secret-0123456789abcdef",
      RATE_LIMIT_AUTH: String(RATE_LIMIT_AUTH),
      RATE_LIMIT_PAY: "100000",
      SEED_DEMO: "false",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      JOB_POLL_SECONDS: "0.5",
      WEB_DIST: path.join(dataDir, "no-web"),
    };
    // This process migrates the database and writes the seller and the event; it works no jobs.
    deps = await createPlatform(loadConfig(env), {
      database: fresh.database,
      log: pino({ level: "silent" }),
    });
    await deps.jobs.start({ work: false });
    for (let i = 0; i < 2; i++) ports.push(await freePort());
    procs.push(...ports.map((port) => start("api", { ...env, PORT: String(port) })));
    procs.push(start("worker", env));
    await Promise.all(procs.map((p) => running(p)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(procs.map(stop));
    if (deps) await closePlatform(deps);
    await drop?.();
    await dropKeys(prefix);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("counts a client's rate limit once across both API processes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_AUTH; i++) {
      const res = await post(ports[i % 2]!, "/app/session", {
        email: `guess-${i}@example.com`,
        password: "wrong password",
        fingerprint: "scale-out-device",
      });
      statuses.push(res.status);
    }
    // Each process alone has seen at most six: counted per process, none would be refused.
    expect(statuses).toEqual([...Array(RATE_LIMIT_AUTH).fill(401), 429]);
  });

  it(
    `sells exactly ${SEATS} seats through both, and the worker delivers each order once`,
    { timeout: 150_000 },
    async () => {
      const seller = await givenSellingSeller(deps);
      const made = await givenEvent(deps, seller.id, { limit: SEATS, methods: ["card"] });
      await deps.db.update(ticketTypes).set({ quota: SEATS }).where(eq(ticketTypes.id, made.ticketType.id));

      let next = 0;
      const outcomes: number[] = [];
      async function buyer() {
        for (;;) {
          const i = next++;
          if (i >= ATTEMPTS) return;
          const { locale, ...payer } = freshBuyer();
          const res = await post(
            ports[i % 2]!,
            "/shop/checkout",
            {
              product_id: made.product.id,
              pricing_plan_id: made.plans[0]!.id,
              tickets: [{ ticket_type_id: made.ticketType.id, quantity: 1 }],
              payer,
              locale,
              accept_terms: true,
              payment_method: "card",
              payment_data: CARD(),
            },
            { "idempotency-key": `scale-out-${prefix}-${i}` },
          );
          outcomes.push(res.status);
        }
      }
      await Promise.all(Array.from({ length: AT_ONCE }, buyer));
      expect(outcomes.filter((s) => s === 200)).toHaveLength(SEATS);
      expect(outcomes.filter((s) => s === 409)).toHaveLength(ATTEMPTS - SEATS);

      const sold = await deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.productId, made.product.id), eq(orders.paymentState, "paid")));
      expect(sold).toHaveLength(SEATS);
      const [seat] = await deps.db.select().from(ticketTypes).where(eq(ticketTypes.id, made.ticketType.id));
      expect([seat!.soldCount, seat!.reservedCount]).toEqual([SEATS, 0]);

      // Only the worker works jobs: the API processes and this one merely enqueue them.
      const orderIds = sold.map((o) => o.id);
      const delivered = async () =>
        deps.db
          .select({ orderId: deliveries.orderId, state: deliveries.state })
          .from(deliveries)
          .where(inArray(deliveries.orderId, orderIds));
      const until = Date.now() + 60_000;
      while ((await delivered()).filter((d) => d.state === "delivered").length < SEATS && Date.now() < until)
        await new Promise((r) => setTimeout(r, 500));
      const rows = await delivered();
      expect(rows.map((d) => d.state)).toEqual(Array(SEATS).fill("delivered"));
      expect(new Set(rows.map((d) => d.orderId)).size).toBe(SEATS);
      const [mails] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailLogs)
        .where(eq(emailLogs.template, "delivery_event"));
      expect(mails!.n).toBe(SEATS);
    },
  );
});
