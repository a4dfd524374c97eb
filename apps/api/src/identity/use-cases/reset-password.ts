import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { hashPassword } from "../../platform/auth/passwords.ts";
import { users } from "../tables.ts";
import { consumeToken } from "../one-time-tokens.ts";
import { revokeAllSessions } from "../sessions.ts";
import { liftSignInLock } from "../sign-in-throttle.ts";

/** A new password ends every session; the reset link also proves the address. */
export async function resetPassword(
  deps: Deps,
  input: { reset_password_token: string; password: string },
): Promise<Result<null>> {
  const passwordHash = await hashPassword(input.password);
  const reset = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const consumed = await consumeToken(tx, input.reset_password_token, "password_reset", now);
    if (!consumed.ok) return consumed;
    const userId = consumed.value.userId;
    const [before] = await tx
      .select({ confirmed: users.emailConfirmedAt, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, emailConfirmedAt: before?.confirmed ?? now })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, "password_reset", now);
    return ok(before?.email);
  });
  if (!reset.ok) return reset;
  if (reset.value) await liftSignInLock(deps, reset.value);
  return ok(null);
}
