import type { EWalletConfig } from "./config.ts";

// A small typed client for the wallet provider's REST API (Lemonway DirectKit JSON v2):
// an OAuth2 client-credentials token, JSON requests with the bearer token and the PSU-IP-Address
// header the API requires, retries of idempotent calls on 5xx or network errors, and errors
// mapped to EWalletError. Secrets and bodies never reach the log: only method, path and status.

export interface EWalletLog {
  warn(obj: object, msg: string): void;
}

/** The provider refused or failed a call: `status` is HTTP's, `code` the provider's error code. */
export class EWalletError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
  /** Worth trying again (the provider or the network failed, not our request). */
  get transient(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }
}

type Method = "GET" | "POST" | "PUT";

export interface EWalletClientOptions {
  log?: EWalletLog;
  /** Attempts for idempotent calls (GET and PUT); POSTs are sent once. */
  attempts?: number;
  /** Milliseconds before the first retry; doubles each time. */
  backoffMs?: number;
  /** The platform server's address, sent as PSU-IP-Address (the API asks for the end client's IP). */
  psuIpAddress?: string;
}

interface Token {
  value: string;
  expiresAt: number;
}

export class EWalletClient {
  private token: Token | null = null;
  private tokenRequest: Promise<Token> | null = null;

  constructor(
    private readonly config: EWalletConfig,
    private readonly options: EWalletClientOptions = {},
  ) {}

  get<T>(path: string, query?: Record<string, string | number>): Promise<T> {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
      : "";
    return this.request<T>("GET", `${path}${search}`);
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>("POST", path, body);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>("PUT", path, body);
  }

  private async request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    // A POST may have been carried out when its answer got lost: never repeated here; the callers
    // look their result up first where a repeat would matter (a money-out by its comment).
    const attempts = method === "POST" ? 1 : (this.options.attempts ?? 3);
    let delay = this.options.backoffMs ?? 200;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(method, path, body);
      } catch (err) {
        const error = err instanceof EWalletError ? err : new EWalletError(0, "network", String(err));
        this.options.log?.warn(
          { method, path, status: error.status, code: error.code, attempt },
          "e_wallet call failed",
        );
        if (!error.transient || attempt >= attempts) throw error;
        await new Promise((r) => setTimeout(r, delay));
        delay *= 2;
      }
    }
  }

  private async once<T>(method: Method, path: string, body: unknown, renewed = false): Promise<T> {
    const token = await this.accessToken();
    const res = await fetch(`${this.config.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token.value}`,
        accept: "application/json",
        "psu-ip-address": this.options.psuIpAddress ?? "127.0.0.1",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    // An expired or revoked token: one fresh token, then the same call (it was not carried out).
    if (res.status === 401 && !renewed) {
      this.token = null;
      return this.once<T>(method, path, body, true);
    }
    const payload = await readJson(res);
    if (!res.ok) throw errorOf(res.status, payload);
    return payload as T;
  }

  /** One token for the process, renewed a minute before it expires; concurrent callers share the request. */
  private async accessToken(): Promise<Token> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    this.token = await this.tokenRequest;
    return this.token;
  }

  private async fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString("base64");
    const res = await fetch(`${this.config.baseUrl}/oauth/api/v1/oauth/token`, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    const payload = (await readJson(res)) as { access_token?: string; expires_in?: number };
    if (!res.ok || !payload.access_token) throw errorOf(res.status || 401, payload);
    return { value: payload.access_token, expiresAt: Date.now() + (payload.expires_in ?? 3600) * 1000 };
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { error: { code: "not_json", message: text.slice(0, 200) } };
  }
}

/** The API answers `{ error: { code, message } }`; the token endpoint `{ error, error_description }`. */
function errorOf(status: number, payload: unknown): EWalletError {
  const body = (payload ?? {}) as { error?: unknown; error_description?: unknown };
  const text = (value: unknown, fallback: string) =>
    typeof value === "string" || typeof value === "number" ? String(value) : fallback;
  if (body.error && typeof body.error === "object") {
    const e = body.error as { code?: unknown; message?: unknown };
    return new EWalletError(status, text(e.code, String(status)), text(e.message, "e_wallet error"));
  }
  return new EWalletError(
    status,
    text(body.error, String(status)),
    text(body.error_description, `HTTP ${status}`),
  );
}
