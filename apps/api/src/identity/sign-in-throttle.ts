import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import { hashToken } from "../platform/auth/tokens.ts";
import { queueMail } from "../notifications/index.ts";
import type { UserRow } from "./repository.ts";

/**
 * Password sign-in per account, on top of the per-client rate limit: a botnet trying one account
 * from many addresses gets `maxFailures` tries, then the account's password sign-in pauses for a
 * short lock that doubles with every further lock within a day, capped at `maxLockSeconds`.
 * Links by email (magic link, password reset) do not pass through here, so the owner is never
 * locked out; a password reset lifts the lock. Counted per normalised email whether or not an
 * account exists, so the answers do not tell which addresses have accounts. The counters live in
 * the shared store (Redis with several API processes); if it is unreachable, sign-in fails open.
 */
const FAILURE_WINDOW_MS = 15 * 60_000;
const LOCK_SERIES_MS = 24 * 3600_000;

function keys(email: string) {
  // Hashed: the store needs no addresses, and a key's length stays bounded.
  const id = hashToken(email.trim().toLowerCase()).slice(0, 32);
  return { tries: `sign-in:${id}:tries`, lock: `sign-in:${id}:lock`, locks: `sign-in:${id}:locks` };
}

export type Admission = { admitted: true; attempt: number } | { admitted: false; retryAfterSeconds: number };

async function failOpen<T>(deps: Deps, fallback: T, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    deps.log.warn({ err }, "sign-in throttle store unreachable; admitting without a per-account count");
    return fallback;
  }
}

/**
 * Counts the attempt before the password is checked, so many attempts at once are counted each:
 * only the first `maxFailures` in a window reach the password check; the rest wait out the lock.
 */
export async function admitSignIn(deps: Deps, email: string): Promise<Admission> {
  const k = keys(email);
  const { maxFailures, lockSeconds } = deps.config.signInThrottle;
  if (maxFailures === 0) return { admitted: true, attempt: 0 };
  return failOpen<Admission>(deps, { admitted: true, attempt: 0 }, async () => {
    const locked = await deps.shared.counters.ttl(k.lock);
    if (locked > 0) return { admitted: false, retryAfterSeconds: Math.ceil(locked / 1000) };
    const attempt = await deps.shared.counters.hit(k.tries, FAILURE_WINDOW_MS);
    // Past the quota while the attempt that filled it is still being checked: its lock is coming.
    if (attempt > maxFailures) return { admitted: false, retryAfterSeconds: lockSeconds };
    return { admitted: true, attempt };
  });
}

/** A right password: the account's count starts over. */
export async function signInSucceeded(deps: Deps, email: string): Promise<void> {
  await failOpen(deps, undefined, () => deps.shared.counters.delete(keys(email).tries));
}

/**
 * A wrong password. The attempt that fills the quota locks the account's password sign-in and
 * mails the owner (once per lock; nobody for an address without an account).
 */
export async function signInFailed(
  deps: Deps,
  email: string,
  attempt: number,
  user: UserRow | undefined,
): Promise<void> {
  const { maxFailures, lockSeconds, maxLockSeconds } = deps.config.signInThrottle;
  if (attempt !== maxFailures) return;
  const k = keys(email);
  const lockedFor = await failOpen(deps, 0, async () => {
    const series = await deps.shared.counters.hit(k.locks, LOCK_SERIES_MS);
    const seconds = Math.max(1, Math.min(lockSeconds * 2 ** Math.min(series - 1, 30), maxLockSeconds));
    await deps.shared.counters.set(k.lock, seconds * 1000);
    // The count ends with the lock rather than now: an attempt that passed the lock check just
    // before the lock was set still finds the count over the quota and is refused.
    await deps.shared.counters.expire(k.tries, seconds * 1000);
    return seconds;
  });
  if (lockedFor === 0 || !user || user.state !== "active") return;
  await deps.db.transaction((tx) =>
    queueMail(deps, tx, {
      userId: user.id,
      to: user.email,
      template: "sign_in_locked",
      locale: user.locale as Locale,
      vars: { name: user.firstName, failures: maxFailures, minutes: Math.max(1, Math.ceil(lockedFor / 60)) },
      actionPath: "/users/password/new",
    }),
  );
}

/** A new password makes the guesses against the old one moot: the lock and its series end. */
export async function liftSignInLock(deps: Deps, email: string): Promise<void> {
  const k = keys(email);
  await failOpen(deps, undefined, () => deps.shared.counters.delete(k.tries, k.lock, k.locks));
}
