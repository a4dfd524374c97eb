import type { ProfileType } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import type { Executor } from "../../platform/db/client.ts";
import { ok, type Result } from "../../platform/result.ts";
import type { MailTemplate } from "../../notifications/index.ts";
import { mailLink } from "../mail-link.ts";
import { findUserByEmail, type UserRow } from "../repository.ts";

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
  await deps.db.transaction((tx) => mailMagicLink(deps, tx, user, input));
  return ok({ sent: true });
}

/** The magic-link mail itself, in the caller's transaction (also sent to a payer account just created). */
export async function mailMagicLink(
  deps: Deps,
  ex: Executor,
  user: UserRow,
  input: { profile_type: ProfileType; seller?: string | undefined },
  wording: { template: MailTemplate; vars: Record<string, string> } | null = null,
): Promise<void> {
  const data: Record<string, string> = {
    profile_type: input.profile_type,
    ...(input.seller ? { seller: input.seller } : {}),
  };
  await mailLink(deps, ex, user, {
    purpose: "magic_link",
    data,
    path: (token) => `/users/magic_link?${new URLSearchParams({ token, ...data }).toString()}`,
    ...wording,
  });
}
