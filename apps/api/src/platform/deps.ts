import type { FastifyBaseLogger as Logger } from "fastify";
import type { Config } from "../config.ts";
import type { Clock } from "./clock.ts";
import type { Db, Database } from "./db/client.ts";
import type { AccessTokens } from "./auth/tokens.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { MailTransport } from "./mail/transport.ts";
import type { Storage } from "./storage/index.ts";
import type { UrlSigner } from "./auth/url-signer.ts";
import type { SharedStore } from "./counters/index.ts";

/** What use-cases receive: the platform's services, nothing request-specific. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  jobs: JobQueue;
  mail: MailTransport;
  /** Uploaded files' bytes (local folder or S3-compatible). */
  storage: Storage;
  /** Signs paths that may be fetched without a token (images on pages). */
  urlSigner: UrlSigner;
  /** Counters every API process shares (Redis with REDIS_URL): rate limits, sign-in throttle. */
  shared: SharedStore;
  log: Logger;
}
