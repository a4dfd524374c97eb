import path from "node:path";
import type { PlatformFees } from "@sellwerk/domain";
import { loadPlatformFees } from "./payouts/fees-config.ts";
import { loadEWalletConfig, type EWalletConfig } from "./payments/providers/e-wallet/config.ts";
import { parseJobConcurrency } from "./platform/jobs/limits.ts";

// Every setting the platform reads, with its default. The README's settings table mirrors this list.
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: parameterised queries as named statements (platform/db/named-statements.ts). */
  databaseNamedStatements: boolean;
  dataDir: string;
  logLevel: string;
  /** Overload: 503 MS_UNAVAILABLE before any work starts (platform/http/load-shedding.ts); 0 turns a bound off. */
  shedding: { maxRequestsInFlight: number; maxPaymentsInFlight: number; maxEventLoopDelayMs: number };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The platform's VAT id, printed as the recipient's on self-billing credit memos under reverse charge. */
  platformVatId?: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  linkTtlSeconds: { confirmation: number; magic_link: number; password_reset: number };
  rateLimit: { authMax: number; checkMax: number; payMax: number; windowMs: number };
  /**
   * Shared store for rate-limit counters and sign-in throttling, so several API processes count
   * once; unset: counted in the process (the embedded setup runs one).
   */
  redisUrl: string | undefined;
  /** Prefix of every key the platform writes to Redis (several installations may share one). */
  redisKeyPrefix: string;
  /** Per-account sign-in throttle: failures within 15 minutes before a lock, its first and longest length. */
  signInThrottle: { maxFailures: number; lockSeconds: number; maxLockSeconds: number };
  seedDemo: boolean;
  trustProxy: boolean;
  webDist: string | undefined;
  jobPollSeconds: number;
  /** Per-queue bounds on jobs run at once per process, overriding each kind's default. */
  jobConcurrency: Record<string, number>;
  /** Largest accepted upload, bytes; a longer stream is cut off there and nothing is stored. */
  uploadMaxBytes: number;
  storage: StorageConfig;
  /** A test installation's clock managers may advance (recurring charges, expiry); never in production. */
  testClock: boolean;
  /** Minutes a checkout holds limited stock while its first payment runs. */
  reservationMinutes: number;
  /** Seconds between runs of the recurring-charge and expiry work in workers. */
  billingTickSeconds: number;
  /** Milliseconds a rendered checkout page is shared by the buyers who open it (shop/page-cache.ts); 0 off. */
  checkoutPageCacheMs: number;
  /** Days an export run and its file are kept before the clean-up removes them (docs/exports.md). */
  exportRetentionDays: number;
  /** Stripe Connect: the platform's own secret key (the connect provider is offered only with it). */
  stripeConnectSecretKey: string | undefined;
  /** The second bank-account/wallet provider (e_wallet, Lemonway's API); offered only when set. */
  eWallet: EWalletConfig | undefined;
  /** Mangopay, the bank_account provider (docs/verification.md "Providers"); offered only when set. */
  mangopay: MangopayConfig | undefined;
  /** Which provider verifies new sellers and holds their wallet: sandbox, bank_account or e_wallet. */
  verificationProvider: string;
  /** The platform's fee per sale and per payout, booked to `platform:fees` (docs/payouts.md). */
  fees: PlatformFees;
  /** Recurring charges (docs/orders-lifecycle.md "Renewals"). */
  renewals: RenewalConfig;
}

/** The platform's Mangopay client: it creates every seller's user and wallet under this client id. */
export interface MangopayConfig {
  clientId: string;
  apiKey: string;
  /** The API host; the sandbox unless set (https://api.mangopay.com in production). */
  baseUrl: string;
}

/** The providers a seller can be verified by (VERIFICATION_PROVIDER). */
export const VERIFICATION_PROVIDERS = ["sandbox", "bank_account", "e_wallet"] as const;

function mangopayConfig(env: NodeJS.ProcessEnv): MangopayConfig | undefined {
  if (!env.MANGOPAY_CLIENT_ID || !env.MANGOPAY_API_KEY) return undefined;
  return {
    clientId: env.MANGOPAY_CLIENT_ID,
    apiKey: env.MANGOPAY_API_KEY,
    baseUrl: (env.MANGOPAY_BASE_URL || "https://api.sandbox.mangopay.com").replace(/\/$/, ""),
  };
}

/** The configured verification provider; by default Mangopay when the platform has it, else the sandbox. */
function verificationProvider(env: NodeJS.ProcessEnv, mangopay: MangopayConfig | undefined): string {
  const name = env.VERIFICATION_PROVIDER || (mangopay ? "bank_account" : "sandbox");
  if (!(VERIFICATION_PROVIDERS as readonly string[]).includes(name))
    throw new Error(
      `VERIFICATION_PROVIDER must be one of ${VERIFICATION_PROVIDERS.join(", ")}, got "${name}"`,
    );
  return name;
}

export interface RenewalConfig {
  /** Due rates one worker claims per transaction. */
  batchSize: number;
  /** Seconds a claimed charge belongs to its worker before recovery takes it over. */
  leaseSeconds: number;
  /** Provider calls a worker process has in flight at once, per provider (`default`: the rest). */
  concurrency: Record<string, number>;
}

/** Where uploaded files live: a local folder, or an S3-compatible bucket (set STORAGE_S3_BUCKET). */
export type StorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Setting must be a whole number, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (!env.STORAGE_S3_BUCKET)
    return { kind: "local", dir: path.resolve(env.STORAGE_DIR || path.join(dataDir, "files")) };
  return {
    kind: "s3",
    bucket: env.STORAGE_S3_BUCKET,
    endpoint: env.STORAGE_S3_ENDPOINT || undefined,
    region: env.STORAGE_S3_REGION || "us-east-1",
    accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY || undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? ".data");
  const mangopay = mangopayConfig(env);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseNamedStatements: bool(env.DATABASE_NAMED_STATEMENTS, true),
    dataDir,
    logLevel: env.LOG_LEVEL ?? "info",
    shedding: {
      maxRequestsInFlight: int(env.SHED_REQUESTS_IN_FLIGHT, 512),
      maxPaymentsInFlight: int(env.SHED_PAYMENTS_IN_FLIGHT, 64),
      maxEventLoopDelayMs: int(env.SHED_EVENT_LOOP_DELAY_MS, 0),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Sellwerk <no-reply@sellwerk.localhost>",
    platformVatId: env.PLATFORM_VAT_ID || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 900),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 86400),
    linkTtlSeconds: {
      confirmation: int(env.CONFIRMATION_TTL, 3 * 86400),
      magic_link: int(env.MAGIC_LINK_TTL, 15 * 60),
      password_reset: int(env.PASSWORD_RESET_TTL, 60 * 60),
    },
    rateLimit: {
      authMax: int(env.RATE_LIMIT_AUTH, 10),
      checkMax: int(env.RATE_LIMIT_CHECK, 60),
      payMax: int(env.RATE_LIMIT_PAY, 30),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
    },
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? "sellwerk:",
    signInThrottle: {
      maxFailures: int(env.SIGN_IN_MAX_FAILURES, 10),
      lockSeconds: int(env.SIGN_IN_LOCK_SECONDS, 60),
      maxLockSeconds: int(env.SIGN_IN_LOCK_MAX_SECONDS, 900),
    },
    seedDemo: bool(env.SEED_DEMO, true),
    trustProxy: bool(env.TRUST_PROXY, false),
    webDist: env.WEB_DIST,
    jobPollSeconds: Number(env.JOB_POLL_SECONDS ?? 1),
    jobConcurrency: parseJobConcurrency(env.JOB_CONCURRENCY),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 2 * 1024 ** 3),
    storage: storageConfig(env, dataDir),
    testClock: bool(env.TEST_CLOCK, false),
    reservationMinutes: int(env.RESERVATION_MINUTES, 30),
    billingTickSeconds: int(env.BILLING_TICK_SECONDS, 30),
    checkoutPageCacheMs: int(env.CHECKOUT_PAGE_CACHE_MS, 1000),
    exportRetentionDays: Math.max(1, int(env.EXPORT_RETENTION_DAYS, 30)),
    stripeConnectSecretKey: env.STRIPE_CONNECT_SECRET_KEY || undefined,
    eWallet: loadEWalletConfig(env),
    mangopay,
    verificationProvider: verificationProvider(env, mangopay),
    fees: loadPlatformFees(env),
    renewals: {
      batchSize: Math.max(1, int(env.RENEWAL_BATCH_SIZE, 500)),
      leaseSeconds: Math.max(1, int(env.RENEWAL_LEASE_SECONDS, 120)),
      // The sandbox is our own table; real providers rate-limit (Stripe: about 100 requests/s).
      concurrency: {
        default: Math.max(1, int(env.RENEWAL_CONCURRENCY, 20)),
        sandbox: Math.max(1, int(env.RENEWAL_CONCURRENCY_SANDBOX, 200)),
      },
    },
  };
}
