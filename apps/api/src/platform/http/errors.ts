import { ERROR_STATUS, type ErrorCode, type FieldError } from "@sellwerk/contracts";
import type { Failure, Result } from "../result.ts";

/** An expected failure on its way to the error handler, which answers it in the request's language. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly field?: Failure["field"],
    readonly details?: FieldError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.statusCode = ERROR_STATUS[code];
  }
  static from(failure: Failure): AppError {
    return new AppError(failure.code, failure.field, failure.details, failure.retryAfterSeconds);
  }
}

/** The one place where a use-case's failure becomes an HTTP error. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw AppError.from(result);
}
