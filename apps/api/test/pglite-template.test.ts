import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../src/platform/db/client.ts";
import { makePgliteTemplate } from "../src/platform/db/make-pglite-template.ts";
import { startFromTemplate } from "../src/platform/db/pglite-template.ts";
import { migrationsDir } from "../src/platform/paths.ts";

// A first embedded start copies the build's migrated template instead of running initdb and
// every migration; an existing data folder is never touched.

const tmp = mkdtempSync(path.join(os.tmpdir(), "sellwerk-template-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// What the migrator applies: the journal's entries (a .sql file being written is not one yet).
const migrations = (
  JSON.parse(readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

describe("the embedded database's template", () => {
  it(
    "starts a new data folder fully migrated and empty, and leaves an existing one alone",
    { timeout: 180_000 },
    async () => {
      const template = path.join(tmp, "template");
      await makePgliteTemplate(template);
      expect(readdirSync(tmp)).toEqual(["template"]); // nothing half-written left beside it

      const dataDir = path.join(tmp, "data", "pglite");
      expect(await startFromTemplate(dataDir, template)).toBe(true);
      expect(readdirSync(path.dirname(dataDir))).toEqual(["pglite"]); // the staging folder is gone
      const db = await openPglite(dataDir);
      await db.migrate(); // as a start does: nothing left to apply
      const applied = await db.pglite!.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]!.n).toBe(migrations);
      const users = await db.pglite!.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
      expect(users.rows[0]!.n).toBe(0);
      // The job queue's schema is there already, without a queue or a job.
      const queue = await db.pglite!.query<{ queues: number; jobs: number }>(
        "SELECT (SELECT count(*)::int FROM pgboss.queue) AS queues, (SELECT count(*)::int FROM pgboss.job) AS jobs",
      );
      expect(queue.rows).toEqual([{ queues: 0, jobs: 0 }]);
      // Only the platform's own database: initdb's templates are not copied on every first start.
      const databases = await db.pglite!.query<{ datname: string }>("SELECT datname FROM pg_database");
      expect(databases.rows).toEqual([{ datname: "postgres" }]);
      await db.pglite!.query("INSERT INTO platform_settings (key, value) VALUES ('mine', 'kept')");
      await db.close();

      // A second start finds its own database and keeps its rows.
      expect(await startFromTemplate(dataDir, template)).toBe(false);
      const again = await openPglite(dataDir);
      const kept = await again.pglite!.query<{ value: string }>(
        "SELECT value FROM platform_settings WHERE key = 'mine'",
      );
      expect(kept.rows).toEqual([{ value: "kept" }]);
      await again.close();
    },
  );

  it("is skipped when the build wrote none", async () => {
    const dataDir = path.join(tmp, "other", "pglite");
    expect(await startFromTemplate(dataDir, path.join(tmp, "missing"))).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("replaces what a start that died while copying left, and shares a copy under way", async () => {
    const template = path.join(tmp, "template");
    const dataDir = path.join(tmp, "died", "pglite");
    // A start that died half-way left its staging folder, never a data folder.
    mkdirSync(`${dataDir}.copying/base`, { recursive: true });
    writeFileSync(`${dataDir}.copying/base/half`, "");
    // The production entry starts the copy early; the server's start waits for that same copy.
    const early = startFromTemplate(dataDir, template);
    expect(startFromTemplate(dataDir, template)).toBe(early);
    expect(await early).toBe(true);
    expect(readdirSync(path.dirname(dataDir))).toEqual(["pglite"]);
    expect(existsSync(path.join(dataDir, "base", "half"))).toBe(false);
    expect(readdirSync(dataDir).sort()).toEqual(readdirSync(template).sort());
  });
});
