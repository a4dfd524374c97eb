import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { queueMail } from "../../notifications/index.ts";
import { issueToken } from "../one-time-tokens.ts";
import type { UserRow } from "../repository.ts";

export async function sendConfirmation(deps: Deps, ex: Executor, user: UserRow): Promise<void> {
  const ttl = deps.config.linkTtlSeconds.confirmation;
  const token = await issueToken(ex, { userId: user.id, purpose: "confirmation", ttlSeconds: ttl, now: deps.clock.now() });
  await queueMail(deps, ex, {
    userId: user.id,
    to: user.email,
    template: "confirmation",
    locale: user.locale as Locale,
    vars: { name: user.firstName, hours: Math.round(ttl / 3600) },
    actionPath: `/users/confirmation?confirmation_token=${token}`,
    unsubscribeToken: user.unsubscribeToken,
  });
}
