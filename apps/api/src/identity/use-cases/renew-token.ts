import { and, eq, isNull } from "drizzle-orm";
import type { Session } from "@sellwerk/contracts";
import type { Deps } from "../../platform/deps.ts";
import { fail, ok, type Result } from "../../platform/result.ts";
import { hashToken } from "../../platform/auth/tokens.ts";
import { authSessions, refreshTokens } from "../tables.ts";
import { findUserById } from "../repository.ts";
import { issueTokens, revokeSession } from "../sessions.ts";

/**
 * Rotates a refresh token. A token that was already rotated is being replayed (stolen or copied):
 * its whole session (token family) is revoked, so both the thief and the owner must sign in again.
 */
export async function renewToken(
  deps: Deps,
  input: { refresh_token: string; fingerprint: string },
): Promise<Result<Session>> {
  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [row] = await tx
      .select({ token: refreshTokens, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(input.refresh_token)));
    if (!row || row.session.revokedAt) return fail("REFRESH_TOKEN_INVALID");
    if (row.session.fingerprint && row.session.fingerprint !== input.fingerprint)
      return fail("REFRESH_TOKEN_INVALID");
    // Marking it used is conditional: of two concurrent renewals with one token, exactly one wins.
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (!rotated) {
      await revokeSession(tx, row.session.id, "refresh_token_reuse", now);
      return { ok: false as const, code: "REFRESH_TOKEN_INVALID" as const, reuse: true };
    }
    if (row.token.expiresAt <= now) return fail("REFRESH_TOKEN_EXPIRED");
    const user = await findUserById(tx, row.session.userId);
    if (!user || user.state !== "active") return fail("REFRESH_TOKEN_INVALID");
    await tx.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, row.session.id));
    return ok(await issueTokens(deps, tx, user, row.session.id));
  });
  if (!outcome.ok && "reuse" in outcome)
    deps.log.warn({ event: "refresh_token_reuse" }, "refresh token replayed; session revoked");
  return outcome.ok ? outcome : fail(outcome.code);
}
