import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Database } from "../src/platform/db/client.ts";
import { JobQueueNamingClient } from "../src/platform/db/named-statements.ts";
import { platformSettings } from "../src/platform/db/tables.ts";
import { freshDatabase } from "./support/platform.ts";

// Issue 11: on PostgreSQL the platform's parameterised queries go as named statements, parsed once
// per connection (platform/db/named-statements.ts); DATABASE_NAMED_STATEMENTS=false turns it off.
// The embedded engine has no connections to prepare on.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("named statements on PostgreSQL", () => {
  let drop: () => Promise<void>;
  let url: string;
  const opened: Database[] = [];
  beforeAll(async () => {
    const fresh = await freshDatabase();
    await fresh.database.close();
    drop = fresh.drop;
    url = fresh.url!;
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await drop();
  });

  /** One connection, so the statements it prepared are the ones this test reads. */
  function open(namedStatements: boolean): Database {
    const database = openPostgres(url, { poolSize: 1, namedStatements });
    opened.push(database);
    return database;
  }

  const prepared = async (database: Database) => {
    const answer = await database.db.execute<{ name: string; statement: string }>(
      sql`select name, statement from pg_prepared_statements`,
    );
    return [...(answer as { rows: { name: string; statement: string }[] }).rows];
  };

  const settingOf = (database: Database, key: string) =>
    database.db.select().from(platformSettings).where(eq(platformSettings.key, key));

  it("prepares a query once and runs it with each call's values", async () => {
    const database = open(true);
    await database.db.insert(platformSettings).values([
      { key: "named-a", value: "first" },
      { key: "named-b", value: "second" },
    ]);
    expect((await settingOf(database, "named-a")).map((r) => r.value)).toEqual(["first"]);
    expect((await settingOf(database, "named-b")).map((r) => r.value)).toEqual(["second"]);
    expect((await settingOf(database, "named-c")).map((r) => r.value)).toEqual([]);
    const select = (await prepared(database)).filter((p) => p.statement.includes('from "platform_settings"'));
    // One statement for the three calls, under a name taken from its text.
    expect(select).toHaveLength(1);
    expect(select[0]!.name).toMatch(/^s_[\w-]{27}$/);
    // A transaction's BEGIN and COMMIT, and a query without parameters, stay unnamed.
    await database.db.transaction(async (tx) => {
      await tx.update(platformSettings).set({ value: "changed" }).where(eq(platformSettings.key, "named-a"));
    });
    await database.db.execute(sql`select 1 as one`);
    const statements = (await prepared(database)).map((p) => p.statement.toLowerCase());
    expect(statements.some((s) => s.startsWith("begin") || s.startsWith("select 1"))).toBe(false);
    expect((await settingOf(database, "named-a")).map((r) => r.value)).toEqual(["changed"]);
  });

  it("prepares the job queue's texts with their values inline too, but no transaction control", async () => {
    // pg-boss queries through pool.query(text, values), the text a plain string.
    const pool = new pg.Pool({ connectionString: url, max: 1, Client: JobQueueNamingClient });
    try {
      const fetch = "SELECT key FROM platform_settings WHERE key = 'named-b' LIMIT 5";
      expect((await pool.query(fetch)).rows).toEqual([{ key: "named-b" }]);
      expect((await pool.query(fetch)).rows).toEqual([{ key: "named-b" }]);
      expect(
        (await pool.query("SELECT value FROM platform_settings WHERE key = $1", ["named-b"])).rows,
      ).toEqual([{ value: "second" }]);
      await pool.query("BEGIN; SET LOCAL lock_timeout = 1000; COMMIT");
      const names = await pool.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements");
      const statements = names.rows.map((r) => r.statement);
      expect(statements.filter((s) => s === fetch)).toHaveLength(1);
      expect(statements).toContain("SELECT value FROM platform_settings WHERE key = $1");
      expect(statements.some((s) => s.startsWith("BEGIN"))).toBe(false);
    } finally {
      await pool.end();
    }
  });

  it("prepares nothing when turned off", async () => {
    const database = open(false);
    expect((await settingOf(database, "named-b")).map((r) => r.value)).toEqual(["second"]);
    expect(await prepared(database)).toEqual([]);
  });
});
