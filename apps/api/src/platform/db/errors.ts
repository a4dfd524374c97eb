/**
 * The database's own error under whatever wraps it (drizzle's query error keeps it as `cause`):
 * the first in the chain with a PostgreSQL error code. Both engines raise the same codes.
 */
function databaseError(err: unknown): { code: string; constraint?: string } | undefined {
  const e = err as { code?: unknown; constraint?: string; cause?: unknown } | undefined;
  if (typeof e?.code === "string" && /^[0-9A-Z]{5}$/.test(e.code))
    return { code: e.code, ...(e.constraint ? { constraint: e.constraint } : {}) };
  return e?.cause ? databaseError(e.cause) : undefined;
}

/** unique_violation, of the named constraint when one is given. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = databaseError(err);
  return e?.code === "23505" && (!constraint || e.constraint === constraint);
}

/** lock_not_available: a `FOR UPDATE NOWAIT` met a row another transaction holds. */
export function isLockNotAvailable(err: unknown): boolean {
  return databaseError(err)?.code === "55P03";
}
