import { PgBoss, fromPglite, type Job } from "pg-boss";
import type { FastifyBaseLogger as Logger } from "fastify";
import type { Database, Executor } from "../db/client.ts";
import { JOB_LIMITS, workerShape, type JobLimits } from "./limits.ts";
import { adapterFor, insertMany, type NewJob, type RowJobs } from "./insert-many.ts";
import { queueDepths, type QueueDepth } from "./depth.ts";
import { Foreground } from "./foreground.ts";
import { JobQueueNamingClient } from "../db/named-statements.ts";

export type JobHandler<T> = (data: T) => Promise<void>;
/**
 * Runs a fetched batch of one kind together (one read and one write for all of them instead of
 * one each); answers per item, in order, the error it failed with or null.
 */
export type JobBatchHandler<T> = (data: readonly T[]) => Promise<readonly (Error | null)[]>;
export type { NewJob, QueueDepth, RowJobs };

/** How a job kind runs: its tries, and its bound per process (see limits.ts). */
export interface JobKindOptions extends Partial<JobLimits> {
  retryLimit?: number;
  /** First wait before a failed job runs again; it doubles with each try. Default 5 s. */
  retryDelaySeconds?: number;
  /**
   * The job waits while foreground work (`jobs.foreground`) runs in its process, at most
   * BACKGROUND_WAIT_SECONDS: for work that can follow a little later, such as documents.
   */
  background?: boolean;
}

export interface JobQueueSettings {
  /**
   * Seconds between fetches of an idle queue. A committed enqueue wakes the workers at once
   * (LISTEN/NOTIFY), so this only bounds how late a delayed job or a retry starts.
   */
  pollSeconds: number;
  /** Per-queue overrides of the bound (JOB_CONCURRENCY). */
  concurrency?: Record<string, number>;
}

interface Ticker {
  name: string;
  seconds: number;
  run: () => Promise<void>;
}

/**
 * A worker proves every few seconds that it still runs its job (pg-boss refreshes the claim at
 * half this). A job whose process died stops proving it and is handed to another worker after
 * this — instead of after pg-boss's 15-minute expiry, which still bounds a live but stuck job.
 */
const HEARTBEAT_SECONDS = 10;
/**
 * A finished job's row is kept a day, then deleted (pg-boss keeps them 7 days by default). What a
 * job did is recorded where it belongs (the mail log, deliveries, invoices); the row only serves
 * an operator looking into yesterday's failures. pg-boss's monitor counts every kept row of a queue
 * each SUPERVISE_SECONDS and its deletion scans them: at a launch's volume (a few jobs per sale)
 * a week of them is millions of rows (issue 11).
 */
const FINISHED_JOB_SECONDS = 86_400;
/** How often finished jobs past FINISHED_JOB_SECONDS are looked for (pg-boss's default: a day). */
const DELETION_SECONDS = 600;
/** An id no job has: a lookup of it only fills pg-boss's queue cache. */
const NO_JOB = "00000000-0000-0000-0000-000000000000";
/** How often the supervisor looks for such jobs (and does its other upkeep). */
const SUPERVISE_SECONDS = 10;
/**
 * The longest a background job waits for foreground work: it then runs anyway, so a day of
 * renewals delays documents by a bounded time and a job never nears pg-boss's expiry waiting.
 */
const BACKGROUND_WAIT_SECONDS = 60;

interface Registration {
  name: string;
  run: JobBatchHandler<never>;
  retryLimit: number;
  retryDelay: number;
  limits: JobLimits;
  background: boolean;
}

/**
 * pg-boss on the same database as the business data. Jobs are enqueued inside the business
 * transaction (`enqueue(tx, …)`), so a job exists exactly when its cause committed.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registrations: Registration[] = [];
  private started = false;
  private working = false;
  private readonly tickers: Ticker[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  /** Work this process's background jobs wait for (see JobKindOptions.background). */
  readonly foreground = new Foreground();

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    private readonly settings: JobQueueSettings,
  ) {
    // useListenNotify: an insert into a queue with `notify` sends pg_notify in the inserting
    // transaction, so it reaches the listeners exactly when the job is committed. On PostgreSQL
    // pg-boss holds one LISTEN connection per process; PGlite delivers it in-process.
    this.boss =
      database.kind === "pglite"
        ? new PgBoss({
            db: fromPglite(database.pglite!),
            backend: "pglite",
            supervise: true,
            schedule: false,
            useListenNotify: true,
            monitorIntervalSeconds: SUPERVISE_SECONDS,
            superviseIntervalSeconds: SUPERVISE_SECONDS,
            maintenanceIntervalSeconds: DELETION_SECONDS,
          })
        : new PgBoss({
            connectionString: database.connectionString!,
            max: 4,
            // pg-boss hands its options to its pg.Pool: its statements are prepared once per connection.
            ...(database.namedStatements ? ({ Client: JobQueueNamingClient } as object) : {}),
            useListenNotify: true,
            monitorIntervalSeconds: SUPERVISE_SECONDS,
            superviseIntervalSeconds: SUPERVISE_SECONDS,
            maintenanceIntervalSeconds: DELETION_SECONDS,
          });
    this.boss.on("error", (err: unknown) => this.log.error({ err }, "job queue error"));
    this.boss.on("warning", (warning: unknown) => this.log.warn({ warning }, "job queue warning"));
  }

  /**
   * Declares a job kind; workers run it only when started with `work: true`. Each kind is a
   * queue of its own, fetched by its own worker loops, so a backlog of one kind never delays
   * another's fetches.
   */
  define<T extends object>(name: string, handler: JobHandler<T>, options: JobKindOptions = {}): void {
    this.defineBatched<T>(
      name,
      (items) => Promise.all(items.map((data) => settle(() => handler(data)))),
      options,
    );
  }

  /**
   * Declares a job kind whose fetched batch runs in one call (see JobBatchHandler); a single job
   * is a batch of one. An item that fails is retried on its own, like any job.
   */
  defineBatched<T extends object>(name: string, run: JobBatchHandler<T>, options: JobKindOptions = {}): void {
    const limits = {
      concurrency: this.settings.concurrency?.[name] ?? options.concurrency ?? JOB_LIMITS.default.concurrency,
      batchSize: options.batchSize ?? JOB_LIMITS.default.batchSize,
    };
    this.registrations.push({
      name,
      run,
      retryLimit: options.retryLimit ?? 5,
      retryDelay: options.retryDelaySeconds ?? 5,
      limits,
      background: options.background ?? false,
    });
  }

  /**
   * Periodic work (recurring charges, expiring reservations), run by workers every `seconds`.
   * A plain timer instead of pg-boss cron, which the embedded engine does not run; the work
   * itself claims rows with FOR UPDATE SKIP LOCKED, so any number of workers may tick at once.
   */
  every(name: string, seconds: number, run: () => Promise<void>): void {
    this.tickers.push({ name, seconds, run });
  }

  /** Starts the queue (enqueueing works from here on), and its workers when `work` is true. */
  async start(options: { work: boolean }): Promise<void> {
    const known = new Set(this.registrations.map((r) => r.name));
    for (const name of Object.keys(this.settings.concurrency ?? {})) {
      if (!known.has(name)) this.log.warn({ queue: name }, "JOB_CONCURRENCY names a queue nobody defines");
    }
    await this.boss.start();
    for (const r of this.registrations) {
      const options = { retryLimit: r.retryLimit, retryDelay: r.retryDelay, retryBackoff: true };
      const live = {
        heartbeatSeconds: HEARTBEAT_SECONDS,
        notify: true,
        deleteAfterSeconds: FINISHED_JOB_SECONDS,
      };
      await this.boss.createQueue(r.name, { ...options, ...live });
      // Queues made by an older version keep their options unless told otherwise.
      await this.boss.updateQueue(r.name, live);
      // updateQueue drops the queue from pg-boss's cache, and an enqueue reads it: left empty,
      // the first enqueue inside a business transaction would look it up on another connection
      // (on PGlite, the one connection the transaction holds, waiting forever). Refill it here.
      await this.boss.getJobById(r.name, NO_JOB);
    }
    this.started = true;
    if (options.work) await this.work();
  }

  /**
   * Starts the workers and tickers of a started queue (once). `main.ts` calls it after the server
   * listens, so the jobs a first start's demo seed queues (receipts, invoices, deliveries) run
   * after start-up instead of competing with it for the one thread and the embedded database.
   */
  async work(): Promise<void> {
    if (!this.started) throw new Error("the job queue is not started");
    if (this.working) return;
    this.working = true;
    for (const r of this.registrations) {
      const shape = workerShape(r.limits);
      await this.boss.work(
        r.name,
        {
          localConcurrency: shape.loops,
          batchSize: shape.batchSize,
          pollingIntervalSeconds: this.settings.pollSeconds,
          // pg-boss relaxes polling to 30 s once NOTIFY works; delayed jobs and retries are
          // not announced, so they keep the configured cadence.
          notifyPollingIntervalSeconds: this.settings.pollSeconds,
          // A full batch means more are waiting: fetch again at once instead of sleeping.
          burstWhenBatchFull: true,
        },
        (jobs) => this.runBatch(r, jobs),
      );
    }
    for (const t of this.tickers) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        t.run()
          .catch((err: unknown) => this.log.error({ err, ticker: t.name }, "periodic job failed"))
          .finally(() => (running = false));
      }, t.seconds * 1000);
      timer.unref();
      this.timers.push(timer);
    }
  }

  get isStarted(): boolean {
    return this.started;
  }

  /**
   * Runs a fetched batch; a failing job is retried alone, the others of its batch complete. The
   * failed ones are failed here, each with its error, and pg-boss then completes the batch by id
   * (its statement passes over the jobs no longer active). Not pg-boss's `perJobResults`: its
   * completion joins the batch as a JSON recordset, which the planner takes for 100 rows and
   * meets with a sequential scan of every finished job the queue keeps, a scan that grew with
   * each round of the checkout bench (issue 11). By id it is an index scan of the batch's rows.
   * A fail that does not go through throws, and pg-boss fails the whole batch: every job kind
   * is safe to run again, which a worker's crash needs anyway.
   */
  private async runBatch(r: Registration, jobs: Job<unknown>[]): Promise<void> {
    if (r.background && this.foreground.busy) await this.waitForForeground();
    let outcomes: readonly (Error | null)[];
    try {
      outcomes = await r.run(jobs.map((job) => job.data as never));
    } catch (err) {
      this.log.warn({ err, job: r.name, jobIds: jobs.map((j) => j.id) }, "job batch failed; it is retried");
      throw err;
    }
    for (const [i, job] of jobs.entries()) {
      const err = outcomes[i];
      if (!err) continue;
      this.log.warn({ err, job: r.name, jobId: job.id }, "job failed; it is retried on its own");
      await this.boss.fail(r.name, job, { message: err.message });
    }
  }

  private async waitForForeground(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>(
      (resolve) => (timer = setTimeout(resolve, BACKGROUND_WAIT_SECONDS * 1000)),
    );
    await Promise.race([this.foreground.idle(), limit]);
    clearTimeout(timer);
  }

  /** Enqueues within the caller's transaction. */
  async enqueue(
    tx: Executor,
    name: string,
    data: object,
    options: { startAfterSeconds?: number } = {},
  ): Promise<void> {
    await this.boss.send(name, data, {
      db: adapterFor(tx),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  /**
   * Enqueues jobs of any kinds within the caller's transaction, in one statement (a checkout's
   * mail, invoice and delivery together); with `rowJobs`, that statement also writes the rows
   * those jobs are made from (mails: notifications' `mailRows`).
   */
  async enqueueMany(tx: Executor, jobs: readonly NewJob[], rowJobs: RowJobs | null = null): Promise<void> {
    if (jobs.length === 0 && !rowJobs) return;
    await insertMany(this.boss, tx, jobs, rowJobs);
  }

  /** Waiting jobs and the age of the oldest per defined queue, in one statement (for /readyz). */
  depths(): Promise<Record<string, QueueDepth>> {
    return queueDepths(
      this.database.db,
      this.registrations.map((r) => r.name),
    );
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.working = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}

/** A run's outcome as a batch item's (see JobBatchHandler): null when it succeeded, else what it threw. */
export async function settle(run: () => Promise<unknown>): Promise<Error | null> {
  try {
    await run();
    return null;
  } catch (err) {
    return asError(err);
  }
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
