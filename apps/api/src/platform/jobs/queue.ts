import { PgBoss, fromDrizzle, fromPglite } from "pg-boss";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger as Logger } from "fastify";
import type { Database, Executor } from "../db/client.ts";

export type JobHandler<T> = (data: T) => Promise<void>;

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
/** How often the supervisor looks for such jobs (and does its other upkeep). */
const SUPERVISE_SECONDS = 10;

interface Registration {
  name: string;
  handler: JobHandler<never>;
  retryLimit: number;
}

/**
 * pg-boss on the same database as the business data. Jobs are enqueued inside the business
 * transaction (`enqueue(tx, …)`), so a job exists exactly when its cause committed.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registrations: Registration[] = [];
  private started = false;
  private readonly tickers: Ticker[] = [];
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    database: Database,
    private readonly log: Logger,
    private readonly pollSeconds: number,
  ) {
    this.boss =
      database.kind === "pglite"
        ? new PgBoss({
            db: fromPglite(database.pglite!),
            backend: "pglite",
            supervise: true,
            schedule: false,
            monitorIntervalSeconds: SUPERVISE_SECONDS,
            superviseIntervalSeconds: SUPERVISE_SECONDS,
          })
        : new PgBoss({
            connectionString: database.connectionString!,
            max: 4,
            monitorIntervalSeconds: SUPERVISE_SECONDS,
            superviseIntervalSeconds: SUPERVISE_SECONDS,
          });
    this.boss.on("error", (err: unknown) => this.log.error({ err }, "job queue error"));
  }

  /** Declares a job kind; workers run it only when started with `work: true`. */
  define<T extends object>(name: string, handler: JobHandler<T>, retryLimit = 5): void {
    this.registrations.push({ name, handler: handler, retryLimit });
  }

  /**
   * Periodic work (recurring charges, expiring reservations), run by workers every `seconds`.
   * A plain timer instead of pg-boss cron, which the embedded engine does not run; the work
   * itself claims rows with FOR UPDATE SKIP LOCKED, so any number of workers may tick at once.
   */
  every(name: string, seconds: number, run: () => Promise<void>): void {
    this.tickers.push({ name, seconds, run });
  }

  async start(options: { work: boolean }): Promise<void> {
    await this.boss.start();
    for (const r of this.registrations) {
      const options = { retryLimit: r.retryLimit, retryDelay: 5, retryBackoff: true };
      await this.boss.createQueue(r.name, { ...options, heartbeatSeconds: HEARTBEAT_SECONDS });
      // Queues made before heartbeats existed keep their options unless told otherwise.
      await this.boss.updateQueue(r.name, { heartbeatSeconds: HEARTBEAT_SECONDS });
    }
    if (options.work) {
      for (const r of this.registrations) {
        await this.boss.work(
          r.name,
          { pollingIntervalSeconds: this.pollSeconds, batchSize: 5 },
          async (jobs) => {
            for (const job of jobs) await r.handler(job.data as never);
          },
        );
      }
    }
    if (options.work) {
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
    this.started = true;
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Enqueues within the caller's transaction. */
  async enqueue(
    tx: Executor,
    name: string,
    data: object,
    options: { startAfterSeconds?: number } = {},
  ): Promise<void> {
    // Both drivers answer execute() with { rows }, which is what the adapter reads.
    await this.boss.send(name, data, {
      db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}
