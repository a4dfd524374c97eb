import { fromDrizzle, type PgBoss } from "pg-boss";
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client.ts";

/** One job for `enqueueMany`. */
export interface NewJob {
  name: string;
  data: object;
  options?: { startAfterSeconds?: number };
}

/**
 * Jobs made from the rows a data-modifying statement returns, one per row, written by the same
 * statement as the rows: an email log's mails and their deliveries in one round trip. The
 * rows' statement must answer an `id` column; each job's data is `{ [idKey]: id }`, and a row
 * the statement skipped (ON CONFLICT DO NOTHING) gets no job.
 */
export interface RowJobs {
  name: string;
  /** INSERT … RETURNING id, as SQL (a drizzle builder's getSQL(): embedded as is, without parentheses). */
  rows: SQL;
  idKey: string;
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

/** pg-boss's insert statement of each queue, collected instead of run, sorted by queue. */
async function queueInserts(boss: PgBoss, groups: Map<string, NewJob[]>): Promise<QueueInsert[]> {
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
  return inserts;
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
  /** What stands for the jobs' JSON in the joined text: `$<position>` unless given. */
  param?: string;
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
    const param = (s: string) => s.replace(/\$1(?!\d)/g, () => inserts[i]!.param ?? `$${i + 1}`);
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
export async function insertMany(
  boss: PgBoss,
  tx: Executor,
  jobs: readonly NewJob[],
  rowJobs: RowJobs | null = null,
): Promise<void> {
  if (rowJobs) return insertWithRows(boss, tx, jobs, rowJobs);
  if (jobs.length === 0) return;
  const groups = byQueue(jobs);
  const db = adapterFor(tx);
  if (groups.size === 1) {
    const [name, group] = [...groups][0]!;
    await boss.insert(name, rows(group), { db });
    return;
  }
  const inserts = await queueInserts(boss, groups);
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

/** The CTE that holds the rows of `RowJobs`; its jobs' JSON is built from it in the statement. */
const ROWS_CTE = "job_rows";

/** The jobs' JSON of `RowJobs`, as pg-boss's insert reads it (text), built from the rows' ids. */
function rowJobsJson(idKey: string): string {
  if (!/^[A-Za-z_]\w*$/.test(idKey)) throw new Error(`not a job data key: ${idKey}`);
  return `(SELECT coalesce(json_agg(json_build_object('data', json_build_object('${idKey}', id))), '[]'::json)::text FROM ${ROWS_CTE})`;
}

/** A text numbering its parameters $1…$n as SQL whose chunks carry them (drizzle numbers them anew). */
function withParams(text: string, values: readonly string[]): SQL {
  const parts = text.split(/\$(\d+)(?!\d)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}

/**
 * Rows (mails in the email log) and jobs of any queues, the rows' own jobs among them, in one
 * statement: the rows' insert is the first CTE, and the insert of their queue reads its jobs
 * from it. When pg-boss's text has a shape `combinedInsert` does not know, the rows go first
 * and their jobs with the others, as `insertMany` does.
 */
async function insertWithRows(boss: PgBoss, tx: Executor, jobs: readonly NewJob[], rowJobs: RowJobs) {
  const inserts = await queueInserts(boss, byQueue(jobs));
  const values = inserts.map((i) => i.json);
  // Its text does not depend on the jobs' data, which the statement builds.
  const [own] = await queueInserts(boss, new Map([[rowJobs.name, [{ name: rowJobs.name, data: {} }]]]));
  const combined = combinedInsert([...inserts, { ...own!, param: rowJobsJson(rowJobs.idKey) }]);
  if (combined) {
    await tx.execute(
      sql`WITH ${sql.raw(ROWS_CTE)} AS (${rowJobs.rows}), ${withParams(combined.replace(/^WITH /, ""), values)}`,
    );
    return;
  }
  // Both drivers answer execute() with { rows }; bigint columns may come back as strings there.
  const written: unknown = await tx.execute(rowJobs.rows);
  const derived = (written as { rows: { id: number | string }[] }).rows.map((r) => ({
    name: rowJobs.name,
    data: { [rowJobs.idKey]: Number(r.id) },
  }));
  await insertMany(boss, tx, [...jobs, ...derived]);
}
