import { randomBytes } from "node:crypto";
import pg from "pg";
import { startAutovacuumStandIn } from "./autovacuum.ts";
import { onCleanup } from "./cleanup.ts";

/**
 * A fresh database on the server of `serverUrl`, dropped on cleanup. Its name is new on every
 * run (sellwerk_bench_<random>), so a bench never touches a database it did not create. With
 * BENCH_KEEP_DATABASE=1 it is kept and its URL printed, to look at query plans on the seeded rows
 * afterwards (drop it yourself). Where the server runs without autovacuum, its rules are applied to
 * the database meanwhile (autovacuum.ts).
 */
export async function createBenchDatabase(serverUrl: string): Promise<{ name: string; url: string }> {
  const name = `sellwerk_bench_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (process.env.BENCH_KEEP_DATABASE === "1")
    onCleanup(`keep database ${name}`, async () => console.log(`kept the database: ${url.toString()}`));
  else
    onCleanup(`drop database ${name}`, () =>
      admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  const standIn = await startAutovacuumStandIn(url.toString());
  if (standIn)
    onCleanup("stop the autovacuum stand-in", async () => {
      const { analyzed, vacuumed } = await standIn.stop();
      console.log(
        `the server's autovacuum is off: the bench applied its default rules every minute (${analyzed} tables analyzed, ${vacuumed} vacuumed)`,
      );
    });
  return { name, url: url.toString() };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs SQL statements on one connection and closes it. */
export async function execPostgres(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}
