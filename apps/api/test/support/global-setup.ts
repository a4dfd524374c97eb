import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../src/platform/db/client.ts";

// Every API test file starts on a fresh database. Creating one and replaying every migration
// costs seconds each time (initdb in WebAssembly on PGlite), about a hundred times per run; so
// the run migrates once here and each file starts from a copy (see freshDatabase):
// - PGlite: a tarball of the migrated data folder, which a new in-memory engine loads;
// - PostgreSQL (TEST_DATABASE_URL): a migrated template database, copied by CREATE DATABASE …
//   TEMPLATE. It belongs to this run (its own name) and is dropped at the end.

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump. */
    pgliteTemplate: string;
    /** Name of the migrated template database on the TEST_DATABASE_URL server. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `sellwerk_test_template_${process.pid}_${randomBytes(4).toString("hex")}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), { poolSize: 1 });
    await database.migrate();
    // A template must have no session open while it is copied.
    await database.close();
    project.provide("postgresTemplate", name);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "sellwerk-test-template-"));
  const database = await openPglite(undefined);
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
