import type { Session } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, throttled, type Result } from "../../platform/result.ts";
import { verifyPassword } from "../../platform/auth/passwords.ts";
import { findUserByEmail } from "../repository.ts";
import { openSession, type ClientMeta } from "../sessions.ts";
import { admitSignIn, signInFailed, signInSucceeded } from "../sign-in-throttle.ts";

export async function signIn(
  deps: Deps,
  input: { email: string; password: string; fingerprint: string },
  meta: ClientMeta,
): Promise<Result<Session>> {
  // While the account's password sign-in is locked even the right password waits: otherwise the
  // lock would only slow an attacker down, not stop the guessing.
  const admission = await admitSignIn(deps, input.email);
  if (!admission.admitted) return throttled(admission.retryAfterSeconds);
  const user = await findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(
    user?.state === "active" ? user.passwordHash : undefined,
    input.password,
  );
  if (!user || !valid) {
    await signInFailed(deps, input.email, admission.attempt, user);
    return fail("INVALID_CREDENTIALS");
  }
  await signInSucceeded(deps, input.email);
  if (!user.emailConfirmedAt) return fail("EMAIL_NOT_CONFIRMED");
  return {
    ok: true,
    value: await deps.db.transaction((tx) => openSession(deps, tx, user, input.fingerprint, meta)),
  };
}
