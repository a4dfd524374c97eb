import type { Locale } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import type { Executor } from "../platform/db/client.ts";
import { queueMail, type MailTemplate } from "../notifications/index.ts";
import { issueToken, type TokenPurpose } from "./one-time-tokens.ts";
import type { UserRow } from "./repository.ts";

/**
 * Issues a one-time token and mails its link to the user, in the caller's transaction. The link's
 * lifetime goes into the text as {hours} and {minutes}.
 */
export async function mailLink(
  deps: Deps,
  ex: Executor,
  user: UserRow,
  input: {
    purpose: TokenPurpose;
    data?: Record<string, string>;
    path: (token: string) => string;
    /** Another wording of the same link (a new payer account's first sign-in); the purpose's own by default. */
    template?: MailTemplate;
    vars?: Record<string, string>;
  },
): Promise<void> {
  const ttl = deps.config.linkTtlSeconds[input.purpose];
  const token = await issueToken(ex, {
    userId: user.id,
    purpose: input.purpose,
    ttlSeconds: ttl,
    now: deps.clock.now(),
    ...(input.data ? { data: input.data } : {}),
  });
  await queueMail(deps, ex, {
    userId: user.id,
    to: user.email,
    template: input.template ?? input.purpose,
    locale: user.locale as Locale,
    vars: {
      ...input.vars,
      name: user.firstName,
      hours: Math.round(ttl / 3600),
      minutes: Math.round(ttl / 60),
    },
    actionPath: input.path(token),
    unsubscribeToken: user.unsubscribeToken,
  });
}
