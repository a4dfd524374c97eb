import type { Locale } from "@sellwerk/domain";

// The buyer pages' fetch wrapper: JSON in and out, the page's language for server messages, and
// every failure folded into one result type so callers handle each case explicitly.

export interface FieldProblem {
  param: string;
  code: string;
  message: string;
}

export type ApiResult<T> =
  | { kind: "ok"; body: T }
  /** 400 INVALID_INPUT: the fields the server refused, with translated messages. */
  | { kind: "invalid"; message: string; fields: FieldProblem[] }
  /**
   * Wait this many seconds: 429 (this buyer tried too often) or, with `busy`, 503 MS_UNAVAILABLE
   * (the server is shedding load; the request was refused before anything happened).
   */
  | { kind: "limited"; retryAfter: number; busy?: boolean }
  | { kind: "error"; status: number; code: string; message: string }
  /** No answer at all (offline, connection dropped): the same request may be sent again. */
  | { kind: "network" };

interface ErrorBody {
  error?: { code?: string; message?: string; details?: FieldProblem[] };
}

const API = "/api/v1";

export async function shopApi<T>(
  method: "GET" | "POST",
  path: string,
  options: { locale: Locale; body?: unknown; idempotencyKey?: string; signal?: AbortSignal },
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(API + path, {
      method,
      headers: {
        accept: "application/json",
        "x-locale": options.locale,
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
      credentials: "same-origin",
    });
  } catch (error) {
    // A superseded request is the caller's business, not a network problem.
    if (options.signal?.aborted) throw error;
    return { kind: "network" };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return { kind: "ok", body: body as T };
  const error = (body as ErrorBody | null)?.error ?? {};
  const busy = response.status === 503 && error.code === "MS_UNAVAILABLE";
  if (response.status === 429 || busy) {
    const seconds = Number(response.headers.get("retry-after"));
    const retryAfter = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 30;
    return busy ? { kind: "limited", retryAfter, busy } : { kind: "limited", retryAfter };
  }
  if (response.status === 400 && error.code === "INVALID_INPUT")
    return { kind: "invalid", message: error.message ?? "", fields: error.details ?? [] };
  return { kind: "error", status: response.status, code: error.code ?? "", message: error.message ?? "" };
}

/** A fresh Idempotency-Key; randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
