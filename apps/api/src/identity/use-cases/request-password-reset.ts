import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { queueMail } from "../../notifications/index.ts";
import { issueToken } from "../one-time-tokens.ts";
import { findUserByEmail } from "../repository.ts";

/** Always answers the same, so the form does not reveal which addresses have accounts. */
export async function requestPasswordReset(deps: Deps, email: string): Promise<Result<{ sent: true }>> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.state !== "active") return ok({ sent: true });
  const ttl = deps.config.linkTtlSeconds.password_reset;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, { userId: user.id, purpose: "password_reset", ttlSeconds: ttl, now: deps.clock.now() });
    await queueMail(deps, tx, {
      userId: user.id,
      to: user.email,
      template: "password_reset",
      locale: user.locale as Locale,
      vars: { name: user.firstName, minutes: Math.round(ttl / 60) },
      actionPath: `/users/password/edit?reset_password_token=${token}`,
      unsubscribeToken: user.unsubscribeToken,
    });
  });
  return ok({ sent: true });
}
