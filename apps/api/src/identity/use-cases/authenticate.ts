import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Authenticator } from "../../platform/auth/access.ts";
import { loadAuthRow, teamRoleOf } from "../repository.ts";

/** The identity context's answer to "who is calling", used by the access guard on every request. */
export function createAuthenticator(
  deps: Deps,
  recordAdminAction: Authenticator["recordAdminAction"],
): Authenticator {
  return {
    async load(userId, sessionId, managerId) {
      const row = await loadAuthRow(deps.db, userId, sessionId);
      // An admin token must name the manager its session was opened for.
      if (!row || (row.managerId ?? null) !== managerId) return null;
      return {
        userId,
        sessionId,
        email: row.user.email,
        locale: row.user.locale as Locale,
        profiles: row.profiles,
        managerId,
      };
    },
    teamRole: (memberId, sellerId) => teamRoleOf(deps.db, memberId, sellerId),
    recordAdminAction,
  };
}
