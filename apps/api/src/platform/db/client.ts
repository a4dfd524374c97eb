import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import { NamingClient } from "./named-statements.ts";
import { installSelectionCache } from "./selection-cache.ts";
import { migrationsDir } from "../paths.ts";

installSelectionCache();

/**
 * Without the schema: the platform never uses drizzle's relational queries (`db.query.…`), and
 * with a schema drizzle builds one relational builder per table for every transaction it opens
 * (78 tables, on every checkout's transactions), which the CPU profile showed (issue 11).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Set on the embedded engine; pg-boss shares it. */
  pglite?: PGlite;
  /** Set on PostgreSQL. */
  connectionString?: string;
  /** PostgreSQL: queries go as named statements (named-statements.ts); the job queue's too. */
  namedStatements?: boolean;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// An arbitrary constant: all processes migrating one PostgreSQL database take turns on it.
const MIGRATION_LOCK = 73_911_402;

export interface PostgresOptions {
  poolSize?: number;
  namedStatements?: boolean;
  /**
   * Told when an idle connection of the pool breaks: the server restarted, an administrator
   * ended the session, the network dropped it. The pool has already discarded it and opens a new
   * one for the next query; without a listener Node would end the process on this event.
   */
  onIdleConnectionLost?: (err: Error) => void;
}

export function openPostgres(
  connectionString: string,
  {
    poolSize = 10,
    namedStatements = true,
    onIdleConnectionLost = (err) => process.emitWarning(`PostgreSQL idle connection lost: ${err.message}`),
  }: PostgresOptions = {},
): Database {
  // JIT off for the platform's sessions: its queries are short and indexed, and a cost estimate
  // inflated by a correlated subquery made PostgreSQL compile one list page for 380 ms (of 510).
  // Set per connection, so a server shared with other applications keeps its own default.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    options: "-c jit=off",
    ...(namedStatements ? { Client: NamingClient } : {}),
  });
  pool.on("error", onIdleConnectionLost);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: "postgres",
    connectionString,
    namedStatements,
    async migrate() {
      // A dedicated connection holds the advisory lock while the migrator runs on it.
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded engine: a data folder on disk, or memory when dataDir is undefined (tests). An
 * in-memory database may start from a dump of a migrated one (`from`, a tarball from
 * `dumpDataDir`), which skips initdb and the migrations: most of what a fresh start costs.
 */
export async function openPglite(dataDir: string | undefined, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // pg_trgm serves the orders search (migration 0016), as on PostgreSQL.
  const extensions = { pg_trgm };
  const pglite = dataDir
    ? new PGlite(dataDir, { extensions })
    : new PGlite({ extensions, ...(from ? { loadDataDir: from } : {}) });
  await pglite.waitReady;
  const db = drizzlePglite(pglite) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite,
    async migrate() {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder: migrationsDir });
    },
    async ping() {
      await pglite.query("select 1");
    },
    close: () => pglite.close(),
  };
}
