import { eq } from "drizzle-orm";
import type { Session } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fieldFail, ok, type Result } from "../../platform/result.ts";
import { hashPassword, verifyPassword } from "../../platform/auth/passwords.ts";
import { users } from "../tables.ts";
import { findUserById } from "../repository.ts";
import { openSession, revokeAllSessions, type ClientMeta } from "../sessions.ts";

/** Every session ends, this device included; it gets a fresh session in the answer. */
export async function changePassword(
  deps: Deps,
  userId: number,
  input: { current_password: string; password: string; fingerprint: string },
  meta: ClientMeta,
): Promise<Result<Session>> {
  const user = await findUserById(deps.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    return fieldFail("current_password", "password_mismatch");
  }
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    await revokeAllSessions(tx, userId, "password_change", now);
    return ok(await openSession(deps, tx, updated!, input.fingerprint, meta));
  });
}
