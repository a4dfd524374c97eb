import { and, eq, isNull } from "drizzle-orm";
import type { Session } from "@sellwerk/contracts";
import type { Deps } from "../platform/deps.ts";
import type { Executor } from "../platform/db/client.ts";
import { hashToken, randomToken } from "../platform/auth/tokens.ts";
import { authSessions, refreshTokens } from "./tables.ts";
import { profilesOf, toUserView, type UserRow } from "./repository.ts";

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

/** Issues a refresh token in a session (its family) and an access token naming that session. */
export async function issueTokens(
  deps: Deps,
  ex: Executor,
  user: UserRow,
  sessionId: number,
): Promise<Session> {
  const refresh = randomToken(32);
  const now = deps.clock.now();
  await ex.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(now.getTime() + deps.config.refreshTokenTtlSeconds * 1000),
  });
  const access = await deps.tokens.sign({ sub: String(user.id), sid: sessionId });
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: "Bearer",
    expires_in: deps.tokens.expiresIn,
    user: toUserView(user, await profilesOf(ex, user.id)),
  };
}

/** A new sign-in on a device. */
export async function openSession(
  deps: Deps,
  ex: Executor,
  user: UserRow,
  fingerprint: string,
  meta: ClientMeta,
): Promise<Session> {
  const [session] = await ex
    .insert(authSessions)
    .values({ userId: user.id, fingerprint, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null })
    .returning({ id: authSessions.id });
  return issueTokens(deps, ex, user, session!.id);
}

export async function revokeSession(
  ex: Executor,
  sessionId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await ex
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user (sign out everywhere, password change or reset). */
export async function revokeAllSessions(
  ex: Executor,
  userId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await ex
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
