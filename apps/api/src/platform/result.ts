import type { ErrorCode, FieldError } from "@sellwerk/contracts";

// Expected business failures are values, not exceptions; routes map them in one place (http/reply.ts).
export interface Failure {
  ok: false;
  code: ErrorCode;
  /** A field error: the field and its validation code (translated when answered). */
  field?: { param: string; code: string; params?: Record<string, string | number> };
  details?: FieldError[];
  /** A throttled failure: seconds until a retry can pass, answered as Retry-After. */
  retryAfterSeconds?: number;
}
export type Result<T> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: ErrorCode): Failure => ({ ok: false, code });
/** 429 MS_MAX_CONCURRENT_REQ from a use-case's own throttle, like the route rate limits answer it. */
export const throttled = (retryAfterSeconds: number): Failure => ({
  ok: false,
  code: "MS_MAX_CONCURRENT_REQ",
  retryAfterSeconds,
});
export const fieldFail = (
  param: string,
  code: string,
  params?: Record<string, string | number>,
): Failure => ({
  ok: false,
  code: "INVALID_INPUT",
  field: { param, code, ...(params ? { params } : {}) },
});
/** Several field errors at once; the error handler words them in the request's language. */
export const fieldsFail = (fields: readonly { param: string; code: string }[]): Failure => ({
  ok: false,
  code: "INVALID_INPUT",
  details: fields.map((f) => ({ param: f.param, code: f.code, message: "" })),
});
