// One error shape for everything a request can end in (spec two §8): a server answer, a network
// failure or a cancelled request all arrive as an ApiError with a code and a message.

export interface FieldError {
  param: string;
  code: string;
  message: string;
}

/** Codes the client itself produces when no server answer exists. */
export const CLIENT_ERROR_CODES = {
  network: "NETWORK_ERROR",
  aborted: "REQUEST_ABORTED",
  unexpected: "UNEXPECTED_RESPONSE",
} as const;

export const ACCESS_TOKEN_ERROR_CODES: readonly string[] = [
  "ACCESS_TOKEN_MISSING",
  "ACCESS_TOKEN_INVALID",
  "ACCESS_TOKEN_EXPIRED",
];
export const REFRESH_TOKEN_ERROR_CODES: readonly string[] = [
  "REFRESH_TOKEN_MISSING",
  "REFRESH_TOKEN_INVALID",
  "REFRESH_TOKEN_EXPIRED",
];
/** Spec two §8: only these statuses are examined for token errors. */
export const TOKEN_ERROR_STATUSES: readonly number[] = [400, 401, 404];

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly param: string | undefined;
  readonly details: readonly FieldError[];

  constructor(init: {
    status: number;
    code: string;
    message: string;
    param?: string;
    details?: FieldError[];
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.param = init.param;
    this.details = init.details ?? [];
  }

  get isAborted(): boolean {
    return this.code === CLIENT_ERROR_CODES.aborted;
  }

  get isAccessTokenError(): boolean {
    return TOKEN_ERROR_STATUSES.includes(this.status) && ACCESS_TOKEN_ERROR_CODES.includes(this.code);
  }

  get isRefreshTokenError(): boolean {
    return REFRESH_TOKEN_ERROR_CODES.includes(this.code);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Field errors keyed by the camelCase name of the field, for forms to show beside inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const detail of error.details) {
    const key = detail.param.replace(/_+([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
    out[key] ??= detail.message;
  }
  return out;
}
