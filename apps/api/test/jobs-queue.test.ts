import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { JobQueue, type JobKindOptions } from "../src/platform/jobs/queue.ts";
import { workerShape } from "../src/platform/jobs/limits.ts";
import { combinedInsert } from "../src/platform/jobs/insert-many.ts";
import type { Database, Tx } from "../src/platform/db/client.ts";
import { freshDatabase } from "./support/platform.ts";

// Issue 11: background work keeps up with sales. Each test starts a queue of its own on one
// database (PGlite, or PostgreSQL with TEST_DATABASE_URL) with job kinds it controls.

const log = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const onServer = Boolean(process.env.TEST_DATABASE_URL);
/** pg-boss's statements that mark jobs completed. */
const COMPLETION = /SET completed_on = \S+,\s*state = 'completed'/;

let database: Database;
let drop: () => Promise<void>;
let queue: JobQueue | undefined;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** Waits until `done()` holds, polling every 50 ms; fails after `ms`. */
async function until(done: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

let kindSeq = 0;
/** A queue of its own per test (names are global in pg-boss's tables). */
function kindName(label: string): string {
  return `test.${label}-${++kindSeq}`;
}

interface Kind {
  name: string;
  runs: Map<string, number>;
  inFlight: number;
  peak: number;
}

function slowKind(
  label: string,
  ms: number,
  options: JobKindOptions,
  fail?: (key: string, run: number) => boolean,
) {
  const kind: Kind = { name: kindName(label), runs: new Map(), inFlight: 0, peak: 0 };
  const define = (q: JobQueue) =>
    q.define<{ key: string }>(
      kind.name,
      async ({ key }) => {
        const run = (kind.runs.get(key) ?? 0) + 1;
        kind.runs.set(key, run);
        kind.inFlight++;
        kind.peak = Math.max(kind.peak, kind.inFlight);
        try {
          await sleep(ms);
          if (fail?.(key, run)) throw new Error(`job ${key} fails on try ${run}`);
        } finally {
          kind.inFlight--;
        }
      },
      options,
    );
  return { kind, define };
}

/** A started queue of the kinds without workers: the test reads what enqueueing wrote. */
async function enqueueOnly(...kinds: ReturnType<typeof slowKind>[]): Promise<JobQueue> {
  const q = new JobQueue(database, log, { pollSeconds: 60 });
  for (const k of kinds) k.define(q);
  await q.start({ work: false });
  queue = q;
  return q;
}

/** Runs `enqueue` in a transaction and answers the statements it sent (the driver's COMMIT apart). */
async function statementsOf(enqueue: (tx: Tx) => Promise<void>): Promise<number> {
  let sent = 0;
  await database.db.transaction(async (tx) => {
    const execute = tx.execute.bind(tx);
    tx.execute = (query: Parameters<typeof execute>[0]) => {
      sent++;
      return execute(query);
    };
    await enqueue(tx);
    tx.execute = execute;
  });
  return sent;
}

async function startQueue(pollSeconds: number, ...defines: ((q: JobQueue) => void)[]): Promise<JobQueue> {
  const q = new JobQueue(database, log, { pollSeconds });
  for (const define of defines) define(q);
  await q.start({ work: true });
  queue = q;
  return q;
}

const keys = (n: number, prefix = "k") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe("job queue", () => {
  it("splits a bound into worker loops that never hold more jobs than the bound", () => {
    expect(workerShape({ concurrency: 10, batchSize: 5 })).toEqual({ loops: 2, batchSize: 5 });
    expect(workerShape({ concurrency: 4, batchSize: 2 })).toEqual({ loops: 2, batchSize: 2 });
    expect(workerShape({ concurrency: 7, batchSize: 5 })).toEqual({ loops: 2, batchSize: 3 });
    expect(workerShape({ concurrency: 1, batchSize: 5 })).toEqual({ loops: 1, batchSize: 1 });
  });

  it("runs the jobs of a kind side by side up to its bound, and never more", async () => {
    // Serially the 25 jobs would take 25 × 400 ms = 10 s; with 10 at a time three rounds do.
    const { kind, define } = slowKind("slow", 400, { concurrency: 10, batchSize: 5 });
    const q = await startQueue(60, define);
    await q.enqueueMany(
      database.db,
      keys(25).map((key) => ({ name: kind.name, data: { key } })),
    );
    await until(() => kind.runs.size === 25 && kind.inFlight === 0, 8_000, "25 slow jobs");
    expect(kind.peak).toBe(10);
    expect([...kind.runs.values()].every((n) => n === 1)).toBe(true);
  });

  it("retries a failing job on its own while the rest of its batch completes once", async () => {
    const { kind, define } = slowKind(
      "flaky",
      50,
      { concurrency: 5, batchSize: 5, retryDelaySeconds: 1 },
      (key, run) => key === "k2" && run === 1,
    );
    const q = await startQueue(0.5, define);
    await q.enqueueMany(
      database.db,
      keys(5).map((key) => ({ name: kind.name, data: { key } })),
    );
    await until(() => kind.runs.get("k2") === 2, 10_000, "the retry of k2");
    await sleep(1_500);
    expect(Object.fromEntries(kind.runs)).toEqual({ k0: 1, k1: 1, k2: 2, k3: 1, k4: 1 });
  });

  it.runIf(onServer)(
    "completes a batch by its jobs' ids, without reading the finished jobs the queue keeps",
    async () => {
      // pg-boss keeps finished jobs for days. Completing a batch must find its own rows by index:
      // joined as a JSON recordset (perJobResults) the planner scanned them all, more with every
      // round of a launch (issue 11).
      const { kind, define } = slowKind("finished", 0, { concurrency: 5, batchSize: 5 });
      // Every statement the process sends through pg, pg-boss's pool included (passed through).
      const sending = vi.spyOn(pg.Client.prototype, "query");
      const completions = () =>
        sending.mock.calls.flatMap(([config, values]) => {
          const text = typeof config === "string" ? config : (config as { text?: string }).text;
          const params = Array.isArray(values) ? values : (config as { values?: unknown[] }).values;
          return text && COMPLETION.test(text) ? [{ text, values: params ?? [] }] : [];
        });
      const checks = new pg.Client({ connectionString: database.connectionString! });
      await checks.connect();
      try {
        const q = await startQueue(0.5, define);
        await checks.query(
          `INSERT INTO pgboss.job (name, data, state, completed_on)
         SELECT $1, '{}'::jsonb, 'completed', now() FROM generate_series(1, 20000)`,
          [kind.name],
        );
        await checks.query("ANALYZE pgboss.job");
        await q.enqueueMany(
          database.db,
          keys(5).map((key) => ({ name: kind.name, data: { key } })),
        );
        await until(() => kind.runs.size === 5 && completions().length > 0, 10_000, "the batch's completion");
        const sent = completions();
        sending.mockRestore();
        await checks.query("SET plan_cache_mode = force_generic_plan");
        // EXPLAIN takes no parameters: the statement is prepared, and its plan for literal values
        // is the generic one, as a named statement keeps after its fifth run.
        const literal = (v: unknown): string => {
          if (v === null || v === undefined) return "NULL";
          if (Array.isArray(v))
            return checks.escapeLiteral(`{${(v as string[]).map((x) => `"${x}"`).join(",")}}`);
          return checks.escapeLiteral(typeof v === "string" ? v : JSON.stringify(v));
        };
        for (const [i, { text, values }] of sent.entries()) {
          await checks.query(`PREPARE completion${i} AS ${text}`);
          const { rows } = await checks.query<{ "QUERY PLAN": unknown }>(
            `EXPLAIN (FORMAT JSON) EXECUTE completion${i}(${values.map(literal).join(", ")})`,
          );
          const plan = JSON.stringify(rows[0]!["QUERY PLAN"]);
          expect(plan).toContain("Index Scan");
          expect(plan).not.toMatch(/"Seq Scan"[^}]*"Relation Name":"job/);
        }
        const { rows } = await checks.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'completed' AND data ? 'key'",
          [kind.name],
        );
        expect(rows[0]!.n).toBe(5);
      } finally {
        sending.mockRestore();
        await checks.end();
      }
    },
  );

  it("forgets a finished job a day after it ended", async () => {
    // pg-boss's monitor counts, and its deletion scans, every job row a queue keeps (issue 11).
    const { kind, define } = slowKind("forgotten", 0, { concurrency: 2, batchSize: 2 });
    const q = await startQueue(0.5, define);
    await q.enqueueMany(
      database.db,
      ["yesterday", "today"].map((key) => ({ name: kind.name, data: { key } })),
    );
    const kept = async () => {
      const result = await database.db.execute(
        sql`SELECT data->>'key' AS key FROM pgboss.job WHERE name = ${kind.name} AND state = 'completed' ORDER BY 1`,
      );
      return (result as { rows: { key: string }[] }).rows.map((r) => r.key);
    };
    await until(async () => (await kept()).length === 2, 10_000, "both completed");
    await database.db.execute(
      sql`UPDATE pgboss.job SET completed_on = now() - interval '25 hours'
          WHERE name = ${kind.name} AND data->>'key' = 'yesterday'`,
    );
    // The deletion runs every ten minutes: its claim is made due, and a pass run now.
    await database.db.execute(sql`UPDATE pgboss.queue SET maintain_on = NULL WHERE name = ${kind.name}`);
    await (q as unknown as { boss: { supervise(name: string): Promise<void> } }).boss.supervise(kind.name);
    expect(await kept()).toEqual(["today"]);
  });

  it("holds background jobs while foreground work runs in the process, and runs them right after", async () => {
    const documents = slowKind("documents", 0, { concurrency: 4, batchSize: 2, background: true });
    const mails = slowKind("mails", 0, { concurrency: 4, batchSize: 2 });
    const q = await startQueue(0.5, documents.define, mails.define);
    let release!: () => void;
    const charging = q.foreground.run(() => new Promise<void>((resolve) => (release = resolve)));
    await q.enqueueMany(database.db, [
      ...keys(3, "d").map((key) => ({ name: documents.kind.name, data: { key } })),
      ...keys(3, "m").map((key) => ({ name: mails.kind.name, data: { key } })),
    ]);
    // Other kinds go on; the documents wait as long as the foreground work does.
    await until(() => mails.kind.runs.size === 3, 8_000, "the mails");
    await sleep(1_500);
    expect(documents.kind.runs.size).toBe(0);
    release();
    await charging;
    await until(() => documents.kind.runs.size === 3, 8_000, "the documents after the foreground work");
    expect([...documents.kind.runs.values()].every((n) => n === 1)).toBe(true);
  });

  it("starts a job as soon as the transaction that enqueued it commits, not at the next poll", async () => {
    const { kind, define } = slowKind("prompt", 0, { concurrency: 2, batchSize: 1 });
    // Enqueued together, in one statement: each queue is announced.
    const mail = slowKind("prompt-mail", 0, { concurrency: 2, batchSize: 1 });
    const document = slowKind("prompt-document", 0, { concurrency: 2, batchSize: 1 });
    // A poll every 60 s: the jobs can only start within the test by being announced.
    const q = await startQueue(60, define, mail.define, document.define);
    await sleep(500); // the worker loops have fetched nothing and sleep
    let seenInsideTransaction = -1;
    await database.db.transaction(async (tx) => {
      await q.enqueue(tx, kind.name, { key: "one" });
      await q.enqueueMany(tx, [
        { name: mail.kind.name, data: { key: "m" } },
        { name: document.kind.name, data: { key: "d" } },
      ]);
      await sleep(300);
      seenInsideTransaction = kind.runs.size + mail.kind.runs.size + document.kind.runs.size;
    });
    expect(seenInsideTransaction).toBe(0);
    await until(() => kind.runs.get("one") === 1, 5_000, "the announced job");
    await until(
      () => mail.kind.runs.get("m") === 1 && document.kind.runs.get("d") === 1,
      5_000,
      "the jobs announced by one statement",
    );
  });

  it("wakes a worker in another process when an API process commits a job", async () => {
    // Two pg-boss instances on one database, as `--role=api` and `--role=worker` run them: on
    // PostgreSQL the notification crosses connections (LISTEN in the worker's process).
    const { kind, define } = slowKind("remote", 0, { concurrency: 2, batchSize: 1 });
    await startQueue(60, define);
    const api = new JobQueue(database, log, { pollSeconds: 60 });
    define(api);
    await api.start({ work: false });
    try {
      await sleep(500);
      await database.db.transaction((tx) => api.enqueue(tx, kind.name, { key: "from-api" }));
      await until(() => kind.runs.get("from-api") === 1, 5_000, "the job enqueued by the API process");
    } finally {
      await api.stop();
    }
  });

  it("enqueues jobs of several kinds in one statement, inside the caller's transaction", async () => {
    const a = slowKind("mail", 0, {});
    const b = slowKind("document", 0, {});
    const q = await enqueueOnly(a, b);
    const jobs = [
      { name: a.kind.name, data: { key: "m1" } },
      { name: b.kind.name, data: { key: "d1" } },
      { name: a.kind.name, data: { key: "it's quoted" } },
      { name: b.kind.name, data: { key: "later" }, options: { startAfterSeconds: 3600 } },
    ];
    await expect(
      database.db.transaction(async (tx) => {
        await q.enqueueMany(tx, jobs);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await q.depths()).toMatchObject({ [a.kind.name]: { waiting: 0 }, [b.kind.name]: { waiting: 0 } });

    // Both queues' inserts in one statement, on both engines.
    expect(await statementsOf((tx) => q.enqueueMany(tx, jobs))).toBe(1);
    const stored = await database.db.execute(
      sql`SELECT name, data->>'key' AS key, start_after > now() + interval '1 hour' - interval '1 minute' AS deferred
          FROM pgboss.job WHERE name IN (${a.kind.name}, ${b.kind.name})`,
    );
    const rows = (stored as { rows: { name: string; key: string; deferred: boolean }[] }).rows;
    expect(rows.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { name: b.kind.name, key: "d1", deferred: false },
      { name: a.kind.name, key: "it's quoted", deferred: false },
      { name: b.kind.name, key: "later", deferred: true },
      { name: a.kind.name, key: "m1", deferred: false },
    ]);
  });

  it("writes rows and a job for each row in the same statement as the other jobs; a skipped row gets none", async () => {
    const mail = slowKind("rows", 0, {});
    const other = slowKind("other", 0, {});
    const q = await enqueueOnly(mail, other);
    await database.db.execute(sql`CREATE TABLE outbox_rows (id serial PRIMARY KEY, key text UNIQUE)`);
    const rowJobs = (...keys: string[]) => ({
      name: mail.kind.name,
      idKey: "rowId",
      rows: sql`INSERT INTO outbox_rows (key) VALUES ${sql.join(
        keys.map((k) => sql`(${k})`),
        sql`, `,
      )} ON CONFLICT (key) DO NOTHING RETURNING id`,
    });
    const written = async () =>
      (
        (await database.db.execute(
          sql`SELECT r.key, j.name = ${other.kind.name} AS other
              FROM pgboss.job j LEFT JOIN outbox_rows r ON r.id = (j.data->>'rowId')::int
              WHERE j.name IN (${mail.kind.name}, ${other.kind.name}) ORDER BY r.key`,
        )) as { rows: { key: string | null; other: boolean }[] }
      ).rows;

    await expect(
      database.db.transaction(async (tx) => {
        await q.enqueueMany(tx, [{ name: other.kind.name, data: { key: "o1" } }], rowJobs("a", "b"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await written()).toEqual([]);

    // The rows, their jobs and the other queue's job: one statement, on both engines.
    const sent = await statementsOf((tx) =>
      q.enqueueMany(tx, [{ name: other.kind.name, data: { key: "o1" } }], rowJobs("a", "b")),
    );
    expect(sent).toBe(1);
    expect(await written()).toEqual([
      { key: "a", other: false },
      { key: "b", other: false },
      { key: null, other: true },
    ]);
    // "a" is written already: only "c" is new, and only it gets a job; rows alone need no other job.
    await database.db.transaction((tx) => q.enqueueMany(tx, [], rowJobs("a", "c")));
    expect((await written()).map((r) => r.key)).toEqual(["a", "b", "c", null]);
    // They wait in their queues like any job.
    expect(await q.depths()).toMatchObject({
      [mail.kind.name]: { waiting: 3 },
      [other.kind.name]: { waiting: 1 },
    });
  });

  it("joins the queues' inserts only when it knows their shape, each with its own parameter", () => {
    const notifying = (queue: string) =>
      `WITH ins AS (INSERT INTO pgboss.job_common (name, data) SELECT '${queue}', data FROM json_to_recordset($1::text::json) AS x (data jsonb) RETURNING id, start_after),
       notified AS (SELECT pg_notify('pgboss', '${queue}') FROM ins WHERE start_after <= now() LIMIT 1)
       SELECT id FROM ins WHERE (SELECT count(*) FROM notified) < 0`;
    const joined = combinedInsert([
      { text: notifying("a"), json: "[]" },
      { text: notifying("b"), json: "[]" },
    ])!;
    expect(joined).toMatch(/json_to_recordset\(\$1::text::json\)[\s\S]*json_to_recordset\(\$2::text::json\)/);
    expect(joined).toContain("FROM ins1 WHERE start_after");
    // Every notifying CTE is read, or PostgreSQL would skip it and no worker would wake.
    expect(joined).toContain("(SELECT count(*) FROM notified0) + (SELECT count(*) FROM notified1)");
    expect(
      combinedInsert([
        { text: notifying("a"), json: "[]" },
        { text: "SELECT 1", json: "[]" },
      ]),
    ).toBeNull();
  });

  it("tells each queue's backlog and how long its oldest job waits", async () => {
    const a = slowKind("backlog", 0, {});
    const idle = slowKind("idle", 0, {});
    const q = new JobQueue(database, log, { pollSeconds: 60 });
    a.define(q);
    idle.define(q);
    await q.start({ work: false });
    queue = q;
    await q.enqueueMany(
      database.db,
      keys(3).map((key) => ({ name: a.kind.name, data: { key } })),
    );
    await q.enqueue(database.db, a.kind.name, { key: "tomorrow" }, { startAfterSeconds: 86_400 });
    await sleep(1_100);
    const depths = await q.depths();
    expect(depths[a.kind.name]).toMatchObject({ waiting: 3, active: 0 });
    expect(depths[a.kind.name]!.oldest_waiting_seconds).toBeGreaterThanOrEqual(1);
    expect(depths[idle.kind.name]).toEqual({ waiting: 0, oldest_waiting_seconds: 0, active: 0 });
  });
});
