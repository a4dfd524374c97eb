import { eq } from "drizzle-orm";
import type { Session } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { users } from "../tables.ts";
import { consumeToken } from "../one-time-tokens.ts";
import { findUserById } from "../repository.ts";
import { openSession, type ClientMeta } from "../sessions.ts";

/** Using the link proves the address, so it also confirms an unconfirmed email. */
export async function signInWithMagicLink(
  deps: Deps,
  input: { token: string; fingerprint: string },
  meta: ClientMeta,
): Promise<Result<Session>> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const consumed = await consumeToken(tx, input.token, "magic_link", now);
    if (!consumed.ok) return consumed;
    let user = await findUserById(tx, consumed.value.userId);
    if (!user || user.state !== "active") return fail("LINK_INVALID");
    if (!user.emailConfirmedAt) {
      [user] = await tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, user.id)).returning();
    }
    return ok(await openSession(deps, tx, user!, input.fingerprint, meta));
  });
}
