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

/** A statement pg-boss would run for one queue: its text binds one parameter, the jobs as JSON. */
interface QueueInsert {
  text: string;
  json: string;
}

/**
 * pg-boss's insert for a queue with notifications: the insert as a CTE `ins`, a CTE `notified`
 * that wakes the workers when a job is due, and a select that makes PostgreSQL evaluate it.
 */
const NOTIFYING =
  /^\s*WITH ins AS \(([\s\S]*)\),\s*notified AS \(([\s\S]*)\)\s*SELECT id FROM ins WHERE \(SELECT count\(\*\) FROM notified\) [<>=]+ 0\s*;?\s*$/;
/** pg-boss's insert for a queue without notifications: the insert alone. */
const PLAIN = /^\s*INSERT INTO [\s\S]*$/;

/**
 * The inserts of several queues as one statement with one parameter per queue, or null when a
 * text has a shape this does not know (a pg-boss upgrade): the caller then runs them one by one.
 * Data-modifying CTEs run whether or not the final select reads them; each `notified` is read,
 * since PostgreSQL only evaluates a plain CTE that is.
 */
export function combinedInsert(inserts: readonly QueueInsert[]): string | null {
  const ctes: string[] = [];
  const notified: string[] = [];
  for (const [i, { text }] of inserts.entries()) {
    // A function, not a replacement string: in one, "$2" would name a capture group.
    const param = (s: string) => s.replace(/\$1(?!\d)/g, () => `$${i + 1}`);
    const withNotify = NOTIFYING.exec(text);
    if (withNotify) {
      ctes.push(`ins${i} AS (${param(withNotify[1]!)})`);
      ctes.push(`notified${i} AS (${withNotify[2]!.replace(/\bFROM ins\b/g, `FROM ins${i}`)})`);
      notified.push(`(SELECT count(*) FROM notified${i})`);
    } else if (PLAIN.test(text) && !/\bins\d*\b/.test(text)) {
      ctes.push(`ins${i} AS (${param(text.replace(/;\s*$/, ""))})`);
    } else return null;
  }
  return `WITH ${ctes.join(",\n")}\nSELECT ${notified.length ? notified.join(" + ") : "0"} AS notified`;
}

/**
 * Inserts jobs of any queues inside the caller's transaction, in one statement. pg-boss inserts
 * one queue per statement (each queue has its own partition and defaults); its statements are
 * collected and joined into one with a parameter per queue, so the checkout's three queues cost
 * one round trip, and the text, the same for the same queues, is prepared once per connection
 * (platform/db/named-statements.ts). Sent as a literal multi-statement text instead, the three
 * inserts were parsed and planned on every checkout: 4.8 ms of the database's 10.7 per checkout
 * (issue 11).
 */
export async function insertMany(boss: PgBoss, tx: Executor, jobs: readonly NewJob[]): Promise<void> {
  const groups = byQueue(jobs);
  const db = adapterFor(tx);
  if (groups.size === 1) {
    const [name, group] = [...groups][0]!;
    await boss.insert(name, rows(group), { db });
    return;
  }
  const inserts: QueueInsert[] = [];
  const collector = {
    async executeSql(text: string, values?: unknown[]) {
      // insert() binds exactly one parameter, the JSON array of the jobs.
      if (values?.length !== 1 || typeof values[0] !== "string" || !text.includes("$1")) {
        throw new Error("unexpected job insert statement");
      }
      inserts.push({ text, json: values[0] });
      return { rows: [] };
    },
  };
  // Sorted, so the same queues give the same text whatever order the jobs came in.
  for (const name of [...groups.keys()].sort())
    await boss.insert(name, rows(groups.get(name)!), { db: collector });
  const combined = combinedInsert(inserts);
  if (combined) {
    await db.executeSql(
      combined,
      inserts.map((i) => i.json),
    );
    return;
  }
  for (const insert of inserts) await db.executeSql(insert.text, [insert.json]);
}
