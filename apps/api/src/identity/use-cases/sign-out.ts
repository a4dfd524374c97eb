import { eq } from "drizzle-orm";
import type { Deps } from "../../platform/deps.ts";
import { hashToken } from "../../platform/auth/tokens.ts";
import { refreshTokens } from "../tables.ts";
import { revokeSession } from "../sessions.ts";

/** Ends the session of this device: named by the access token, or by its refresh token. */
export async function signOut(
  deps: Deps,
  input: { sessionId?: number | undefined; refreshToken?: string | undefined },
): Promise<void> {
  let sessionId = input.sessionId;
  if (!sessionId && input.refreshToken) {
    const [row] = await deps.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)));
    sessionId = row?.sessionId;
  }
  if (sessionId) await revokeSession(deps.db, sessionId, "sign_out", deps.clock.now());
}
