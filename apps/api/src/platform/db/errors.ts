/** A PostgreSQL error code on the error or its cause (drizzle wraps the driver's error). */
function codeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: unknown } | undefined;
  if (typeof e?.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return e?.cause ? codeOf(e.cause) : undefined;
}

/** lock_not_available: a `FOR UPDATE NOWAIT` met a row another transaction holds. */
export function isLockNotAvailable(err: unknown): boolean {
  return codeOf(err) === "55P03";
}
