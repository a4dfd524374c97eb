import type { Session } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, type Result } from "../../platform/result.ts";
import { verifyPassword } from "../../platform/auth/passwords.ts";
import { findUserByEmail } from "../repository.ts";
import { openSession, type ClientMeta } from "../sessions.ts";

export async function signIn(
  deps: Deps,
  input: { email: string; password: string; fingerprint: string },
  meta: ClientMeta,
): Promise<Result<Session>> {
  const user = await findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(
    user?.state === "active" ? user.passwordHash : undefined,
    input.password,
  );
  if (!user || !valid) return fail("INVALID_CREDENTIALS");
  if (!user.emailConfirmedAt) return fail("EMAIL_NOT_CONFIRMED");
  return {
    ok: true,
    value: await deps.db.transaction((tx) => openSession(deps, tx, user, input.fingerprint, meta)),
  };
}
