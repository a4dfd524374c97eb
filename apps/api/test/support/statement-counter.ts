import { AsyncLocalStorage } from "node:async_hooks";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { JobQueue, type JobBatchHandler } from "../../src/platform/jobs/queue.ts";

/**
 * Counts the SQL a piece of work sends, on either engine: statements (round trips, the
 * transaction's own BEGIN/COMMIT/ROLLBACK/SAVEPOINT not counted), explicit transactions, and
 * statements that ran on their own outside a transaction (each an implicit commit). Only what is
 * started inside `measure()` (the async context of one request) or inside a job handler while
 * `countJobs` is on is counted, so the job workers polling next to a request do not add to it.
 *
 * `installStatementCounter()` must run before the platform opens its database (it patches the
 * drivers' query methods and JobQueue.define for the whole test process).
 */
export interface SqlCount {
  statements: number;
  transactions: number;
  /** Statements outside an explicit transaction. */
  autocommit: number;
  /** The statements in order, for a failure message that says what crept in. */
  texts: string[];
}

const scope = new AsyncLocalStorage<SqlCount>();
const COUNTED = Symbol("sellwerk.counted");
const CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release)\b/i;
const OPEN = /^\s*(begin|start transaction)\b/i;
const CLOSE = /^\s*(commit|rollback)\b/i;
const IN_TX = Symbol("sellwerk.inTransaction");

let installed = false;
const jobCounts: { current: SqlCount | null } = { current: null };

const empty = (): SqlCount => ({ statements: 0, transactions: 0, autocommit: 0, texts: [] });

function textOf(query: unknown): string {
  if (typeof query === "string") return query;
  if (query && typeof query === "object" && "text" in query) return String(query.text);
  return "";
}

function record(count: SqlCount | undefined, text: string, inTransaction: boolean): void {
  if (!count) return;
  if (OPEN.test(text)) count.transactions += 1;
  if (CONTROL.test(text)) return;
  count.statements += 1;
  if (!inTransaction) count.autocommit += 1;
  count.texts.push(text.replace(/\s+/g, " ").slice(0, 160));
}

function patchPg(): void {
  // pool.query() hands its text to a client later, possibly from another request's context (the
  // client that freed up): count it here, at the call, and mark it so the client does not.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply(this, …)
  const poolQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const first = args[0];
    record(scope.getStore(), textOf(first), false);
    args[0] =
      typeof first === "string"
        ? { text: first, [COUNTED]: true }
        : Object.assign(Object.create(Object.getPrototypeOf(first) as object) as object, first, {
            [COUNTED]: true,
          });
    return poolQuery.apply(this, args);
  } as typeof pg.Pool.prototype.query;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply(this, …)
  const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client & { [IN_TX]?: boolean }, ...args: unknown[]) {
    const first = args[0] as { [COUNTED]?: boolean } | string;
    const text = textOf(first);
    if (!(typeof first === "object" && first?.[COUNTED]))
      record(scope.getStore(), text, this[IN_TX] === true);
    if (OPEN.test(text)) this[IN_TX] = true;
    else if (CLOSE.test(text)) this[IN_TX] = false;
    return clientQuery.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

type Queryable = { query: (...args: unknown[]) => unknown; exec: (...args: unknown[]) => unknown };

function wrapPglite(target: Queryable, inTransaction: boolean): void {
  for (const method of ["query", "exec"] as const) {
    const original = target[method];
    target[method] = function (this: unknown, ...args: unknown[]) {
      record(scope.getStore(), textOf(args[0]), inTransaction);
      return original.apply(this, args);
    };
  }
}

function patchPglite(): void {
  const proto = PGlite.prototype as unknown as Queryable & {
    transaction: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  };
  wrapPglite(proto, false);
  const transaction = proto.transaction;
  // PGlite runs BEGIN/COMMIT itself, not through query(): count the transaction here.
  proto.transaction = function (this: unknown, fn: (tx: Queryable) => Promise<unknown>) {
    const count = scope.getStore();
    if (count) count.transactions += 1;
    return transaction.call(this, (tx: Queryable) => {
      wrapPglite(tx, true);
      return fn(tx);
    });
  };
}

function patchJobs(): void {
  // Every job kind goes through defineBatched (define wraps its handler as a batch of one).
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with call(this, …)
  const defineBatched = JobQueue.prototype.defineBatched;
  JobQueue.prototype.defineBatched = function <T extends object>(
    this: JobQueue,
    name: string,
    run: JobBatchHandler<T>,
    options?: Parameters<JobQueue["defineBatched"]>[2],
  ) {
    const counted: JobBatchHandler<T> = async (items) => {
      const count = jobCounts.current;
      if (!count) return run(items);
      // Each batch counts on its own, then adds to the total under its job's name, since runs
      // of different jobs overlap in time.
      const own = empty();
      try {
        return await scope.run(own, () => run(items));
      } finally {
        count.statements += own.statements;
        count.transactions += own.transactions;
        count.autocommit += own.autocommit;
        count.texts.push(...own.texts.map((t) => `[${name}] ${t}`));
      }
    };
    return defineBatched.call(this, name, counted as JobBatchHandler<object>, options);
  };
}

export function installStatementCounter(): void {
  if (installed) return;
  installed = true;
  patchPg();
  patchPglite();
  patchJobs();
}

/** Runs `work` and counts the SQL it sends (its own async context only). */
export async function measureSql<T>(work: () => Promise<T>): Promise<{ result: T; count: SqlCount }> {
  const count = empty();
  const result = await scope.run(count, work);
  return { result, count };
}

/** Counts the SQL of every job handler run from now until the returned stop(). */
export function countJobSql(): { stop(): SqlCount } {
  const count = empty();
  jobCounts.current = count;
  return {
    stop() {
      jobCounts.current = null;
      return count;
    },
  };
}
