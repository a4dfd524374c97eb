import { fromDrizzle, type PgBoss } from "pg-boss";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client.ts";

/** One job for `enqueueMany`. */
export interface NewJob {
  name: string;
  data: object;
  options?: { startAfterSeconds?: number };
}

type Adapter = ReturnType<typeof fromDrizzle>;

export function adapterFor(tx: Executor): Adapter {
  // Both drivers answer execute() with { rows }, which is what the adapter reads.
  return fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
}

function byQueue(jobs: readonly NewJob[]): Map<string, NewJob[]> {
  const groups = new Map<string, NewJob[]>();
  for (const job of jobs) groups.set(job.name, [...(groups.get(job.name) ?? []), job]);
  return groups;
}

function rows(jobs: NewJob[]) {
  return jobs.map((j) => ({
    data: j.data,
    ...(j.options?.startAfterSeconds ? { startAfter: Math.max(0, j.options.startAfterSeconds) } : {}),
  }));
}

/** A string as a SQL literal (standard_conforming_strings, on since PostgreSQL 9.1). */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Inserts jobs of any queues inside the caller's transaction. pg-boss inserts one queue per
 * statement (each queue has its own partition and defaults), so on PostgreSQL the statements
 * pg-boss would run are collected and sent as one multi-statement text: the simple protocol runs
 * them in one round trip, inside the same transaction. The embedded engine only takes one
 * statement per call, and a round trip there is a function call, so it runs one insert per queue.
 */
export async function insertMany(
  boss: PgBoss,
  kind: "pglite" | "postgres",
  tx: Executor,
  jobs: readonly NewJob[],
): Promise<void> {
  const groups = byQueue(jobs);
  if (kind === "pglite" || groups.size === 1) {
    const db = adapterFor(tx);
    for (const [name, group] of groups) await boss.insert(name, rows(group), { db });
    return;
  }
  const statements: string[] = [];
  const collector = {
    async executeSql(text: string, values?: unknown[]) {
      // insert() binds exactly one parameter, the JSON array of the jobs.
      if (values?.length !== 1 || typeof values[0] !== "string" || !text.includes("$1")) {
        throw new Error("unexpected job insert statement");
      }
      statements.push(text.replace("$1", () => literal(values[0] as string)));
      return { rows: [] };
    },
  };
  for (const [name, group] of groups) await boss.insert(name, rows(group), { db: collector });
  await tx.execute(sql.raw(statements.join(";\n")));
}
