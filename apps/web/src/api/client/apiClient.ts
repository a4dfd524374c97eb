import { keysToCamel, keysToSnake } from "./caseConversion.ts";
import { toFormBody, toSearchParams, type QueryParams } from "./encoding.ts";
import { ApiError, CLIENT_ERROR_CODES, type FieldError } from "./errors.ts";
import type { AbortRegistry } from "./abortRegistry.ts";
import type { TokenStore } from "./tokenStore.ts";

// The generic API client of spec two §7/§8. Every call of the web app goes through it, so token
// renewal, locale headers, case conversion, cancellation on navigation and error toasts are
// written exactly once.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiVersion = "v1" | "v1.1" | "v2";
export type ToastKind = "success" | "error" | "warning" | "info";
export type Notify = (toast: { kind: ToastKind; message: string }) => void;
/** Texts the client needs when there is no server message to show. */
export type ClientMessage = "network" | "unexpected" | "retryLater";

export interface ApiClientConfig {
  tokens: TokenStore;
  registry: AbortRegistry;
  notify: Notify;
  translate: (message: ClientMessage) => string;
  getLocale: () => string;
  /** The seller a team member acts for; null when the current screen acts for the user themself. */
  getSellerId?: () => string | number | null;
  /** Called after tokens were removed because the session cannot be renewed. */
  onSignInRequired: () => void;
  onSessionRenewed?: (session: SessionTokens) => void;
  baseUrl?: string;
  version?: ApiVersion;
  /** How often waiting requests look whether the renewal in flight has finished (spec: 500 ms). */
  pollIntervalMs: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** Query string; keys are converted to snake_case like bodies. */
  params?: QueryParams;
  body?: unknown;
  /** json (default), form (urlencoded, snake_case keys) or raw (FormData/Blob sent untouched). */
  bodyType?: "json" | "form" | "raw";
  version?: ApiVersion;
  /** Survives route changes: uploads, card payments, discussions, the session itself. */
  keepOnRouteChange?: boolean;
  /** The caller shows the error itself (inline form errors), so no toast. */
  suppressErrors?: boolean;
  /**
   * A 429 answers the action's own quota (a few re-sent mails per order), not a throttled
   * client: the session stays and the caller says what to do; no "retry later" toast.
   */
  ownQuota?: boolean;
  signal?: AbortSignal;
  /** Overrides getSellerId for this call; null sends no X-Seller-Id. */
  sellerId?: string | number | null;
  headers?: Record<string, string>;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

const RENEW_PATH = "/app/session/renew_token";

function abortedError(): ApiError {
  return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.aborted, message: "Request cancelled" });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortedError());
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError());
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** Aborting the caller's signal (React Query's) aborts ours too. */
function linkSignal(outer: AbortSignal | undefined, controller: AbortController): () => void {
  if (!outer) return () => undefined;
  if (outer.aborted) {
    controller.abort(outer.reason);
    return () => undefined;
  }
  const onAbort = () => controller.abort(outer.reason);
  outer.addEventListener("abort", onAbort, { once: true });
  return () => outer.removeEventListener("abort", onAbort);
}

interface ErrorBody {
  error?: { code?: string; message?: string; param?: string; details?: FieldError[] };
}

export class ApiClient {
  private renewing = false;
  private readonly baseUrl: string;
  private readonly version: ApiVersion;

  constructor(private readonly config: ApiClientConfig) {
    this.baseUrl = (config.baseUrl ?? "/api").replace(/\/$/, "");
    this.version = config.version ?? "v1";
  }

  get tokens(): TokenStore {
    return this.config.tokens;
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>("GET", path, options);
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>("POST", path, { ...options, body });
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>("PUT", path, { ...options, body });
  }
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>("PATCH", path, { ...options, body });
  }
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>("DELETE", path, { ...options, body });
  }

  url(path: string, version: ApiVersion = this.version): string {
    return `${this.baseUrl}/${version}${path.startsWith("/") ? path : `/${path}`}`;
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const controller = new AbortController();
    const unregister = options.keepOnRouteChange ? () => false : this.config.registry.register(controller);
    const unlink = linkSignal(options.signal, controller);
    try {
      return await this.execute<T>(method, path, options, controller.signal, false);
    } catch (caught) {
      const error = this.normalize(caught, controller.signal);
      this.report(error, options);
      throw error;
    } finally {
      unregister();
      unlink();
    }
  }

  private async execute<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    signal: AbortSignal,
    retried: boolean,
  ): Promise<T> {
    const usedToken = this.config.tokens.accessToken;
    const response = await this.send(method, path, options, signal, usedToken);
    if (response.ok) return this.parse<T>(response);

    const error = await this.errorFrom(response);
    if (error.isAccessTokenError) {
      if (!retried && (await this.renewAfter(usedToken, signal))) {
        return this.execute<T>(method, path, options, signal, true);
      }
      // No refresh token, or the renewed token was refused too: the session is over.
      this.endSession();
    } else if (error.isRefreshTokenError) {
      this.endSession();
    } else if (response.status === 429 && !options.ownQuota) {
      this.config.notify({ kind: "warning", message: this.config.translate("retryLater") });
      this.config.tokens.clear();
    }
    throw error;
  }

  private send(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    signal: AbortSignal,
    accessToken: string | null,
  ): Promise<Response> {
    const headers = new Headers(options.headers);
    const locale = this.config.getLocale();
    headers.set("Accept-Language", locale);
    headers.set("X-Locale", locale);
    headers.set("Accept", "application/json");
    if (accessToken) headers.set("Authorization", `Bearer ${accessToken}`);
    const sellerId =
      options.sellerId !== undefined ? options.sellerId : (this.config.getSellerId?.() ?? null);
    if (sellerId !== null && sellerId !== "") headers.set("X-Seller-Id", String(sellerId));

    let url = this.url(path, options.version);
    if (options.params) {
      const query = toSearchParams(keysToSnake<QueryParams>(options.params)).toString();
      if (query) url += `${url.includes("?") ? "&" : "?"}${query}`;
    }

    let body: BodyInit | undefined;
    if (options.body !== undefined && method !== "GET") {
      if (options.bodyType === "raw") {
        body = options.body as BodyInit;
      } else if (options.bodyType === "form") {
        body = toFormBody(keysToSnake<Record<string, unknown>>(options.body));
      } else {
        headers.set("Content-Type", "application/json");
        body = JSON.stringify(keysToSnake(options.body));
      }
    }
    const fetchImpl = this.config.fetch ?? globalThis.fetch;
    return fetchImpl(url, { method, headers, body, signal });
  }

  /**
   * Renews the session at most once for all requests that failed together: the first one renews,
   * the others poll until it is done (spec two §9: every 500 ms) and then repeat with the new token.
   */
  private async renewAfter(usedToken: string | null, signal: AbortSignal): Promise<boolean> {
    const { tokens } = this.config;
    if (!tokens.refreshToken) return false;
    // Another request renewed while ours was on the way: just repeat with the newer token.
    if (tokens.accessToken && tokens.accessToken !== usedToken) return true;
    if (this.renewing) {
      while (this.renewing) await sleep(this.config.pollIntervalMs, signal);
      return tokens.accessToken !== null && tokens.accessToken !== usedToken;
    }
    this.renewing = true;
    try {
      const session = await this.renew();
      tokens.setSession(session);
      this.config.onSessionRenewed?.(session);
      return true;
    } finally {
      this.renewing = false;
    }
  }

  /** The renewal itself is never cancelled by navigation: losing it would lose the session. */
  private async renew(): Promise<SessionTokens> {
    const { tokens } = this.config;
    const controller = new AbortController();
    const response = await this.send(
      "POST",
      RENEW_PATH,
      { body: { refreshToken: tokens.refreshToken, fingerprint: tokens.fingerprint } },
      controller.signal,
      null,
    );
    if (!response.ok) {
      const error = await this.errorFrom(response);
      // A renewal the server refuses (refresh token expired, invalid, reused) ends the session.
      if (error.isRefreshTokenError || response.status === 400 || response.status === 401) this.endSession();
      throw error;
    }
    return this.parse<SessionTokens>(response);
  }

  private endSession(): void {
    const hadSession = this.config.tokens.accessToken !== null || this.config.tokens.refreshToken !== null;
    this.config.tokens.clear();
    if (hadSession) this.config.onSignInRequired();
  }

  private async parse<T>(response: Response): Promise<T> {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (text === "") return undefined as T;
    const type = response.headers.get("Content-Type") ?? "";
    if (!type.includes("json")) return text as T;
    try {
      return keysToCamel<T>(JSON.parse(text));
    } catch {
      throw new ApiError({
        status: response.status,
        code: CLIENT_ERROR_CODES.unexpected,
        message: this.config.translate("unexpected"),
      });
    }
  }

  private async errorFrom(response: Response): Promise<ApiError> {
    let body: ErrorBody | undefined;
    try {
      body = (await response.json()) as ErrorBody;
    } catch {
      body = undefined;
    }
    const error = body?.error;
    return new ApiError({
      status: response.status,
      code: error?.code ?? `HTTP_${response.status}`,
      message: error?.message ?? this.config.translate("unexpected"),
      param: error?.param,
      details: error?.details,
    });
  }

  /** Whatever went wrong, callers get an ApiError with a code and a message (spec two §8). */
  private normalize(caught: unknown, signal: AbortSignal): ApiError {
    if (caught instanceof ApiError) return caught;
    if (signal.aborted || (caught instanceof Error && caught.name === "AbortError")) return abortedError();
    return new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: this.config.translate("network"),
    });
  }

  private report(error: ApiError, options: RequestOptions): void {
    if (options.suppressErrors || error.isAborted) return;
    // Token errors lead to sign-in and 429 already warned: a second toast would only repeat them.
    if (error.isAccessTokenError || error.isRefreshTokenError || error.status === 429) return;
    this.config.notify({ kind: "error", message: error.message });
  }
}
