// Error codes the API answers with; the spec names the MS_* and INVALID_INPUT ones, the rest are ours.
export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  LINK_INVALID: 400,
  LINK_EXPIRED: 400,
  ACCESS_TOKEN_MISSING: 401,
  ACCESS_TOKEN_INVALID: 401,
  ACCESS_TOKEN_EXPIRED: 401,
  REFRESH_TOKEN_MISSING: 401,
  REFRESH_TOKEN_INVALID: 401,
  REFRESH_TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  /** A product id that names no product (a checkout or quote of an unknown product). */
  PRODUCT_NOT_FOUND: 404,
  CONFLICT: 409,
  /** An Idempotency-Key whose first request is still running. */
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** The product cannot be bought now (unpublished, seller cannot sell, sold out …). */
  PRODUCT_NOT_AVAILABLE: 409,
  SOLD_OUT: 409,
  /** The price the buyer saw had a product discount that ran out (its limit) meanwhile. */
  PRICE_CHANGED: 409,
  /** The same Idempotency-Key with other parameters. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The order is not in a state that allows this (paid already, not a subscription …). */
  ORDER_STATE_INVALID: 422,
  /** The payer's access to a course or membership ended (subscription over, access revoked). */
  COURSE_ACCESS_ENDED: 403,
  /** A lesson whose drip date has not come yet for this payer. */
  LESSON_LOCKED: 403,
  /** A signed download link past its expiry (the buyer opens the order again for a fresh one). */
  DOWNLOAD_LINK_EXPIRED: 403,
  /** An export run's file removed by the clean-up of old exports (docs/exports.md): make it again. */
  EXPORT_FILE_GONE: 410,
  /** Access (course, downloads, keys) paused while a rate is unpaid, as the seller chose. */
  ACCESS_PAUSED: 403,
  /** A signed lesson file link past its expiry (the payer opens the lesson again). */
  LESSON_FILE_LINK_EXPIRED: 403,
  /** An invoice corrected already: correct the corrected one instead. */
  INVOICE_ALREADY_CORRECTED: 409,
  /** A credit memo, or an invoice reversed in full by credit memos: nothing left to correct. */
  INVOICE_NOT_CORRECTABLE: 409,
  /** A pending VAT change the worker is applying right now. */
  VAT_CHANGE_IN_PROCESS: 409,
  /** A payout cannot be made now; `details` name the held reasons (docs/payouts.md). */
  PAYOUT_HELD: 409,
  PAYLOAD_TOO_LARGE: 413,
  MS_MAX_CONCURRENT_REQ: 429,
  INTERNAL_ERROR: 500,
  MS_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The client renews the access token once and repeats the request on these. */
export const ACCESS_TOKEN_ERRORS: readonly ErrorCode[] = [
  "ACCESS_TOKEN_MISSING",
  "ACCESS_TOKEN_INVALID",
  "ACCESS_TOKEN_EXPIRED",
];
/** The client drops its tokens and goes to sign-in on these. */
export const REFRESH_TOKEN_ERRORS: readonly ErrorCode[] = [
  "REFRESH_TOKEN_MISSING",
  "REFRESH_TOKEN_INVALID",
  "REFRESH_TOKEN_EXPIRED",
];

export interface FieldError {
  param: string;
  code: string;
  message: string;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; param?: string; details?: FieldError[] };
}
