import { renameSync, rmSync } from "node:fs";
import { PgBoss, fromPglite } from "pg-boss";
import { openPglite } from "./client.ts";

/**
 * Writes the embedded database's template at build time (build.mjs): a PGlite data folder with
 * every migration applied, shut down cleanly. It is opened exactly as the server opens its own
 * (same extensions) and holds the schema only, the job queue's included (pg-boss makes it on its
 * first start, a good part of a first start's time): no signing secret, user, queue or job, and no database but its own.
 * Written beside the target and moved into place, so a start (or a second build) running at the
 * same time never sees half a template.
 */
export async function makePgliteTemplate(dir: string): Promise<void> {
  const fresh = `${dir}.new-${process.pid}`;
  const stale = `${dir}.old-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  const database = await openPglite(fresh);
  await database.migrate();
  const boss = new PgBoss({
    db: fromPglite(database.pglite!),
    backend: "pglite",
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  // The platform uses the one database PGlite opens ("postgres"); initdb's template0 and
  // template1 serve only CREATE DATABASE, which it never runs there. Without them the folder holds
  // about 950 files instead of 1,550, and every first start copies that much less.
  const pglite = database.pglite!;
  await pglite.query("UPDATE pg_database SET datistemplate = false WHERE datname <> current_database()");
  for (const name of ["template0", "template1"]) await pglite.query(`DROP DATABASE ${name}`);
  await database.close();
  try {
    renameSync(dir, stale);
  } catch {
    // None yet (or another build just moved it away).
  }
  try {
    renameSync(fresh, dir);
  } catch {
    // Another build put its template in place first: it is as good as this one.
    rmSync(fresh, { recursive: true, force: true });
  }
  rmSync(stale, { recursive: true, force: true });
}
