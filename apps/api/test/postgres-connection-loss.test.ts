import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../src/platform/db/client.ts";
import { freshDatabase } from "./support/platform.ts";

// A PostgreSQL server restart, an administrator ending sessions or a dropped network breaks the
// pool's idle connections. The pool must report it and go on with new connections: an 'error'
// event without a listener would end the whole API process.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("an idle PostgreSQL connection that breaks", () => {
  let drop: () => Promise<void>;
  let url: string;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    await fresh.database.close();
    drop = fresh.drop;
    url = fresh.url!;
  });
  afterAll(() => drop());

  it("is reported, and the next query runs on a new connection", async () => {
    const lost: Error[] = [];
    const database = openPostgres(url, { poolSize: 1, onIdleConnectionLost: (err) => lost.push(err) });
    const backend = async () =>
      (
        (await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)) as {
          rows: { pid: number }[];
        }
      ).rows[0]!.pid;
    try {
      const first = await backend();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [first]);
      await admin.end();
      await expect.poll(() => lost.length, { timeout: 10_000 }).toBe(1);
      // 57P01: terminating connection due to administrator command.
      expect((lost[0] as Error & { code?: string }).code).toBe("57P01");
      const second = await backend();
      expect(second).not.toBe(first);
    } finally {
      await database.close();
    }
  });
});
