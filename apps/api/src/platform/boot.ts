import pino from "pino";
import type { FastifyBaseLogger as Logger } from "fastify";
import type { Config } from "../config.ts";
import { OffsetClock, systemClock, type Clock } from "./clock.ts";
import { openPglite, openPostgres, type Database } from "./db/client.ts";
import { embeddedDataDir, startFromTemplate } from "./db/pglite-template.ts";
import { AccessTokens } from "./auth/tokens.ts";
import { signingSecret } from "./auth/secret.ts";
import { JobQueue } from "./jobs/queue.ts";
import { createMailTransport, type MailTransport } from "./mail/transport.ts";
import { createStorage, type Storage } from "./storage/index.ts";
import { UrlSigner } from "./auth/url-signer.ts";
import type { Deps } from "./deps.ts";
import { createSharedStore } from "./counters/index.ts";
import { defineNotificationJobs } from "../notifications/index.ts";
import { defineAffiliateJobs } from "../affiliates/money-mails/index.ts";
import { definePaymentJobs } from "../payments/jobs.ts";
import { defineOrderJobs } from "../orders/index.ts";
import { defineBillingJobs } from "../billing/jobs.ts";
import { defineFulfilmentJobs } from "../fulfilment/jobs.ts";
import { defineDunningJobs } from "../dunning/index.ts";
import { definePayoutJobs } from "../payouts/index.ts";
import { defineVerificationJobs } from "../verification/index.ts";
import { defineEWalletJobs } from "../payments/providers/e-wallet/notifications.ts";
import { defineBankAccountJobs } from "../payments/providers/bank-account/notifications.ts";
import { defineAccountingJobs } from "../accounting/index.ts";
import { defineExportJobs } from "../exports/index.ts";

export interface PlatformOverrides {
  database?: Database;
  clock?: Clock;
  log?: Logger;
  mail?: MailTransport;
  storage?: Storage;
}

/** Opens the database, applies migrations and wires the services; jobs are defined, not yet started. */
export async function createPlatform(config: Config, overrides: PlatformOverrides = {}): Promise<Deps> {
  const log = overrides.log ?? pino({ level: config.logLevel, base: { service: "sellwerk" } });
  const database = overrides.database ?? (await openConfiguredDatabase(config, log));
  await database.migrate();
  const clock = overrides.clock ?? (config.testClock ? new OffsetClock() : systemClock);
  const secret = await signingSecret(database.db, config.jwtSecret);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock,
    tokens: new AccessTokens(secret, config.accessTokenTtlSeconds, () => clock.now()),
    jobs: new JobQueue(database, log, {
      pollSeconds: config.jobPollSeconds,
      concurrency: config.jobConcurrency,
    }),
    mail: overrides.mail ?? (await createMailTransport(config.smtpUrl, config.mailFrom)),
    storage: overrides.storage ?? (await createStorage(config.storage)),
    urlSigner: new UrlSigner(secret),
    shared: await createSharedStore(config, clock, log),
    log,
  };
  defineNotificationJobs(deps);
  definePaymentJobs(deps);
  defineOrderJobs(deps);
  defineBillingJobs(deps);
  defineFulfilmentJobs(deps);
  defineDunningJobs(deps);
  definePayoutJobs(deps);
  defineVerificationJobs(deps);
  defineEWalletJobs(deps);
  defineBankAccountJobs(deps);
  defineAccountingJobs(deps);
  defineExportJobs(deps);
  defineAffiliateJobs(deps);
  return deps;
}

/** PostgreSQL when DATABASE_URL is set, else the embedded engine in DATA_DIR (new: from the template). */
async function openConfiguredDatabase(config: Config, log: Logger): Promise<Database> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, {
      namedStatements: config.databaseNamedStatements,
      onIdleConnectionLost: (err) =>
        log.warn({ err }, "PostgreSQL idle connection lost; the pool opens a new one"),
    });
  const dir = embeddedDataDir(config.dataDir);
  await startFromTemplate(dir);
  return openPglite(dir);
}

export async function closePlatform(deps: Deps): Promise<void> {
  await deps.jobs.stop();
  deps.mail.close();
  await deps.shared.close();
  await deps.database.close();
}
