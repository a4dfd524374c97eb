import type { Locale, ProfileType } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { ok, type Result } from "../../platform/result.ts";
import { queueMail } from "../../notifications/index.ts";
import { issueToken } from "../one-time-tokens.ts";
import { findUserByEmail } from "../repository.ts";

/**
 * Mails a one-time sign-in link. `seller` names the shop a payer signs in to (spec: /s/{seller}/sign_in),
 * carried through the link so the client lands in the right place. Always answers the same.
 */
export async function sendMagicLink(
  deps: Deps,
  input: { email: string; profile_type: ProfileType; seller?: string | undefined },
): Promise<Result<{ sent: true }>> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.state !== "active") return ok({ sent: true });
  const ttl = deps.config.linkTtlSeconds.magic_link;
  const data: Record<string, string> = { profile_type: input.profile_type, ...(input.seller ? { seller: input.seller } : {}) };
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, { userId: user.id, purpose: "magic_link", ttlSeconds: ttl, now: deps.clock.now(), data });
    const query = new URLSearchParams({ token, profile_type: input.profile_type, ...(input.seller ? { seller: input.seller } : {}) });
    await queueMail(deps, tx, {
      userId: user.id,
      to: user.email,
      template: "magic_link",
      locale: user.locale as Locale,
      vars: { name: user.firstName, minutes: Math.round(ttl / 60) },
      actionPath: `/users/magic_link?${query.toString()}`,
      unsubscribeToken: user.unsubscribeToken,
    });
  });
  return ok({ sent: true });
}
