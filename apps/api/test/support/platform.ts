import pg from "pg";
import pino from "pino";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../../src/config.ts";
import { buildApp } from "../../src/app.ts";
import { closePlatform, createPlatform } from "../../src/platform/boot.ts";
import { openPglite, openPostgres, type Database } from "../../src/platform/db/client.ts";
import { ManualClock } from "../../src/platform/clock.ts";
import type { Deps } from "../../src/platform/deps.ts";
import type { RouteRecord } from "../../src/platform/auth/access.ts";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { Mailbox } from "./smtp.ts";

export interface TestPlatform {
  deps: Deps;
  app: FastifyInstance;
  routes: RouteRecord[];
  clock: ManualClock;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close; `url` names it
 * for processes the test starts). Both start as a copy of the run's migrated template
 * (global-setup.ts) when there is one; the platform's own migrate then finds nothing to do.
 */
export async function freshDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = inject("pgliteTemplate");
    const from = dump ? new Blob([readFileSync(dump)]) : undefined;
    return { database: await openPglite(undefined, from), drop: async () => undefined };
  }
  const name = `sellwerk_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = inject("postgresTemplate");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: openPostgres(url.toString(), { poolSize: 5 }),
    url: url.toString(),
    drop: () => dropTestDatabase(serverUrl, name),
  };
}

/** Drops a test file's database on the server, once the sessions its pools are ending have gone. */
export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    // pg-pool's end() resolves before its sockets have closed; a forced drop would kill those
    // sessions mid-goodbye and a pool without an error listener would raise an unhandled 57P01.
    // Let them go first (a second, then the drop forces what is left).
    for (let i = 0; i < 50; i++) {
      const { rows } = await c.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

export async function startTestPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const mailbox = new Mailbox();
  const smtpUrl = await mailbox.start();
  const { database, drop } = await freshDatabase();
  // Uploaded files of this test file live in a folder of their own, removed on close.
  const storageDir = mkdtempSync(path.join(os.tmpdir(), "sellwerk-files-"));
  const config: Config = loadConfig({
    STORAGE_DIR: storageDir,
    PUBLIC_URL: "http://sellwerk.test",
    SMTP_URL: smtpUrl,
    RATE_LIMIT_AUTH: "1000",
    RATE_LIMIT_CHECK: "1000",
    RATE_LIMIT_PAY: "100000",
    JOB_POLL_SECONDS: "0.5",
    // The concurrency tests fire a thousand buyers into one process at once to prove the limits;
    // shedding them would prove nothing. load-shedding.test.ts sets its own small bounds.
    SHED_REQUESTS_IN_FLIGHT: "0",
    SHED_PAYMENTS_IN_FLIGHT: "0",
    SEED_DEMO: "false",
    // Tests change a product and open its page at once; shop-page-cache.test.ts turns it on.
    CHECKOUT_PAGE_CACHE_MS: "0",
    ...env,
  });
  const clock = new ManualClock();
  const deps = await createPlatform(config, {
    database,
    clock,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
  });
  await deps.jobs.start({ work: true });
  const { app, routes } = await buildApp(deps, { serveWeb: false });
  return {
    deps,
    app,
    routes,
    clock,
    mailbox,
    async close() {
      await app.close();
      await closePlatform(deps);
      await mailbox.stop();
      await drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
