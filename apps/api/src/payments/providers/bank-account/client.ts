import { createHash } from "node:crypto";
import type { MangopayConfig } from "../../../config.ts";
import { lazyImport } from "../../../platform/lazy-import.ts";

// The first bank-account provider (`bank_account`) is Mangopay, called through its official Node
// SDK. The SDK takes the OAuth token itself; this wrapper gives every call a deadline, maps its
// rejections to BankAccountError and logs only which call failed with which status and type —
// never the API key, the token or a body (the SDK's own error handler prints everything, so it is
// replaced).

export interface BankAccountLog {
  warn(obj: object, msg: string): void;
}

/** The provider refused or failed a call: `status` is HTTP's (0: no answer), `type` Mangopay's error type. */
export class BankAccountError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    /** Mangopay's per-field messages (`errors: { IBAN: "..." }`). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
  /** Worth trying again: the provider or the network failed, not our request. */
  get transient(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/** The SDK's request options we use: the full response (for the status) and our headers. */
export interface CallOptions {
  resolveWithFullResponse: true;
  headers?: Record<string, string>;
}

interface FullResponse {
  status: number;
  body: unknown;
}

/** The SDK's services, as the untyped promises they are (we read plain JSON bodies). */
type Service = Record<string, (...args: unknown[]) => Promise<FullResponse>>;
export type MangopaySdk = Record<
  | "Users"
  | "Wallets"
  | "KycDocuments"
  | "UboDeclarations"
  | "PayOuts"
  | "PayIns"
  | "Mandates"
  | "Recipients"
  | "Idempotency",
  Service
>;

/** The SDK's class, loaded on the first call (platform/lazy-import.ts), not at start. */
const loadMangopay = lazyImport(
  async () =>
    (await import("mangopay2-nodejs-sdk")).default as unknown as new (config: object) => MangopaySdk,
);

/**
 * An Idempotency-Key for one of our operations, e.g. ("payout", 12). Mangopay takes 16 to 36
 * letters, digits or dashes, so our names are hashed: the same operation always has the same key.
 */
export function idempotencyKey(...parts: (string | number)[]): string {
  return `sw-${createHash("sha256").update(parts.join(":")).digest("hex").slice(0, 32)}`;
}

/** Mangopay's answer to a POST repeated with a used key (within 24 hours). */
const IDEMPOTENT_CONFLICT = "idempotent_creation_conflict";

export class BankAccountClient {
  private sdk: Promise<MangopaySdk> | undefined;

  constructor(
    private readonly config: MangopayConfig,
    private readonly options: { log?: BankAccountLog; timeoutMs?: number } = {},
  ) {}

  /** The SDK's client, made on the first call. */
  private client(): Promise<MangopaySdk> {
    // Note: the SDK keeps its token and base URL in module-wide state (axios defaults), so a
    // process holds one Mangopay client (index.ts caches it per configuration).
    this.sdk ??= loadMangopay().then(
      (Sdk) =>
        new Sdk({
          clientId: this.config.clientId,
          clientApiKey: this.config.apiKey,
          baseUrl: this.config.baseUrl,
          connectionTimeout: this.options.timeoutMs ?? 20_000,
          responseTimeout: this.options.timeoutMs ?? 20_000,
          errorHandler: () => undefined,
        }),
    );
    return this.sdk;
  }

  /**
   * One SDK call by name (e.g. "create Users"): its answer's body, or a BankAccountError. The
   * idempotency key, when given, makes Mangopay answer a repeated POST with the first answer.
   */
  async call<T>(
    what: string,
    run: (options: CallOptions, sdk: MangopaySdk) => Promise<FullResponse>,
    idempotencyKey?: string,
  ): Promise<T> {
    const sdk = await this.client();
    // A fresh headers object each call, without Content-Type: the SDK then adds its own headers
    // (the bearer token) to ours; with a Content-Type of ours it would send ours alone.
    const options: CallOptions = {
      resolveWithFullResponse: true,
      headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {},
    };
    const deadline = (this.options.timeoutMs ?? 20_000) + 5_000;
    let timer: NodeJS.Timeout | undefined;
    try {
      // The SDK's promise never settles when the connection fails before an answer (it reads
      // `error.response.data` of an error without a response): our own deadline ends the wait.
      const response = await Promise.race([
        run(options, sdk),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new BankAccountError(0, "timeout", "no answer")), deadline);
        }),
      ]);
      return response.body as T;
    } catch (err) {
      const error = errorOf(err);
      // The same operation was sent before (its answer got lost, or a job ran twice): Mangopay
      // blocks the repeat and keeps the first answer, which is read back by the key.
      if (idempotencyKey && error.status === 409 && error.type === IDEMPOTENT_CONFLICT)
        return this.firstAnswer<T>(what, idempotencyKey);
      this.options.log?.warn(
        { call: what, status: error.status, type: error.type },
        "bank_account call failed",
      );
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** GET /responses/{key}: the first answer to a POST with this key — its resource, or its error. */
  private async firstAnswer<T>(what: string, key: string): Promise<T> {
    const first = await this.call<{ StatusCode: string; Resource: unknown }>(
      `${what} (first answer)`,
      (o, { Idempotency }) => Idempotency.get!(key, undefined, o),
    );
    const status = Number(first.StatusCode);
    if (status >= 200 && status < 300) return first.Resource as T;
    throw errorOf({ status, body: first.Resource });
  }
}

/** The SDK rejects with the full response (`status`, `body`), a token error's body, or `{ Code: 408 }`. */
function errorOf(err: unknown): BankAccountError {
  if (err instanceof BankAccountError) return err;
  const e = (err ?? {}) as Record<string, unknown>;
  const text = (v: unknown, fallback: string) => (typeof v === "string" && v ? v : fallback);
  if (typeof e.status === "number") {
    const body = (e.body ?? {}) as Record<string, unknown>;
    const fields =
      typeof body.errors === "object" && body.errors ? (body.errors as Record<string, string>) : {};
    return new BankAccountError(
      e.status,
      text(body.Type, text(body.error, String(e.status))),
      text(body.Message, `HTTP ${e.status}`),
      fields,
    );
  }
  if (e.Code === 408) return new BankAccountError(408, "timeout", "request timed out");
  // The token request rejects with the token endpoint's body ({ error, error_description }).
  if (typeof e.error === "string")
    return new BankAccountError(401, e.error, text(e.error_description, e.error));
  return new BankAccountError(0, "network", err instanceof Error ? err.message : "no answer");
}
